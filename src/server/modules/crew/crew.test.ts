import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays } from "../../../shared/dates";
import { SAMPLE_PERSON } from "../../../shared/test/samples";
import { activityLog } from "../../db/schema";
import { documents } from "../../db/schema-documents";
import { contracts, crewMembers, rotations } from "../../db/schema-fleet";
import * as factories from "../../test/factories";
import { fieldMessages, fileTestContext, type TestRole } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";

const MISSING = "00000000-0000-4000-8000-000000000000";
const person = SAMPLE_PERSON;

describe(`crew API (${ENGINE})`, () => {
  const ctx = fileTestContext();

  const count = async (table: typeof crewMembers | typeof contracts | typeof activityLog) =>
    (await ctx.db.select().from(table)).length;

  const putCrew = (role: TestRole, id: string, payload: object) =>
    ctx.as(role, { method: "PUT", url: `/api/crew/${id}`, payload });

  it("lists crew with vessel, active contract and document count, searching and filtering on the server", async () => {
    const v = await factories.createVessel(ctx.db, { name: "MV Listing" });
    const a = await factories.createCrewMember(ctx.db, {
      firstName: "Maria",
      lastName: "Qwertz",
      nationality: "Qwertian",
      rank: "Chief Officer",
      currentVesselId: v.id,
    });
    await factories.createCrewMember(ctx.db, {
      firstName: "Jon",
      lastName: "Qwertz",
      nationality: "Qwertian",
      rank: "Cook",
    });
    await factories.createCrewMember(ctx.db, {
      firstName: "Lea",
      lastName: "Qwertz",
      nationality: "Qwertian",
      rank: "Cook",
      status: "inactive",
    });
    await factories.createContract(ctx.db, {
      crewMemberId: a.id,
      vesselId: v.id,
      startDate: addDays(ctx.today, -30),
      endDate: addDays(ctx.today, 60),
      salary: "4200.50",
      currency: "EUR",
    });
    await factories.createContract(ctx.db, {
      crewMemberId: a.id,
      status: "completed",
      startDate: "2020-01-01",
    });
    await factories.createDocument(ctx.db, { crewMemberId: a.id });
    await factories.createDocument(ctx.db, { crewMemberId: a.id, type: "cdc" });

    const res = await ctx.as("office_staff", { method: "GET", url: "/api/crew?q=qwertz" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-total-count"]).toBe("3");
    const maria = res.json().find((m: { id: string }) => m.id === a.id);
    expect(maria).toMatchObject({
      firstName: "Maria",
      currentVesselId: v.id,
      currentVessel: { id: v.id, name: "MV Listing" },
      activeContract: {
        startDate: addDays(ctx.today, -30),
        endDate: addDays(ctx.today, 60),
        status: "active",
        currency: "EUR",
        salary: 4200.5,
      },
      documentCount: 2,
      emergencyContact: null,
    });
    const names = async (url: string) =>
      (await ctx.as("admin", { method: "GET", url })).json().map((m: { firstName: string }) => m.firstName);
    expect(await names("/api/crew?q=MARIA%20QWERTZ")).toEqual(["Maria"]); // first + last name
    expect(await names("/api/crew?q=qwertian&status=inactive")).toEqual(["Lea"]);
    expect(await names("/api/crew?q=chief%20off")).toEqual(["Maria"]); // rank
    expect(await names(`/api/crew?q=qwertz&vesselId=${v.id}`)).toEqual(["Maria"]);
    expect(await names("/api/crew?q=qwertz&vesselId=none")).toEqual(["Jon", "Lea"]);
    expect(await names("/api/crew?q=qwertz&available=true")).toEqual(["Jon"]);
    const page = await ctx.as("admin", { method: "GET", url: "/api/crew?q=qwertz&limit=1&offset=1" });
    expect(page.headers["x-total-count"]).toBe("3");
    expect(page.json().map((m: { firstName: string }) => m.firstName)).toEqual(["Lea"]);
    // a page past the last still answers the search's total
    const past = await ctx.as("admin", { method: "GET", url: "/api/crew?q=qwertz&limit=2&offset=4" });
    expect([past.json(), past.headers["x-total-count"]]).toEqual([[], "3"]);
    expect((await ctx.as("admin", { method: "GET", url: "/api/crew?status=retired" })).statusCode).toBe(400);
    expect((await ctx.as("admin", { method: "GET", url: "/api/crew?vesselId=bogus" })).statusCode).toBe(400);
  });

  it("counts crew in SQL: total, active, assigned, on leave, inactive, expiring contracts", async () => {
    const before = (await ctx.as("office_staff", { method: "GET", url: "/api/crew/stats" })).json();
    const v = await factories.createVessel(ctx.db);
    const m = await factories.createCrewMember(ctx.db, { status: "onLeave", currentVesselId: v.id });
    await factories.createCrewMember(ctx.db, { status: "inactive" });
    await factories.createContract(ctx.db, {
      crewMemberId: m.id,
      startDate: addDays(ctx.today, -10),
      endDate: addDays(ctx.today, 30),
    });
    await factories.createContract(ctx.db, {
      crewMemberId: m.id,
      startDate: addDays(ctx.today, -10),
      endDate: addDays(ctx.today, 31),
    });
    const after = (await ctx.as("office_staff", { method: "GET", url: "/api/crew/stats" })).json();
    expect(after).toEqual({
      total: before.total + 2,
      active: before.active,
      assigned: before.assigned + 1,
      onLeave: before.onLeave + 1,
      inactive: before.inactive + 1,
      expiringContracts: before.expiringContracts + 1,
    });
    expect((await ctx.as("crew", { method: "GET", url: "/api/crew/stats" })).statusCode).toBe(403);
  });

  it("creates a member without a contract, and with one when both dates exist (one transaction)", async () => {
    const plain = await ctx.as("office_staff", {
      method: "POST",
      url: "/api/crew",
      payload: { ...person, phoneNumber: "", emergencyContact: null, currentVesselId: null },
    });
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).toMatchObject({
      ...person,
      status: "active",
      phoneNumber: null,
      activeContract: null,
    });
    const onlyStart = await ctx.as("office_staff", {
      method: "POST",
      url: "/api/crew",
      payload: { ...person, contractStartDate: ctx.today },
    });
    expect(onlyStart.json().activeContract).toBeNull();

    const v = await factories.createVessel(ctx.db, { name: "MV Contract" });
    const res = await ctx.as("admin", {
      method: "POST",
      url: "/api/crew",
      payload: {
        ...person,
        firstName: "Ben",
        currentVesselId: v.id,
        emergencyContact: { name: "Rosa", relationship: "Spouse", phone: "+63 900", email: "" },
        contractStartDate: "2026-01-01",
        contractDurationDays: 90,
        contractEndDate: "2026-04-01",
      },
    });
    expect(res.statusCode).toBe(201);
    const ben = res.json();
    expect(ben).toMatchObject({
      currentVessel: { id: v.id, name: "MV Contract" },
      emergencyContact: { name: "Rosa", relationship: "Spouse", phone: "+63 900", email: null },
      activeContract: {
        startDate: "2026-01-01",
        endDate: "2026-04-01",
        status: "active",
        currency: "USD",
        salary: 0,
      },
    });
    const [c] = await ctx.db.select().from(contracts).where(eq(contracts.crewMemberId, ben.id));
    expect(c).toMatchObject({ vesselId: v.id, durationDays: 90 });
    const log = await ctx.db.select().from(activityLog).where(eq(activityLog.entityId, ben.id));
    expect(log).toMatchObject([
      { type: "crew", action: "create", description: "Crew member Ben Reyes added to MV Contract" },
    ]);
    const clog = await ctx.db.select().from(activityLog).where(eq(activityLog.entityId, c.id));
    expect(clog).toMatchObject([{ type: "contract", action: "create" }]);
  });

  it("refuses bad input with 400 and writes nothing", async () => {
    const before = [await count(crewMembers), await count(contracts), await count(activityLog)];
    const post = (payload: object) => ctx.as("office_staff", { method: "POST", url: "/api/crew", payload });
    const empty = await post({});
    expect(empty.statusCode).toBe(400);
    expect(fieldMessages(empty.json())).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      nationality: "Nationality is required",
      dateOfBirth: "Date of birth is required",
      rank: "Rank is required",
    });
    const future = await post({ ...person, dateOfBirth: addDays(ctx.today, 2) });
    expect(future.statusCode).toBe(400);
    expect(fieldMessages(future.json())).toEqual({ dateOfBirth: "Date of birth cannot be in the future" });
    const order = await post({ ...person, contractStartDate: "2026-05-02", contractEndDate: "2026-05-01" });
    expect(order.statusCode).toBe(400);
    expect(fieldMessages(order.json())).toEqual({
      contractEndDate: "Contract end date cannot be before the start date",
    });
    const vessel = await post({
      ...person,
      currentVesselId: MISSING,
      contractStartDate: ctx.today,
      contractEndDate: ctx.today,
    });
    expect(vessel.statusCode).toBe(400);
    expect(vessel.json().message).toBe("Vessel not found");
    expect([await count(crewMembers), await count(contracts), await count(activityLog)]).toEqual(before);
  });

  it("edits fields (phone empty → null, contact null) and contract dates; logs both", async () => {
    const v = await factories.createVessel(ctx.db);
    const m = await factories.createCrewMember(ctx.db, {
      phoneNumber: "+1 555",
      emergencyContact: { name: "Old", relationship: "Friend" },
      currentVesselId: v.id,
    });
    const c = await factories.createContract(ctx.db, {
      crewMemberId: m.id,
      vesselId: v.id,
      startDate: "2026-01-01",
    });
    const res = await ctx.as("office_staff", {
      method: "PUT",
      url: `/api/crew/${m.id}`,
      payload: {
        ...person,
        firstName: "Edited",
        status: "inactive",
        phoneNumber: null,
        emergencyContact: null,
        currentVesselId: v.id,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: "Edited",
      status: "inactive",
      phoneNumber: null,
      emergencyContact: null,
    });
    const contract = await ctx.as("office_staff", {
      method: "PUT",
      url: `/api/contracts/${c.id}`,
      payload: { startDate: "2026-02-01T00:00:00.000Z", endDate: "2026-08-01T00:00:00.000Z" },
    });
    expect(contract.statusCode).toBe(200);
    const after = (await ctx.as("office_staff", { method: "GET", url: `/api/crew/${m.id}` })).json();
    expect(after.activeContract).toMatchObject({ id: c.id, startDate: "2026-02-01", endDate: "2026-08-01" });
    const log = await ctx.db.select().from(activityLog).where(eq(activityLog.entityId, m.id));
    expect(log).toMatchObject([{ action: "update", description: "Crew member Edited Reyes updated" }]);
    const bad = await putCrew("office_staff", m.id, { firstName: "" });
    expect(fieldMessages(bad.json())).toEqual({ firstName: "First name is required" });
    const future = await putCrew("office_staff", m.id, { dateOfBirth: addDays(ctx.today, 1) });
    expect(future.statusCode).toBe(400);
    const missing = await putCrew("office_staff", MISSING, { rank: "Cook" });
    expect(missing.statusCode).toBe(404);
    const badVessel = await putCrew("office_staff", m.id, { currentVesselId: MISSING });
    expect(badVessel.statusCode).toBe(400);
  });

  it("assigns and removes with only currentVesselId, logging assign and unassign", async () => {
    const v = await factories.createVessel(ctx.db, { name: "MV Assign" });
    const m = await factories.createCrewMember(ctx.db, { firstName: "Ike", lastName: "Mora" });
    await factories.giveCertificates(ctx.db, m.id); // eligible: the assignment passes the eligibility check
    const assign = await putCrew("office_staff", m.id, { currentVesselId: v.id });
    expect(assign.json().currentVessel).toEqual({ id: v.id, name: "MV Assign" });
    expect((await ctx.as("admin", { method: "GET", url: `/api/vessels/${v.id}` })).json().crewCount).toBe(1);
    const remove = await putCrew("office_staff", m.id, { currentVesselId: null });
    expect(remove.json()).toMatchObject({ currentVesselId: null, currentVessel: null, firstName: "Ike" });
    expect((await ctx.as("admin", { method: "GET", url: `/api/vessels/${v.id}` })).json().crewCount).toBe(0);
    const log = await ctx.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, m.id))
      .orderBy(asc(activityLog.id));
    expect(log.map((l) => [l.action, l.description])).toEqual([
      ["assign", "Ike Mora assigned to MV Assign"],
      ["unassign", "Ike Mora removed from MV Assign"],
    ]);
  });

  it("deletes a member with contracts, documents and rotations in one step (admin only); again → 404", async () => {
    const v = await factories.createVessel(ctx.db);
    const m = await factories.createCrewMember(ctx.db, { firstName: "Del", lastName: "Eted" });
    await factories.createContract(ctx.db, { crewMemberId: m.id });
    await factories.createDocument(ctx.db, { crewMemberId: m.id });
    await factories.createDocument(ctx.db, { crewMemberId: m.id, type: "visa" });
    await factories.createRotation(ctx.db, { crewMemberId: m.id, vesselId: v.id });
    expect((await ctx.as("office_staff", { method: "DELETE", url: `/api/crew/${m.id}` })).statusCode).toBe(
      403,
    );
    expect(await ctx.db.select().from(crewMembers).where(eq(crewMembers.id, m.id))).toHaveLength(1);
    const res = await ctx.as("admin", { method: "DELETE", url: `/api/crew/${m.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: "Crew member Del Eted deleted",
      contracts: 1,
      documents: 2,
      rotations: 1,
    });
    expect(await ctx.db.select().from(crewMembers).where(eq(crewMembers.id, m.id))).toHaveLength(0);
    expect(await ctx.db.select().from(contracts).where(eq(contracts.crewMemberId, m.id))).toHaveLength(0);
    expect(await ctx.db.select().from(documents).where(eq(documents.crewMemberId, m.id))).toHaveLength(0);
    expect(await ctx.db.select().from(rotations).where(eq(rotations.crewMemberId, m.id))).toHaveLength(0);
    const log = await ctx.db.select().from(activityLog).where(eq(activityLog.entityId, m.id));
    expect(log).toMatchObject([
      { type: "crew", action: "delete", metadata: { contracts: 1, documents: 2, rotations: 1 } },
    ]);
    expect((await ctx.as("admin", { method: "DELETE", url: `/api/crew/${m.id}` })).statusCode).toBe(404);
  });

  it("gives a crew user only their own record: others 404, no writes", async () => {
    const other = await factories.createCrewMember(ctx.db, { firstName: "Someone", lastName: "Else" });
    const list = await ctx.as("crew", { method: "GET", url: "/api/crew?q=e" });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((m: { id: string }) => m.id)).toEqual([ctx.crewMemberId]);
    expect(list.headers["x-total-count"]).toBe("1");
    expect((await ctx.as("crew", { method: "GET", url: "/api/crew?q=someone" })).json()).toEqual([]);
    const own = await ctx.as("crew", { method: "GET", url: `/api/crew/${ctx.crewMemberId}` });
    expect(own.statusCode).toBe(200);
    expect(own.json().userId).toBe(ctx.userIds.crew);
    expect((await ctx.as("crew", { method: "GET", url: `/api/crew/${other.id}` })).statusCode).toBe(404);
    const before = await count(activityLog);
    const put = await putCrew("crew", other.id, { firstName: "Hacked" });
    expect(put.statusCode).toBe(403);
    const putOwn = await putCrew("crew", ctx.crewMemberId, { rank: "Captain" });
    expect(putOwn.statusCode).toBe(403);
    expect((await ctx.as("crew", { method: "POST", url: "/api/crew", payload: person })).statusCode).toBe(
      403,
    );
    expect((await ctx.as("crew", { method: "DELETE", url: `/api/crew/${other.id}` })).statusCode).toBe(403);
    expect((await ctx.db.select().from(crewMembers).where(eq(crewMembers.id, other.id)))[0].firstName).toBe(
      "Someone",
    );
    // only the refusals are logged (security entries), nothing else
    const after = await ctx.db.select().from(activityLog).orderBy(asc(activityLog.id));
    expect(after.slice(before).every((a) => a.type === "security" && a.action === "denied")).toBe(true);
  });

  it("keeps list totals per filter and per caller, and a write through the app updates them at once", async () => {
    const total = async (role: "admin" | "crew", url: string) =>
      Number((await ctx.as(role, { method: "GET", url })).headers["x-total-count"]);
    const all = await total("admin", "/api/crew?limit=1");
    const reyes = await total("admin", "/api/crew?q=reyes&limit=1");
    expect(await total("crew", "/api/crew?limit=1")).toBe(1); // the crew caller's own scope, counted apart
    const created = await ctx.as("admin", { method: "POST", url: "/api/crew", payload: person });
    expect(created.statusCode).toBe(201);
    expect(await total("admin", "/api/crew?limit=1")).toBe(all + 1);
    expect(await total("admin", "/api/crew?q=reyes&limit=1")).toBe(reyes + 1);
    expect(await total("crew", "/api/crew?limit=1")).toBe(1);
    const removed = await ctx.as("admin", { method: "DELETE", url: `/api/crew/${created.json().id}` });
    expect(removed.statusCode).toBeLessThan(300);
    expect(await total("admin", "/api/crew?limit=1")).toBe(all);
  });
});
