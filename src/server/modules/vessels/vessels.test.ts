import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays } from "../../../shared/dates";
import { makeImo } from "../../../shared/imo";
import { activityLog } from "../../db/schema";
import { contracts, crewMembers, vessels } from "../../db/schema-fleet";
import { answer } from "../../test/answer";
import { createContract, createCrewMember, createRotation, createVessel } from "../../test/factories";
import { fileTestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";

const MISSING = "00000000-0000-4000-8000-000000000000";

describe(`vessels API (${ENGINE})`, () => {
  const ctx = fileTestContext();

  const post = (role: "admin" | "office_staff" | "crew", payload: object) =>
    ctx.as(role, { method: "POST", url: "/api/vessels", payload });
  const activities = (entityId: string) =>
    ctx.db.select().from(activityLog).where(eq(activityLog.entityId, entityId));

  /** A contract of `member` on `vessel` from `from` to `to` days after today. */
  const contract = (
    member: { id: string },
    vessel: { id: string },
    from: number,
    to: number,
    status?: "completed" | "terminated",
  ) =>
    createContract(ctx.db, {
      crewMemberId: member.id,
      vesselId: vessel.id,
      startDate: addDays(ctx.today, from),
      endDate: addDays(ctx.today, to),
      ...(status && { status }),
    });

  it("admin adds a vessel: defaults, counts, normalised IMO and an activity entry", async () => {
    const sent = { name: "MV Alpha", type: "Tanker", flag: "Malta" };
    const v = answer(await post("admin", { ...sent, imoNumber: "IMO 9074729" }), 201);
    expect(v).toMatchObject({
      ...sent,
      imoNumber: "9074729",
      status: "active",
      crewCapacity: 20,
      nextCrewChange: null,
      maintenanceUntil: null,
      crewCount: 0,
      activeContracts: 0,
    });
    expect(new Date(v.createdAt).getTime()).not.toBeNaN();
    const log = await activities(v.id);
    expect(log).toMatchObject([{ type: "vessel", action: "create", description: "Vessel MV Alpha added" }]);
  });

  it("an empty IMO is stored as none, and two vessels may both have none", async () => {
    const a = await post("admin", { name: "No IMO 1", type: "Ferry", flag: "Panama", imoNumber: "" });
    const b = await post("admin", { name: "No IMO 2", type: "Ferry", flag: "Panama", imoNumber: null });
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().imoNumber).toBeNull();
  });

  it("answers 400 with the spec's field messages and writes nothing", async () => {
    const before = (await ctx.db.select().from(vessels)).length;
    const res = await post("admin", { name: "", type: "  " });
    expect(res.statusCode).toBe(400);
    const byField = Object.fromEntries(
      res.json().issues.map((i: { path: string[]; message: string }) => [i.path[0], i.message]),
    );
    expect(byField).toEqual({
      name: "Vessel name is required",
      type: "Vessel type is required",
      flag: "Flag state is required",
    });
    const imo = await post("admin", { name: "X", type: "Tanker", flag: "Malta", imoNumber: "9074728" });
    expect(imo.statusCode).toBe(400);
    expect(imo.json().issues).toEqual([
      { path: ["imoNumber"], message: "IMO number must be 7 digits with a valid check digit" },
    ]);
    const status = await post("admin", { name: "X", type: "Tanker", flag: "Malta", status: "sunk" });
    expect(status.statusCode).toBe(400);
    expect(status.json().issues[0].path).toEqual(["status"]);
    expect((await ctx.db.select().from(vessels)).length).toBe(before);
  });

  it("answers 409 on a duplicate IMO, on create and on update", async () => {
    const imo = makeImo(123456);
    await post("admin", { name: "Dup A", type: "Tanker", flag: "Malta", imoNumber: imo });
    const dup = await post("admin", {
      name: "Dup B",
      type: "Tanker",
      flag: "Malta",
      imoNumber: ` IMO ${imo}`,
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(`A vessel with IMO number ${imo} already exists`);
    const other = (await post("admin", { name: "Dup C", type: "Tanker", flag: "Malta" })).json();
    const upd = await ctx.as("admin", {
      method: "PUT",
      url: `/api/vessels/${other.id}`,
      payload: { imoNumber: imo },
    });
    expect(upd.statusCode).toBe(409);
    // keeping its own IMO is not a conflict
    const same = (await ctx.db.select().from(vessels).where(eq(vessels.imoNumber, imo)))[0];
    const self = await ctx.as("admin", {
      method: "PUT",
      url: `/api/vessels/${same.id}`,
      payload: { imoNumber: imo },
    });
    expect(self.statusCode).toBe(200);
  });

  it("office staff and crew cannot add, edit or delete (403, nothing written); crew cannot read", async () => {
    const v = await createVessel(ctx.db, { name: "Guarded" });
    const before = (await ctx.db.select().from(vessels)).length;
    for (const role of ["office_staff", "crew"] as const) {
      expect((await post(role, { name: "Nope", type: "Tanker", flag: "Malta" })).statusCode).toBe(403);
      const put = await ctx.as(role, {
        method: "PUT",
        url: `/api/vessels/${v.id}`,
        payload: { name: "Hacked" },
      });
      expect(put.statusCode).toBe(403);
      expect((await ctx.as(role, { method: "DELETE", url: `/api/vessels/${v.id}` })).statusCode).toBe(403);
    }
    expect((await ctx.db.select().from(vessels)).length).toBe(before);
    expect((await ctx.db.select().from(vessels).where(eq(vessels.id, v.id)))[0].name).toBe("Guarded");
    expect((await ctx.as("crew", { method: "GET", url: "/api/vessels" })).statusCode).toBe(403);
    expect((await ctx.as("office_staff", { method: "GET", url: "/api/vessels" })).statusCode).toBe(200);
    expect((await ctx.as("office_staff", { method: "GET", url: `/api/vessels/${v.id}` })).statusCode).toBe(
      200,
    );
  });

  it("updates a vessel, logs it, and answers 404 for an unknown id", async () => {
    const v = await createVessel(ctx.db, { name: "Old Name" });
    const res = await ctx.as("admin", {
      method: "PUT",
      url: `/api/vessels/${v.id}`,
      payload: { name: "New Name", status: "maintenance", maintenanceUntil: "2027-01-31", crewCapacity: 12 },
    });
    expect(answer(res, 200)).toMatchObject({
      name: "New Name",
      status: "maintenance",
      maintenanceUntil: "2027-01-31",
      crewCapacity: 12,
      type: v.type,
    });
    expect(await activities(v.id)).toMatchObject([
      { action: "update", description: "Vessel New Name updated" },
    ]);
    const blank = await ctx.as("admin", {
      method: "PUT",
      url: `/api/vessels/${v.id}`,
      payload: { name: "", flag: "", status: "sunk", imoNumber: "1234568" },
    });
    expect(blank.statusCode).toBe(400);
    const blankIssues = blank
      .json()
      .issues.map((i: { path: string[]; message: string }) => [i.path[0], i.message]);
    expect(Object.fromEntries(blankIssues)).toMatchObject({
      name: "Vessel name is required",
      flag: "Flag state is required",
      imoNumber: "IMO number must be 7 digits with a valid check digit",
    });
    expect((await ctx.db.select().from(vessels).where(eq(vessels.id, v.id)))[0].name).toBe("New Name");
    const missing = await ctx.as("admin", {
      method: "PUT",
      url: `/api/vessels/${MISSING}`,
      payload: { name: "X" },
    });
    expect(missing.statusCode).toBe(404);
    expect((await ctx.as("admin", { method: "GET", url: `/api/vessels/${MISSING}` })).statusCode).toBe(404);
    expect((await ctx.as("admin", { method: "GET", url: "/api/vessels/not-a-uuid" })).statusCode).toBe(400);
  });

  it("lists with crew count and active contracts in SQL, search, status filter and paging totals", async () => {
    const a = await createVessel(ctx.db, {
      name: "Zeta Searcher",
      type: "OSV",
      flag: "Norway",
      imoNumber: makeImo(555001),
    });
    const b = await createVessel(ctx.db, {
      name: "Zeta Finder",
      type: "Tugboat",
      flag: "Cyprus",
      status: "in-port",
    });
    await createVessel(ctx.db, { name: "Zeta Keeper", type: "OSV", flag: "Norway", status: "maintenance" });
    const m1 = await createCrewMember(ctx.db, { currentVesselId: a.id });
    const m2 = await createCrewMember(ctx.db, { currentVesselId: a.id });
    await createCrewMember(ctx.db, { currentVesselId: b.id });
    await contract(m1, a, -10, 100);
    await contract(m2, a, -100, -1);
    await contract(m2, a, -10, 10, "completed");

    const list = await ctx.as("admin", { method: "GET", url: "/api/vessels?q=zeta" });
    expect(list.statusCode).toBe(200);
    expect(list.headers["x-total-count"]).toBe("3");
    const byName = Object.fromEntries(list.json().map((v: { name: string }) => [v.name, v]));
    expect(byName["Zeta Searcher"]).toMatchObject({ crewCount: 2, activeContracts: 1 });
    expect(byName["Zeta Finder"]).toMatchObject({ crewCount: 1, activeContracts: 0 });

    const names = async (url: string) =>
      (await ctx.as("admin", { method: "GET", url })).json().map((v: { name: string }) => v.name);
    expect(await names(`/api/vessels?q=${makeImo(555001)}`)).toEqual(["Zeta Searcher"]);
    expect(await names("/api/vessels?q=CYPRUS")).toEqual(["Zeta Finder"]);
    expect(await names("/api/vessels?q=zeta&status=maintenance")).toEqual(["Zeta Keeper"]);
    expect(await names("/api/vessels?q=tugboat")).toEqual(["Zeta Finder"]);
    expect(await names("/api/vessels?q=%25")).toEqual([]); // a typed % is literal
    const page = await ctx.as("admin", { method: "GET", url: "/api/vessels?q=zeta&limit=2&offset=2" });
    expect(page.headers["x-total-count"]).toBe("3");
    expect(page.json().map((v: { name: string }) => v.name)).toEqual(["Zeta Searcher"]);
    expect((await ctx.as("admin", { method: "GET", url: "/api/vessels?status=sunk" })).statusCode).toBe(400);
    expect((await ctx.as("admin", { method: "GET", url: "/api/vessels?limit=501" })).statusCode).toBe(400);
  });

  it("contract stats and contract lists by state, at the 30-day boundary", async () => {
    const v = await createVessel(ctx.db, { name: "Stats Ship" });
    const ends = [-1, 0, 30, 31];
    for (const d of ends) {
      const m = await createCrewMember(ctx.db, { firstName: `Ends${d}`, rank: "Cook" });
      await contract(m, v, -200, d);
    }
    const done = await createCrewMember(ctx.db);
    await contract(done, v, -5, 5, "terminated");

    const stats = await ctx.as("office_staff", { method: "GET", url: `/api/vessels/${v.id}/contract-stats` });
    expect(stats.json()).toEqual({ active: 3, expiringSoon: 2, expired: 1 });
    const first = async (status: string) => {
      const res = await ctx.as("office_staff", {
        method: "GET",
        url: `/api/vessels/${v.id}/contracts?status=${status}`,
      });
      expect(res.statusCode).toBe(200);
      return res.json().map((c: { crewMember: { firstName: string } }) => c.crewMember.firstName);
    };
    expect(await first("active")).toEqual(["Ends0", "Ends30", "Ends31"]);
    expect(await first("expiring")).toEqual(["Ends0", "Ends30"]);
    expect(await first("expired")).toEqual(["Ends-1"]);
    const one = (
      await ctx.as("admin", { method: "GET", url: `/api/vessels/${v.id}/contracts?status=expired` })
    ).json()[0];
    expect(one).toMatchObject({
      vesselId: v.id,
      status: "active",
      salary: 0,
      currency: "USD",
      crewMember: { rank: "Cook" },
    });
    expect(
      (await ctx.as("admin", { method: "GET", url: `/api/vessels/${v.id}` })).json().activeContracts,
    ).toBe(3);
    expect(
      (await ctx.as("admin", { method: "GET", url: `/api/vessels/${v.id}/contracts?status=bogus` }))
        .statusCode,
    ).toBe(400);
    expect(
      (await ctx.as("admin", { method: "GET", url: `/api/vessels/${MISSING}/contract-stats` })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.as("admin", { method: "GET", url: `/api/vessels/${MISSING}/contracts` })).statusCode,
    ).toBe(404);
  });

  it("deleting a vessel keeps its crew, unassigned, in one step, and logs it; again → 404", async () => {
    const v = await createVessel(ctx.db, { name: "Doomed" });
    const keep = await createVessel(ctx.db, { name: "Survivor" });
    const a = await createCrewMember(ctx.db, { currentVesselId: v.id });
    const b = await createCrewMember(ctx.db, { currentVesselId: v.id });
    const other = await createCrewMember(ctx.db, { currentVesselId: keep.id });
    const c = await createContract(ctx.db, { crewMemberId: a.id, vesselId: v.id });
    await createRotation(ctx.db, { crewMemberId: a.id, vesselId: v.id });
    const res = await ctx.as("admin", { method: "DELETE", url: `/api/vessels/${v.id}` });
    expect(answer(res, 200)).toEqual({
      message: "Vessel Doomed deleted; 2 crew members unassigned",
      unassignedCrew: 2,
    });
    const crew = await ctx.db.select().from(crewMembers).where(eq(crewMembers.id, a.id));
    expect(crew).toHaveLength(1);
    expect(crew[0].currentVesselId).toBeNull();
    expect(
      (await ctx.db.select().from(crewMembers).where(eq(crewMembers.id, b.id)))[0].currentVesselId,
    ).toBeNull();
    expect(
      (await ctx.db.select().from(crewMembers).where(eq(crewMembers.id, other.id)))[0].currentVesselId,
    ).toBe(keep.id);
    expect(await ctx.db.select().from(vessels).where(eq(vessels.id, v.id))).toHaveLength(0);
    const log = await ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, v.id), eq(activityLog.action, "delete")));
    expect(log).toMatchObject([{ type: "vessel", metadata: { unassignedCrew: 2, rotationsRemoved: 1 } }]);
    // the crew member's contract stays, with no vessel
    const [kept] = await ctx.db.select().from(contracts).where(eq(contracts.id, c.id));
    expect(kept.vesselId).toBeNull();
    expect((await ctx.as("admin", { method: "DELETE", url: `/api/vessels/${v.id}` })).statusCode).toBe(404);
  });
});
