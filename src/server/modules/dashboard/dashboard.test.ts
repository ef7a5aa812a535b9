// Dashboard and system stats against hand-counted fixtures, with a fixed clock (today 2030-03-15, so
// the trends compare with 2030-02-01 and "expiring" means on or before 2030-04-14).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documents } from "../../db/schema-documents";
import { crewMembers } from "../../db/schema-fleet";
import * as factories from "../../test/factories";
import { buildTestContext, type TestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";

const now = () => new Date("2030-03-15T12:00:00Z");
const OLD = new Date("2029-12-01T00:00:00Z"); // before the trend date
const NEW = new Date("2030-03-01T00:00:00Z"); // after it

describe(`GET /api/dashboard/stats (${ENGINE})`, () => {
  let ctx: TestContext;
  let v1: string;
  beforeAll(async () => {
    ctx = await buildTestContext({ now });
    const db = ctx.db;
    // Carl (the demo crew user's record): active, old, no documents → not compliant.
    await db.update(crewMembers).set({ createdAt: OLD }).where(eq(crewMembers.id, ctx.crewMemberId));
    v1 = (await factories.createVessel(db, { status: "active", createdAt: OLD })).id;
    await factories.createVessel(db, { status: "active", createdAt: NEW });
    await factories.createVessel(db, { status: "maintenance", createdAt: OLD });
    await factories.createVessel(db, { status: "in-port", createdAt: OLD });
    const a = await factories.createCrewMember(db, { status: "active", createdAt: OLD });
    const b = await factories.createCrewMember(db, { status: "active", createdAt: NEW });
    const c = await factories.createCrewMember(db, { status: "active", createdAt: OLD });
    const d = await factories.createCrewMember(db, { status: "inactive", createdAt: OLD });
    await factories.createDocument(db, { crewMemberId: a.id, expiryDate: "2033-01-01", createdAt: OLD });
    await factories.createDocument(db, {
      crewMemberId: a.id,
      type: "stcw",
      expiryDate: "2032-01-01",
      createdAt: OLD,
    });
    await factories.createDocument(db, {
      crewMemberId: b.id,
      type: "medical",
      expiryDate: "2030-03-20",
      createdAt: NEW,
    });
    await factories.createDocument(db, {
      crewMemberId: c.id,
      type: "visa",
      expiryDate: "2030-03-10",
      createdAt: OLD,
    });
    // Entered into the system recently, but issued in 2022: it counts in the earlier figure by its dates.
    await factories.createDocument(db, { crewMemberId: d.id, expiryDate: "2030-02-20", createdAt: NEW });
    const running = [
      [a, "2029-10-01", "2030-04-10"],
      [c, "2029-06-01", "2030-02-25"],
      [b, "2030-03-01", "2030-09-01"],
    ] as const;
    for (const [member, startDate, endDate] of running)
      await factories.createContract(db, { crewMemberId: member.id, startDate, endDate });
    await factories.createContract(db, {
      crewMemberId: d.id,
      startDate: "2029-01-01",
      endDate: "2029-07-01",
      status: "completed",
    });
    await factories.createRotation(db, {
      crewMemberId: ctx.crewMemberId,
      vesselId: v1,
      joinDate: "2030-01-05",
      leaveDate: "2030-03-20", // one seafarer, one tour at a time: aboard today, off before the next join
      status: "completed",
    });
    await factories.createRotation(db, {
      crewMemberId: ctx.crewMemberId,
      vesselId: v1,
      joinDate: "2030-04-01",
      leaveDate: "2030-04-20",
    });
    await factories.createRotation(db, {
      crewMemberId: ctx.crewMemberId,
      vesselId: v1,
      joinDate: "2030-05-01",
    });
  });
  afterAll(() => ctx.close());

  it("counts every figure as hand-counted", async () => {
    const res = await ctx.as("admin", { method: "GET", url: "/api/dashboard/stats" });
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s).toMatchObject({
      activeCrew: 4, // Carl, A, B, C
      totalCrew: 5, // and D (inactive)
      activeVessels: 2,
      totalVessels: 4,
      maintenanceVessels: 1,
      inPortVessels: 1,
      totalContracts: 4,
      expiringDocuments: 1, // B's medical on 03-20
      expiredDocuments: 2, // C's visa, D's passport
      endingContracts: 2, // A's ends 04-10, C's ended 02-25 but is still active
      pendingActions: 5,
      // aboard v1 today: Carl (his rotation of 01-05 signs off on 03-20), with no documents
      complianceCrew: 1,
      compliantCrew: 0,
      complianceRate: 0,
      trendSince: "2030-02-01",
    });
    expect(s.trends).toEqual({
      activeCrew: { value: 4, previous: 3, changePercent: 33.3 },
      activeVessels: { value: 2, previous: 1, changePercent: 100 },
      // then: D's passport (expiring by 03-03) + C's contract (ending by 03-03)
      pendingActions: { value: 5, previous: 2, changePercent: 150 },
      totalContracts: { value: 4, previous: 3, changePercent: 33.3 },
    });
  });

  it("gives office staff the same figures and crew a 403", async () => {
    const office = await ctx.as("office_staff", { method: "GET", url: "/api/dashboard/stats" });
    expect(office.statusCode).toBe(200);
    expect(office.json().activeCrew).toBe(4);
    const crew = await ctx.as("crew", { method: "GET", url: "/api/dashboard/stats" });
    expect(crew.statusCode).toBe(403);
  });

  it("system stats reuse the same figures (office and admin only)", async () => {
    const res = await ctx.as("office_staff", { method: "GET", url: "/api/system/stats" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ activeCrew: 4, activeVessels: 2, totalContracts: 4, pendingActions: 5 });
    expect((await ctx.as("crew", { method: "GET", url: "/api/system/stats" })).statusCode).toBe(403);
    expect((await ctx.as(null, { method: "GET", url: "/api/system/stats" })).statusCode).toBe(401);
  });

  it("gives a crew caller their own view: no contract, no documents, next scheduled rotation", async () => {
    const res = await ctx.as("crew", { method: "GET", url: "/api/dashboard/me" });
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(me.crewMember).toMatchObject({ id: ctx.crewMemberId, firstName: "Carl", lastName: "Crew" });
    expect(me.contract).toBeNull();
    expect(me.documents).toEqual({ total: 0, valid: 0, expiring: 0, expired: 0 });
    expect(me.nextRotation).toMatchObject({ joinDate: "2030-04-01", rotationType: "join" });
  });

  it("answers /me with an empty view for a user without a crew record", async () => {
    const res = await ctx.as("admin", { method: "GET", url: "/api/dashboard/me" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ crewMember: null, contract: null, nextRotation: null });
  });
});

