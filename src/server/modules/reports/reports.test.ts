// Reports against hand-counted fixtures with a fixed clock (today 2030-03-15): every type, every range,
// and the 400/403 answers.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crewMembers } from "../../db/schema-fleet";
import {
  createActivity,
  createContract,
  createCrewMember,
  createDocument,
  createVessel,
  withDbToday,
} from "../../test/factories";
import { buildTestContext, type TestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";

const now = () => new Date("2030-03-15T12:00:00Z");
const at = (d: string) => new Date(`${d}T00:00:00Z`);

describe(`GET /api/reports/:type (${ENGINE})`, () => {
  let ctx: TestContext;
  const report = async (type: string, days?: number) => {
    const res = await ctx.as("admin", {
      method: "GET",
      url: `/api/reports/${type}${days ? `?days=${days}` : ""}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    ctx = await buildTestContext({ now });
    const db = ctx.db;
    const alpha = await createVessel(db, {
      name: "Alpha",
      status: "active",
      crewCapacity: 10,
      createdAt: at("2030-03-12"),
    });
    const bravo = await createVessel(db, { name: "Bravo", status: "maintenance" });
    await createVessel(db, { name: "Charlie", status: "in-port", crewCapacity: 4 });
    // Carl: active, Filipino Able Seaman on Alpha, added 2029-12-01.
    await withDbToday(db, (tx) =>
      tx
        .update(crewMembers)
        .set({ createdAt: at("2029-12-01"), currentVesselId: alpha.id })
        .where(eq(crewMembers.id, ctx.crewMemberId)),
    );
    const p = await createCrewMember(db, {
      nationality: "Indian",
      rank: "Captain",
      currentVesselId: alpha.id,
      createdAt: at("2030-03-10"),
    });
    const q = await createCrewMember(db, {
      status: "onLeave",
      rank: "Cook",
      currentVesselId: bravo.id,
      createdAt: at("2030-01-20"),
    });
    const s = await createCrewMember(db, {
      status: "inactive",
      nationality: "Indian",
      createdAt: at("2029-01-01"),
    });
    const doc = (
      crewMemberId: string,
      type: "passport" | "stcw" | "medical" | "visa" | "cdc",
      expiryDate: string,
    ) => createDocument(db, { crewMemberId, type, expiryDate, createdAt: at("2029-06-01") });
    await doc(ctx.crewMemberId, "passport", "2030-03-10"); // expired (-5)
    await doc(p.id, "stcw", "2030-03-18"); // critical (+3)
    await doc(p.id, "medical", "2030-03-27"); // warning (+12)
    await doc(q.id, "visa", "2030-04-05"); // info (+21)
    await doc(q.id, "passport", "2030-05-30"); // upcoming (+76)
    await doc(s.id, "cdc", "2031-01-01"); // upcoming (+292)
    await doc(ctx.crewMemberId, "stcw", "2032-01-01"); // beyond every range
    await createContract(db, {
      crewMemberId: ctx.crewMemberId,
      vesselId: alpha.id,
      startDate: "2030-03-12",
      endDate: "2030-09-01",
    });
    await createContract(db, {
      crewMemberId: p.id,
      vesselId: alpha.id,
      startDate: "2030-02-20",
      endDate: "2030-08-01",
    });
    await createContract(db, {
      crewMemberId: q.id,
      vesselId: bravo.id,
      startDate: "2029-06-01",
      endDate: "2029-12-01",
      status: "completed",
    });
    await createContract(db, {
      crewMemberId: s.id,
      vesselId: bravo.id,
      startDate: "2030-01-10",
      endDate: "2030-02-01",
      status: "terminated",
    });
    await createActivity(db, { createdAt: at("2030-03-10") });
    await createActivity(db, { createdAt: at("2030-01-01") });
  });
  afterAll(() => ctx.close());

  it("overview: figures, trends against the start of the range, severities within the range", async () => {
    const o7 = await report("overview", 7);
    expect(o7).toMatchObject({ type: "overview", days: 7, from: "2030-03-08", to: "2030-03-15" });
    expect(o7.activeCrew).toEqual({ value: 2, previous: 1, changePercent: 100 }); // P is new
    expect(o7.activeVessels).toEqual({ value: 1, previous: 0, changePercent: null }); // Alpha was added 03-12
    expect(o7.complianceRate).toBe(0); // the crew aboard lack certificates their ranks need (COMPLIANT_DEFINITION)
    expect(o7.documentCompliance).toEqual({ expired: 1, critical: 1, warning: 0, info: 0, upcoming: 0 });
    expect(o7.crewStatus).toEqual([
      { status: "active", count: 2, percent: 50 },
      { status: "inactive", count: 1, percent: 25 },
      { status: "onLeave", count: 1, percent: 25 },
    ]);
    expect(o7.activityInRange).toBe(1);
    // pending: 4 documents expired or due by 04-14 + 0 contracts ending by then
    expect(o7.pendingActions.value).toBe(4);

    const o30 = await report("overview");
    expect(o30.days).toBe(30);
    expect(o30.documentCompliance).toEqual({ expired: 1, critical: 1, warning: 1, info: 1, upcoming: 0 });
    expect(o30.activityInRange).toBe(1);
    const o90 = await report("overview", 90);
    expect(o90.documentCompliance.upcoming).toBe(1);
    expect(o90.activityInRange).toBe(2);
    expect(o90.activeCrew).toEqual({ value: 2, previous: 1, changePercent: 100 });
    const o365 = await report("overview", 365);
    expect(o365.documentCompliance.upcoming).toBe(2);
    expect(o365.activeCrew).toEqual({ value: 2, previous: 0, changePercent: null });
  });

  it("compliance: rows, counts and weekly buckets follow the range", async () => {
    const c7 = await report("compliance", 7);
    expect(c7.total).toBe(2);
    expect(
      c7.rows.map((r: { type: string; daysRemaining: number; severity: string }) => [
        r.type,
        r.daysRemaining,
        r.severity,
      ]),
    ).toEqual([
      ["passport", -5, "expired"],
      ["stcw", 3, "critical"],
    ]);
    expect(c7.rows[0].crewName).toBe("Carl Crew");
    expect(c7.weekly).toEqual([{ week: 1, start: "2030-03-15", count: 1 }]);

    const c30 = await report("compliance", 30);
    expect(c30.total).toBe(4);
    expect(c30.counts).toEqual({ expired: 1, critical: 1, warning: 1, info: 1, upcoming: 0 });
    expect(c30.weekly.map((w: { count: number }) => w.count)).toEqual([1, 1, 0, 1, 0]);
    expect((await report("compliance", 90)).total).toBe(5);
    const c365 = await report("compliance", 365);
    expect(c365.total).toBe(6);
    expect(c365.weekly).toHaveLength(53);
    expect(c365.weekly.reduce((n: number, w: { count: number }) => n + w.count, 0)).toBe(5); // not the expired one
  });

  it("crew analysis: totals, additions and contracts started within the range", async () => {
    const a7 = await report("crew-analysis", 7);
    expect(a7.crew).toEqual({ total: 4, active: 2, onLeave: 1, inactive: 1, addedInRange: 1 });
    expect(a7.contracts).toEqual({ total: 4, active: 2, completed: 1, terminated: 1 });
    expect(a7.contractsStartedInRange).toEqual({ total: 1, active: 1, completed: 0, terminated: 0 });
    expect(a7.nationalities).toEqual([
      { label: "Filipino", count: 2 },
      { label: "Indian", count: 2 },
    ]);
    expect(a7.ranks).toEqual([
      { label: "Able Seaman", count: 2 },
      { label: "Captain", count: 1 },
      { label: "Cook", count: 1 },
    ]);
    const a30 = await report("crew-analysis", 30);
    expect(a30.contractsStartedInRange).toEqual({ total: 2, active: 2, completed: 0, terminated: 0 });
    const a90 = await report("crew-analysis", 90);
    expect(a90.crew.addedInRange).toBe(2);
    expect(a90.contractsStartedInRange).toEqual({ total: 3, active: 2, completed: 0, terminated: 1 });
    const a365 = await report("crew-analysis", 365);
    expect(a365.crew.addedInRange).toBe(3);
    expect(a365.contractsStartedInRange.total).toBe(4);
  });

  it("vessel utilization: assigned over capacity, contracts overlapping the range", async () => {
    const u7 = await report("vessel-utilization", 7);
    expect(
      u7.rows.map((r: Record<string, unknown>) => [
        r.name,
        r.crewAssigned,
        r.capacity,
        r.utilization,
        r.status,
        r.contractsInRange,
      ]),
    ).toEqual([
      ["Alpha", 2, 10, 20, "active", 2],
      ["Bravo", 1, 20, 5, "maintenance", 0],
      ["Charlie", 0, 4, 0, "in-port", 0],
    ]);
    expect(u7.averageUtilization).toBe(8.8); // 3 of 34
    const u90 = await report("vessel-utilization", 90);
    expect(u90.rows[1].contractsInRange).toBe(1); // the terminated one of January
    const u365 = await report("vessel-utilization", 365);
    expect(u365.rows[1].contractsInRange).toBe(2);
  });

  it("400 on an unknown type or range, 403 for office staff and crew, 401 anonymous", async () => {
    expect((await ctx.as("admin", { method: "GET", url: "/api/reports/finance" })).statusCode).toBe(400);
    for (const days of ["14", "0", "abc", "-7"]) {
      const res = await ctx.as("admin", { method: "GET", url: `/api/reports/overview?days=${days}` });
      expect(res.statusCode, days).toBe(400);
    }
    for (const role of ["office_staff", "crew"] as const) {
      const res = await ctx.as(role, { method: "GET", url: "/api/reports/overview?days=30" });
      expect(res.statusCode).toBe(403);
    }
    expect((await ctx.as(null, { method: "GET", url: "/api/reports/overview" })).statusCode).toBe(401);
  });
});

describe(`reports on an empty database (${ENGINE})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestContext({ now });
    await ctx.db.delete(crewMembers);
  });
  afterAll(() => ctx.close());

  it("answers zeros and empty lists, never NaN", async () => {
    for (const type of ["overview", "compliance", "crew-analysis", "vessel-utilization"]) {
      const res = await ctx.as("admin", { method: "GET", url: `/api/reports/${type}?days=30` });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain("NaN");
      expect(res.body).not.toContain('null,"previous"');
    }
    const o = (await ctx.as("admin", { method: "GET", url: "/api/reports/overview" })).json();
    expect(o.complianceRate).toBeNull();
    expect(o.crewStatus).toEqual([]);
    const u = (await ctx.as("admin", { method: "GET", url: "/api/reports/vessel-utilization" })).json();
    expect(u).toMatchObject({ rows: [], averageUtilization: null });
    const c = (await ctx.as("admin", { method: "GET", url: "/api/reports/compliance" })).json();
    expect(c.total).toBe(0);
    expect(c.weekly.every((w: { count: number }) => w.count === 0)).toBe(true);
  });
});
