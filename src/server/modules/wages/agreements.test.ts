// Seafarer employment agreements on PGlite and PostgreSQL (MLC A2.1): the particulars of para 4 are
// generated from the crew record, contract, wage scale and company particulars, with a checklist of those
// missing; the seafarer signs a complete draft of their own, then the company; a signed version is never
// edited (409), a new version is opened instead; every change is an activity entry.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog } from "../../db/schema";
import { seafarerAgreements } from "../../db/schema-wages";
import { createContract, createCrewMember, createVessel } from "../../test/factories";
import { buildTestContext, TEST_PASSWORD, type TestContext } from "../../test/helpers";
import { pdfTexts } from "../../test/pdf-text";
import { ENGINE } from "../../test/test-database";
import { createUser } from "../users/service";

describe(`seafarer employment agreements (${ENGINE})`, () => {
  let ctx: TestContext;
  let contractId: string;
  let token: string;
  const url = () => `/api/contracts/${contractId}/agreement`;
  const asSeafarer = (method: "GET" | "POST", u: string) =>
    ctx.app.inject({ method, url: u, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    ctx = await buildTestContext({ now: () => new Date("2026-11-20T08:00:00Z") });
    const vessel = await createVessel(ctx.db, { name: "MV Agreement" });
    const user = await createUser(ctx.db, {
      username: "ana",
      password: TEST_PASSWORD,
      role: "crew",
      name: "Ana",
      email: "ana@test.local",
    });
    const m = await createCrewMember(ctx.db, {
      firstName: "Ana",
      lastName: "Reyes",
      rank: "Cook",
      userId: user.id,
    });
    contractId = (
      await createContract(ctx.db, {
        crewMemberId: m.id,
        vesselId: vessel.id,
        startDate: "2026-12-01",
        endDate: "2027-08-31",
      })
    ).id;
    await ctx.as("admin", {
      method: "POST",
      url: "/api/wage-scales",
      payload: {
        rank: "Cook",
        agreement: "IBF 2026",
        currency: "USD",
        validFrom: "2026-01-01",
        components: [{ code: "basic", label: "Basic wage", kind: "monthly", amount: 180000 }],
      },
    });
    token = (
      await ctx.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { username: "ana", password: TEST_PASSWORD },
      })
    ).json().token;
  });
  afterAll(() => ctx.close());

  it("generates a draft with the checklist of missing particulars", async () => {
    const res = await ctx.as("office_staff", { method: "GET", url: url() });
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json();
    expect(a).toMatchObject({ version: 1, state: "draft", seafarerSignedAt: null });
    expect(a.particulars).toMatchObject({
      seafarerName: "Ana Reyes",
      capacity: "Cook",
      wages: "Basic wage 1800.00 USD a month",
      collectiveAgreement: "IBF 2026",
    });
    expect(a.missing).toEqual([
      "placeOfBirth",
      "shipownerName",
      "shipownerAddress",
      "placeOfAgreement",
      "agreementDate",
      "paidLeave",
      "termination",
      "healthBenefits",
      "repatriation",
    ]);
    const early = await asSeafarer("POST", `${url()}/sign`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/missing: placeOfBirth/);
  });

  it("completes the draft: company particulars (admin, at least 7 days' notice) and the office's entries", async () => {
    const particulars = {
      shipownerName: "Oceanic Shipowning Ltd",
      shipownerAddress: "1 Harbour Road, Limassol, Cyprus",
      paidLeave: "2.5 days for each month of service",
      noticeDays: 7,
      healthBenefits: "Medical care aboard and ashore at the shipowner's expense; P&I cover",
      repatriation: "At the shipowner's cost at the end of the agreement or after 11 months aboard",
    };
    const put = (p: object, role: "admin" | "office_staff" = "admin") =>
      ctx.as(role, { method: "PUT", url: "/api/company-particulars", payload: p });
    expect((await put({ ...particulars, noticeDays: 6 })).statusCode).toBe(400);
    expect((await put(particulars, "office_staff")).statusCode).toBe(403);
    expect((await put(particulars)).statusCode).toBe(200);
    const draft = await ctx.as("office_staff", {
      method: "PUT",
      url: url(),
      payload: {
        placeOfBirth: "Iloilo, Philippines",
        placeOfAgreement: "Manila",
        agreementDate: "2026-11-20",
      },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().missing).toEqual([]);
    expect(draft.json().particulars.termination).toBe(
      "Ends 2027-08-31; either party may end it earlier on 7 days' written notice",
    );
  });

  it("the seafarer signs first, in their app; then the company; a signed version is never edited", async () => {
    expect((await ctx.as("office_staff", { method: "POST", url: `${url()}/sign` })).statusCode).toBe(403);
    expect((await ctx.as("crew", { method: "GET", url: url() })).statusCode).toBe(404); // another seafarer
    expect((await asSeafarer("GET", url())).statusCode).toBe(200);
    const signed = await asSeafarer("POST", `${url()}/sign`);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().state).toBe("seafarer_signed");
    const edit = await ctx.as("office_staff", {
      method: "PUT",
      url: url(),
      payload: { placeOfAgreement: "Cebu" },
    });
    expect(edit.statusCode).toBe(409);
    // the company particulars change; the signed particulars stay as signed
    await ctx.as("admin", {
      method: "PUT",
      url: "/api/company-particulars",
      payload: {
        shipownerName: "Renamed Ltd",
        shipownerAddress: "x",
        paidLeave: "x",
        noticeDays: 30,
        healthBenefits: "x",
        repatriation: "x",
      },
    });
    const company = await ctx.as("office_staff", { method: "POST", url: `${url()}/sign` });
    expect(company.statusCode).toBe(200);
    expect(company.json()).toMatchObject({ state: "signed" });
    expect(company.json().particulars.shipownerName).toBe("Oceanic Shipowning Ltd");
    const again = await asSeafarer("POST", `${url()}/sign`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ alreadySigned: true }); // the app's offline queue takes it as done

    const pdf = await asSeafarer("GET", `${url()}.pdf`);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const texts = await pdfTexts(pdf.rawPayload);
    expect(texts).toEqual(
      expect.arrayContaining([
        "Seafarer Employment Agreement",
        "Version 1 - Signed by both parties",
        "Oceanic Shipowning Ltd",
      ]),
    );

    const v2 = await ctx.as("office_staff", { method: "POST", url: `${url()}/versions` });
    expect(v2.statusCode).toBe(201);
    expect(v2.json()).toMatchObject({ version: 2, state: "draft" });
    expect(v2.json().particulars.shipownerName).toBe("Renamed Ltd");
    expect((await ctx.as("office_staff", { method: "POST", url: `${url()}/versions` })).statusCode).toBe(409);
    const rows = await ctx.db
      .select()
      .from(seafarerAgreements)
      .where(eq(seafarerAgreements.contractId, contractId));
    expect(rows.map((r) => [r.version, r.state]).sort()).toEqual([
      [1, "signed"],
      [2, "draft"],
    ]);
    const log = await ctx.db.select().from(activityLog).where(eq(activityLog.entityId, contractId));
    expect(log.map((l) => l.action)).toEqual(
      expect.arrayContaining(["agreement-draft", "agreement-sign", "agreement-version"]),
    );
  });
});