describe(`compliance rate edge cases (${ENGINE})`, () => {
  let ctx: TestContext;
  // These tests change rows behind the app's back (as another process would), so the read cache is
  // cleared first; writes through the API clear it themselves (see "a write through the API...").
  const stats = async () => {
    ctx.app.readCache.clear();
    return (await ctx.as("admin", { method: "GET", url: "/api/dashboard/stats" })).json();
  };
  beforeAll(async () => {
    ctx = await buildTestContext({ now });
  });
  afterAll(() => ctx.close());

  it("with no active crew and nobody aboard: rate null, zeros everywhere, no NaN trends", async () => {
    await ctx.db.update(crewMembers).set({ status: "inactive" }).where(eq(crewMembers.id, ctx.crewMemberId));
    const s = await stats();
    expect(s).toMatchObject({
      activeCrew: 0,
      activeVessels: 0,
      pendingActions: 0,
      totalContracts: 0,
      complianceRate: null,
      compliantCrew: 0,
      complianceCrew: 0,
    });
    expect(s.trends.activeCrew).toEqual({ value: 0, previous: 0, changePercent: null });
  });

  it("the crew aboard who hold every certificate their rank needs, none expired: 100, then 50, then 0", async () => {
    await ctx.db.update(crewMembers).set({ status: "active" }).where(eq(crewMembers.id, ctx.crewMemberId));
    const vessel = await factories.createVessel(ctx.db, { type: "Bulk Carrier", flag: "Panama" });
    // a Cook on a bulk carrier needs passport, CDC, medical, BST, security awareness and the cook's certificate
    const cook = async (expiryDate: string) => {
      const m = await factories.createCrewMember(ctx.db, { rank: "Cook", currentVesselId: vessel.id });
      for (const type of ["passport", "cdc", "medical", "bst", "ssa", "ships_cook"])
        await factories.createDocument(ctx.db, { crewMemberId: m.id, type, expiryDate });
      return m.id;
    };
    await cook("2030-03-15"); // expires today: still valid today
    const b = await cook("2031-01-01");
    // not aboard: not counted
    await factories.createCrewMember(ctx.db, { rank: "Cook" });
    expect(await stats()).toMatchObject({ complianceCrew: 2, compliantCrew: 2, complianceRate: 100 });
    await ctx.db.delete(documents).where(eq(documents.crewMemberId, b)).execute();
    await factories.createDocument(ctx.db, { crewMemberId: b, type: "passport", expiryDate: "2031-01-01" });
    expect(await stats()).toMatchObject({ complianceCrew: 2, compliantCrew: 1, complianceRate: 50 });
    await ctx.db.update(documents).set({ expiryDate: "2030-03-14" }).where(eq(documents.type, "bst"));
    expect(await stats()).toMatchObject({ complianceCrew: 2, compliantCrew: 0, complianceRate: 0 });
  });

  it("/me counts the crew caller's contract and documents", async () => {
    await factories.createContract(ctx.db, {
      crewMemberId: ctx.crewMemberId,
      startDate: "2030-01-01",
      endDate: "2030-04-01",
    });
    await factories.createDocument(ctx.db, { crewMemberId: ctx.crewMemberId, expiryDate: "2030-03-01" });
    await factories.createDocument(ctx.db, { crewMemberId: ctx.crewMemberId, expiryDate: "2035-03-01" });
    await factories.createDocument(ctx.db, { crewMemberId: ctx.crewMemberId, expiryDate: "2030-04-14" });
    const me = (await ctx.as("crew", { method: "GET", url: "/api/dashboard/me" })).json();
    expect(me.contract).toMatchObject({ endDate: "2030-04-01", daysRemaining: 17, state: "expiring" });
    expect(me.documents).toEqual({ total: 3, valid: 1, expiring: 1, expired: 1 });
    expect(me.nextRotation).toBeNull();
  });
});

describe(`the stats read cache (${ENGINE})`, () => {
  let ctx: TestContext;
  const stats = async () => (await ctx.as("admin", { method: "GET", url: "/api/dashboard/stats" })).json();
  beforeAll(async () => {
    ctx = await buildTestContext({ now });
  });
  afterAll(() => ctx.close());

  it("a write through the API shows in the next read; a write behind its back waits for clear()", async () => {
    const before = await stats();
    const created = await ctx.as("office_staff", {
      method: "POST",
      url: "/api/crew",
      payload: {
        firstName: "Cache",
        lastName: "Check",
        nationality: "Norwegian",
        dateOfBirth: "1990-01-01",
        rank: "Cook",
        status: "active",
      },
    });
    expect(created.statusCode).toBe(201);
    const after = await stats();
    expect(after.activeCrew).toBe(before.activeCrew + 1);
    expect(after.totalCrew).toBe(before.totalCrew + 1);

    // A row written behind the app's back is not seen until the cache is cleared (or its TTL passes).
    await factories.createCrewMember(ctx.db, { status: "active" });
    expect((await stats()).activeCrew).toBe(after.activeCrew);
    ctx.app.readCache.clear();
    expect((await stats()).activeCrew).toBe(after.activeCrew + 1);
  });
});
