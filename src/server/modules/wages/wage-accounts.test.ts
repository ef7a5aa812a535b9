// Monthly wage accounts and the portage bill on PGlite and PostgreSQL (MLC A2.2): earnings prorated by the
// days aboard from the tours (sign-on and sign-off days paid by the default policy), the balance carried
// month to month and paid at the final sign-off; the master aboard enters cash advances on their own
// vessel's seafarers and nothing else; a seafarer reads only their own account; a closed month takes no
// line (409); bad input is refused with nothing written; every change is an activity entry.

import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog } from "../../db/schema";
import { rotations } from "../../db/schema-fleet";
import { wageAllotments, wageLines } from "../../db/schema-wages";
import { aboardSince } from "../../test/aboard";
import { signedInCrewUser } from "../../test/crew-users";
import { createRotation, createVessel } from "../../test/factories";
import { buildTestContext, type TestContext } from "../../test/helpers";
import { pdfTexts } from "../../test/pdf-text";
import { ENGINE } from "../../test/test-database";
import { wageScaleBody } from "../../test/wage-scales";

const TODAY = "2026-11-20";

describe(`wage accounts and the portage bill (${ENGINE})`, () => {
  let ctx: TestContext;
  let vessel: string;
  const tokens: Record<string, string> = {};
  const members: Record<string, string> = {};

  async function crewUser(name: string, rank: string) {
    const u = await signedInCrewUser(ctx, name, { firstName: name, lastName: "Test", rank });
    members[name] = u.memberId;
    tokens[name] = u.token;
  }
  const as = (name: string, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    name === "office" || name === "admin"
      ? ctx.as(name === "office" ? "office_staff" : "admin", { method, url, payload })
      : ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${tokens[name]}` } });
  const account = (who: string, whose: string, month: string) =>
    as(who, "GET", `/api/crew/${members[whose]}/wage-accounts/${month}`);
  const addLine = (who: string, whose: string, month: string, line: object) =>
    as(who, "POST", `/api/crew/${members[whose]}/wage-accounts/${month}/lines`, line);
  const lineCount = async () => (await ctx.db.select({ id: wageLines.id }).from(wageLines)).length;
  const advance = { code: "cash_advance", label: "Cash advance", kind: "deduction", amount: 20000 };
  const earning = (code: string, label: string, amount: number) => ({ code, label, kind: "earning", amount });

  beforeAll(async () => {
    ctx = await buildTestContext({ now: () => new Date(`${TODAY}T08:00:00Z`) });
    vessel = (await createVessel(ctx.db, { name: "MV Wages" })).id;
    const scale = await ctx.as("admin", {
      method: "POST",
      url: "/api/wage-scales",
      payload: wageScaleBody("Able Seaman", { basic: 300000, fixedOt: 90000, otRate: 1200 }),
    });
    expect(scale.statusCode, scale.body).toBe(201);
    await crewUser("cap", "Captain");
    await crewUser("sam", "Able Seaman");
    await crewUser("tess", "Able Seaman");
    await aboardSince(ctx.db, members.cap, "2026-08-01", vessel);
    await createRotation(ctx.db, {
      crewMemberId: members.sam,
      vesselId: vessel,
      joinDate: "2026-09-16",
      leaveDate: "2026-11-10",
      status: "completed",
    });
  });
  afterAll(() => ctx.close());

  it("prorates by the days aboard and carries the balance month to month", async () => {
    const sep = await account("office", "sam", "2026-09");
    expect(sep.statusCode, sep.body).toBe(200);
    expect(sep.json()).toMatchObject({
      crewMemberId: members.sam,
      month: "2026-09",
      currency: "USD",
      daysAboard: 15,
      lines: [
        { code: "basic", label: "Basic wage", kind: "earning", amount: 150000 },
        { code: "fixed_ot", label: "Fixed overtime", kind: "earning", amount: 45000 },
      ],
      earnings: 195000,
      deductions: 0,
      net: 195000,
      carriedIn: 0,
      carriedOut: 195000,
      finalSettlement: null,
    });
    const oct = (await account("office", "sam", "2026-10")).json();
    expect(oct).toMatchObject({ daysAboard: 31, earnings: 390000, carriedIn: 195000, carriedOut: 585000 });
  });

  it("pays the balance at the final sign-off (sign-off day paid by the default policy)", async () => {
    const nov = (await account("office", "sam", "2026-11")).json();
    expect(nov).toMatchObject({ daysAboard: 10, earnings: 130000, carriedIn: 585000, carriedOut: 0 });
    expect(nov.finalSettlement).toBe(715000);
  });

  it("the master adds a cash advance on their vessel's seafarer, and nothing else", async () => {
    const res = await addLine("cap", "sam", "2026-10", advance);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ deductions: 20000, net: 370000, carriedOut: 565000 });
    expect(res.json().lines.at(-1)).toEqual({
      code: "cash_advance",
      label: "Cash advance",
      kind: "deduction",
      amount: 20000,
    });
    const before = await lineCount();
    expect((await addLine("cap", "sam", "2026-10", earning("bonus", "Bonus", 5))).statusCode).toBe(403);
    expect((await addLine("sam", "sam", "2026-10", advance)).statusCode).toBe(403);
    expect((await addLine("tess", "sam", "2026-10", advance)).statusCode).toBe(404);
    // the master of the month reads it too; the next month carries the advance
    expect((await account("cap", "sam", "2026-10")).statusCode).toBe(200);
    expect((await account("office", "sam", "2026-11")).json().carriedIn).toBe(565000);
    const log = await ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, members.sam), eq(activityLog.action, "wage-line")));
    expect(log[0].description).toMatch(/Cash advance .* by the master/);
    expect(await lineCount()).toBe(before);
  });

  it("a seafarer reads their own account and payslip, not another's", async () => {
    expect((await account("sam", "sam", "2026-09")).statusCode).toBe(200);
    const slip = await as("sam", "GET", `/api/crew/${members.sam}/wage-accounts/2026-09/payslip.pdf`);
    expect(slip.statusCode).toBe(200);
    expect(slip.headers["content-type"]).toBe("application/pdf");
    const texts = await pdfTexts(slip.rawPayload);
    expect(texts).toEqual(
      expect.arrayContaining(["Payslip 2026-09", "Basic wage", "1500.00 USD", "1950.00 USD"]),
    );
    expect(
      (await as("tess", "GET", `/api/crew/${members.sam}/wage-accounts/2026-09/payslip.pdf`)).statusCode,
    ).toBe(404);
    expect((await account("tess", "sam", "2026-09")).statusCode).toBe(404);
    expect((await account("sam", "tess", "2026-09")).statusCode).toBe(404);
  });

  it("refuses bad lines with nothing written", async () => {
    const before = await lineCount();
    const notAboard = await addLine("office", "sam", "2026-07", advance);
    expect(notAboard.statusCode).toBe(409);
    expect(notAboard.json().message).toMatch(/not aboard in 2026-07/);
    expect((await addLine("office", "sam", "2026-10", { ...advance, amount: 12.5 })).statusCode).toBe(400);
    expect((await addLine("office", "sam", "2026-10", { ...advance, kind: "earning" })).statusCode).toBe(400);
    expect((await addLine("office", "sam", "2026-13", advance)).statusCode).toBe(400);
    expect(await lineCount()).toBe(before);
  });

  it("allotments: at most 100% and within the net", async () => {
    await aboardSince(ctx.db, members.tess, "2026-11-01", vessel);
    const url = `/api/crew/${members.tess}/allotments`;
    const ok = await as("office", "POST", url, {
      payee: "Ana Test",
      bankDetails: "IBAN PH00 1234",
      percent: 60,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const count = async () => (await ctx.db.select().from(wageAllotments)).length;
    const n = await count();
    const over = await as("office", "POST", url, { payee: "B", bankDetails: "X", percent: 50 });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toMatch(/more than 100%/);
    const beyond = await as("office", "POST", url, { payee: "C", bankDetails: "X", amount: 10_000_000 });
    expect(beyond.statusCode).toBe(400);
    expect(await count()).toBe(n);
    const acc = (await account("office", "tess", "2026-11")).json();
    const allot = acc.lines.find((l: { code: string }) => l.code === "allotment");
    expect(allot.amount).toBe(Math.floor((acc.earnings * 60 + 50) / 100));
    expect((await as("office", "GET", url)).json()[0]).toMatchObject({ payee: "Ana Test", percentBp: 6000 });
  });

  it("closes a vessel's month: the bill is kept, later lines are 409, the xlsx holds it", async () => {
    const open = (await as("cap", "GET", `/api/vessels/${vessel}/portage-bills/2026-10`)).json();
    expect(open.closed).toBe(false);
    expect(open.accounts.map((a: { name: string }) => a.name)).toContain("sam Test");
    expect((await as("cap", "POST", `/api/vessels/${vessel}/portage-bills/2026-10/close`)).statusCode).toBe(
      403,
    );
    expect((await as("tess", "GET", `/api/vessels/${vessel}/portage-bills/2026-10`)).statusCode).toBe(404);
    const close = await as("office", "POST", `/api/vessels/${vessel}/portage-bills/2026-10/close`);
    expect(close.statusCode, close.body).toBe(200);
    expect(close.json().closed).toBe(true);
    const usd = close.json().totals.find((t: { currency: string }) => t.currency === "USD");
    const sam = close.json().accounts.find((a: { crewMemberId: string }) => a.crewMemberId === members.sam);
    expect(sam).toMatchObject({ closed: true, net: 370000 });
    expect(usd.net).toBe(close.json().accounts.reduce((s: number, a: { net: number }) => s + a.net, 0));
    const before = await lineCount();
    const late = await addLine("office", "sam", "2026-10", earning("bonus", "Bonus", 100));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/closed/);
    expect(await lineCount()).toBe(before);
    expect(
      (await as("office", "POST", `/api/vessels/${vessel}/portage-bills/2026-10/close`)).statusCode,
    ).toBe(409);
    expect(
      (await as("office", "POST", `/api/vessels/${vessel}/portage-bills/2026-12/close`)).statusCode,
    ).toBe(409);
    // a correction goes into the next month as an adjustment
    const adj = await addLine("office", "sam", "2026-11", earning("adjustment", "October bonus", 100));
    expect(adj.statusCode).toBe(201);
    expect(adj.json().carriedIn).toBe(565000);

    const xlsx = await as("office", "GET", `/api/vessels/${vessel}/portage-bills/2026-10?format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-type"]).toMatch(/spreadsheetml/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet("Portage bill");
    const rows = sheet?.getSheetValues().filter(Boolean) as unknown[][];
    const samRow = rows.find((r) => r[1] === "sam Test");
    expect(samRow?.slice(1, 10)).toEqual(["sam Test", "Able Seaman", "USD", 31, 1950, 3900, 200, 3700, 5650]);
    const log = await ctx.db.select().from(activityLog).where(eq(activityLog.action, "portage-bill-close"));
    expect(log[0].description).toMatch(/MV Wages's portage bill for 2026-10 closed/);
  });

  it("the company policy decides whether the sign-off day is paid", async () => {
    const put = (role: "admin" | "office_staff", payload: object) =>
      ctx.as(role, { method: "PUT", url: "/api/wage-policy", payload });
    expect((await put("office_staff", { payFirstDay: true, payLastDay: false })).statusCode).toBe(403);
    const res = await put("admin", { payFirstDay: true, payLastDay: false });
    expect(res.statusCode).toBe(200);
    expect((await account("office", "sam", "2026-11")).json().daysAboard).toBe(9);
    const log = await ctx.db.select().from(activityLog).where(eq(activityLog.action, "wage-policy"));
    expect(log[0].description).toBe("Wage policy set: sign-on day paid, sign-off day not paid");
    await put("admin", { payFirstDay: true, payLastDay: true });
    expect((await account("office", "sam", "2026-11")).json().daysAboard).toBe(10);
  });
  it("the portage bill is read through the cache and every wages or tours write brings it up to date", async () => {
    const bill = async () =>
      (await as("office", "GET", `/api/vessels/${vessel}/portage-bills/2026-11`)).json();
    const samOf = (b: { accounts: { crewMemberId: string; earnings: number; daysAboard: number }[] }) =>
      b.accounts.find((a) => a.crewMemberId === members.sam);
    const first = await bill();
    expect(samOf(first)?.daysAboard).toBe(10);
    // a line entered through the API: the next read holds it
    const bonus = earning("bonus", "November bonus", 7000);
    expect((await addLine("office", "sam", "2026-11", bonus)).statusCode).toBe(201);
    expect(samOf(await bill())?.earnings).toBe((samOf(first)?.earnings ?? 0) + 7000);
    // the policy (a wages write) and a tour's change (a rotation write) each bring it up to date too
    expect(
      (await as("admin", "PUT", "/api/wage-policy", { payFirstDay: true, payLastDay: false })).statusCode,
    ).toBe(200);
    expect(samOf(await bill())?.daysAboard).toBe(9);
    await as("admin", "PUT", "/api/wage-policy", { payFirstDay: true, payLastDay: true });
    expect(samOf(await bill())?.daysAboard).toBe(10);
    const [rotation] = await ctx.db
      .select({ id: rotations.id })
      .from(rotations)
      .where(eq(rotations.crewMemberId, members.sam));
    const moved = await ctx.as("office_staff", {
      method: "PATCH",
      url: `/api/rotations/${rotation.id}`,
      payload: { leaveDate: "2026-11-05", override: { reason: "Signed off early on medical advice" } },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(samOf(await bill())?.daysAboard).toBe(5);
  });
});
