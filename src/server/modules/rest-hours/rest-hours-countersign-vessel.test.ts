// Countersigning a vessel's month at once (POST /api/vessels/:id/rest-hours/months/:month/countersign):
// the master aboard countersigns every seafarer who signed their month, each as the single countersign;
// the master's own record is refused with the reason and left unsigned (nothing written for it), the
// office then countersigns it; a month not signed by the seafarer is left out; each countersigned
// record writes its activity entry; a seafarer who is not the master, and another vessel's master, get
// 404; a second run finds nothing left to do.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog } from "../../db/schema";
import { restHoursMonths } from "../../db/schema-rest-hours";
import { aboardSince } from "../../test/aboard";
import { signedInCrewUser } from "../../test/crew-users";
import { createVessel } from "../../test/factories";
import { buildTestContext, type TestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";

const TODAY = "2026-03-20";
const MONTH = "2026-02";
const WORK = [{ from: "08:00", to: "17:00" }];
const FEBRUARY = Array.from({ length: 28 }, (_, i) => `2026-02-${String(i + 1).padStart(2, "0")}`);

describe(`hours of rest: countersigning a vessel's month at once (${ENGINE})`, () => {
  let ctx: TestContext;
  let vesselA: string;
  let vesselB: string;
  const tokens: Record<string, string> = {};
  const members: Record<string, string> = {};

  async function crewUser(name: string, rank: string, vessel: string) {
    const u = await signedInCrewUser(ctx, name, { firstName: "Sea", lastName: name, rank });
    await aboardSince(ctx.db, u.memberId, "2025-06-01", vessel);
    members[name] = u.memberId;
    tokens[name] = u.token;
  }
  const as = (name: string, method: "PUT" | "POST", url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${tokens[name]}` } });
  async function recordAndSign(name: string, sign: boolean) {
    const put = await as(name, "PUT", `/api/crew/${members[name]}/rest-hours/2026-02-10`, { work: WORK });
    expect(put.statusCode, put.body).toBe(200);
    if (!sign) return;
    const notRecorded = FEBRUARY.filter((d) => d !== "2026-02-10");
    const url = `/api/crew/${members[name]}/rest-hours/months/${MONTH}/sign`;
    const res = await as(name, "POST", url, { daysNotRecorded: notRecorded });
    expect(res.statusCode, res.body).toBe(200);
  }
  const bulkUrl = (vessel: string) => `/api/vessels/${vessel}/rest-hours/months/${MONTH}/countersign`;
  const monthOf = async (name: string) =>
    (
      await ctx.db
        .select()
        .from(restHoursMonths)
        .where(and(eq(restHoursMonths.crewMemberId, members[name]), eq(restHoursMonths.month, MONTH)))
    )[0];
  const countersignEntries = async (name: string) =>
    (
      await ctx.db
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.action, "countersign"), eq(activityLog.entityId, members[name])))
    ).length;

  beforeAll(async () => {
    ctx = await buildTestContext({ now: () => new Date(`${TODAY}T08:00:00Z`) });
    vesselA = (await createVessel(ctx.db, { name: "MV Alpha" })).id;
    vesselB = (await createVessel(ctx.db, { name: "MV Bravo" })).id;
    await crewUser("alpha", "Captain", vesselA);
    await crewUser("bravo", "Captain", vesselB);
    await crewUser("sam", "Able Seaman", vesselA);
    await crewUser("tess", "Able Seaman", vesselA);
    await crewUser("uma", "Cook", vesselA);
    await recordAndSign("alpha", true);
    await recordAndSign("sam", true);
    await recordAndSign("tess", true);
    await recordAndSign("uma", false);
  });
  afterAll(() => ctx.close());

  it("refuses a seafarer who is not the master and another vessel's master (404)", async () => {
    expect((await as("sam", "POST", bulkUrl(vesselA))).statusCode).toBe(404);
    expect((await as("bravo", "POST", bulkUrl(vesselA))).statusCode).toBe(404);
    expect((await monthOf("sam")).masterSignedAt).toBeNull();
  });

  it("the master countersigns every signed month but their own, reported per record", async () => {
    const res = await as("alpha", "POST", bulkUrl(vesselA));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      results: [
        {
          id: members.alpha,
          label: "Sea alpha (Captain)",
          status: "refused",
          message: "Nobody countersigns their own record",
        },
        { id: members.sam, label: "Sea sam (Able Seaman)", status: "ok", message: null },
        { id: members.tess, label: "Sea tess (Able Seaman)", status: "ok", message: null },
      ],
      summary: { ok: 2, refused: 1 },
    });
    expect(await monthOf("sam")).toMatchObject({ masterName: "alpha", masterCapacity: "master" });
    expect((await monthOf("tess")).masterName).toBe("alpha");
    // nothing written for the refused record, nor for the month not signed by the seafarer
    expect((await monthOf("alpha")).masterSignedAt).toBeNull();
    expect(await countersignEntries("alpha")).toBe(0);
    expect((await monthOf("uma"))?.masterSignedAt ?? null).toBeNull();
    expect(await countersignEntries("sam")).toBe(1);
    expect(await countersignEntries("tess")).toBe(1);
  });

  it("the office countersigns what is left; a second run finds nothing to do", async () => {
    const res = await ctx.as("office_staff", { method: "POST", url: bulkUrl(vesselA) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toEqual([
      { id: members.alpha, label: "Sea alpha (Captain)", status: "ok", message: null },
    ]);
    expect(await monthOf("alpha")).toMatchObject({ masterName: "Olivia Office", masterCapacity: "office" });
    const again = await ctx.as("admin", { method: "POST", url: bulkUrl(vesselA) });
    expect(again.json()).toEqual({ results: [], summary: { ok: 0, refused: 0 } });
    expect(await countersignEntries("sam")).toBe(1);
  });

  it("answers 404 for an unknown vessel and 400 for a bad month", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await ctx.as("office_staff", { method: "POST", url: bulkUrl(unknown) })).statusCode).toBe(404);
    const bad = `/api/vessels/${vesselA}/rest-hours/months/2026-13/countersign`;
    expect((await ctx.as("office_staff", { method: "POST", url: bad })).statusCode).toBe(400);
  });
});
