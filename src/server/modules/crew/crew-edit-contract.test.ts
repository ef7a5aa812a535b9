// Editing a crew member with contract dates is one request, PUT /api/crew/:id, in one transaction: the
// member and their active contract are saved together or not at all.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog } from "../../db/schema";
import { contracts, crewMembers } from "../../db/schema-fleet";
import { createContract, createCrewMember, createVessel, giveCertificates } from "../../test/factories";
import { buildTestContext, fieldMessages, type TestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";

const MISSING = "00000000-0000-4000-8000-000000000000";

describe(`crew edit with contract dates (${ENGINE})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestContext();
  });
  afterAll(() => ctx.close());

  const put = (
    id: string,
    payload: Record<string, unknown>,
    role: "office_staff" | "crew" = "office_staff",
  ) => ctx.as(role, { method: "PUT", url: `/api/crew/${id}`, payload });
  const contractOf = async (id: string) =>
    (await ctx.db.select().from(contracts).where(eq(contracts.id, id)))[0];
  const memberOf = async (id: string) =>
    (await ctx.db.select().from(crewMembers).where(eq(crewMembers.id, id)))[0];
  /** Activity about the member or their contract (sign-ins of the test's roles are logged too). */
  const logCount = async (ids: string[]) =>
    (await ctx.db.select().from(activityLog)).filter((e) => e.entityId && ids.includes(e.entityId)).length;

  it("saves the member and the active contract's dates in one request, logging both", async () => {
    const v = await createVessel(ctx.db);
    const m = await createCrewMember(ctx.db, { firstName: "Ria", lastName: "Sol", currentVesselId: v.id });
    const c = await createContract(ctx.db, { crewMemberId: m.id, vesselId: v.id, startDate: "2026-01-01" });
    const old = await createContract(ctx.db, {
      crewMemberId: m.id,
      status: "completed",
      startDate: "2020-01-01",
    });
    const res = await put(m.id, {
      rank: "Bosun",
      contractStartDate: "2026-02-01",
      contractEndDate: "2026-09-01",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      rank: "Bosun",
      activeContract: { id: c.id, startDate: "2026-02-01", endDate: "2026-09-01" },
    });
    expect(await contractOf(c.id)).toMatchObject({
      startDate: "2026-02-01",
      endDate: "2026-09-01",
      durationDays: 212,
    });
    expect(await contractOf(old.id)).toMatchObject({ startDate: "2020-01-01", status: "completed" });
    const log = await ctx.db.select().from(activityLog).where(eq(activityLog.entityId, c.id));
    expect(log).toMatchObject([
      { action: "update", description: "Contract for Ria Sol updated (2026-02-01 to 2026-09-01)" },
    ]);
    // one date alone moves only that end
    const end = await put(m.id, { contractEndDate: "2026-10-01" });
    expect(end.json().activeContract).toMatchObject({ startDate: "2026-02-01", endDate: "2026-10-01" });
  });

  it("starts a contract on the member's vessel when there is no active one and both dates are given", async () => {
    const v = await createVessel(ctx.db);
    const m = await createCrewMember(ctx.db, { firstName: "Ned", lastName: "Oak" });
    await giveCertificates(ctx.db, m.id);
    const one = await put(m.id, { contractStartDate: "2026-03-01" });
    expect(one.statusCode).toBe(400);
    expect(fieldMessages(one.json())).toEqual({
      contractEndDate: "Give both contract dates to start a contract",
    });
    expect(await ctx.db.select().from(contracts).where(eq(contracts.crewMemberId, m.id))).toEqual([]);
    const res = await put(m.id, {
      currentVesselId: v.id,
      contractStartDate: "2026-03-01",
      contractEndDate: "2026-06-01",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      currentVesselId: v.id,
      activeContract: { startDate: "2026-03-01", endDate: "2026-06-01", status: "active" },
    });
    const [row] = await ctx.db.select().from(contracts).where(eq(contracts.crewMemberId, m.id));
    expect(row).toMatchObject({ vesselId: v.id, durationDays: 92 });
  });

  it("saves no contract when the member update is refused, and no member change when the dates are", async () => {
    const m = await createCrewMember(ctx.db, { firstName: "Ada", lastName: "Birch", rank: "Cook" });
    const c = await createContract(ctx.db, {
      crewMemberId: m.id,
      startDate: "2026-01-01",
      endDate: "2026-07-01",
    });
    const before = await logCount([m.id, c.id]);

    const badVessel = await put(m.id, {
      rank: "Bosun",
      currentVesselId: MISSING,
      contractStartDate: "2026-02-01",
      contractEndDate: "2026-08-01",
    });
    expect(badVessel.statusCode).toBe(400);
    expect(badVessel.json().message).toBe("Vessel not found");

    // the dates are in order on their own, but the new end falls before the stored start
    const endBeforeStart = await put(m.id, { rank: "Bosun", contractEndDate: "2025-12-01" });
    expect(endBeforeStart.statusCode).toBe(400);
    expect(fieldMessages(endBeforeStart.json())).toEqual({
      contractEndDate: "Contract end date cannot be before the start date",
    });

    const reversed = await put(m.id, {
      rank: "Bosun",
      contractStartDate: "2026-05-01",
      contractEndDate: "2026-04-01",
    });
    expect(fieldMessages(reversed.json())).toEqual({
      contractEndDate: "Contract end date cannot be before the start date",
    });

    const asCrew = await put(m.id, { contractEndDate: "2026-08-01" }, "crew");
    expect(asCrew.statusCode).toBe(403);

    expect(await memberOf(m.id)).toMatchObject({ rank: "Cook", currentVesselId: null });
    expect(await contractOf(c.id)).toMatchObject({ startDate: "2026-01-01", endDate: "2026-07-01" });
    expect(await logCount([m.id, c.id])).toBe(before);
  });

  it("keeps the separate contract call working", async () => {
    const m = await createCrewMember(ctx.db);
    const c = await createContract(ctx.db, { crewMemberId: m.id, startDate: "2026-01-01" });
    const res = await ctx.as("office_staff", {
      method: "PUT",
      url: `/api/contracts/${c.id}`,
      payload: { startDate: "2026-02-01", endDate: "2026-03-01" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: c.id,
      startDate: "2026-02-01",
      endDate: "2026-03-01",
      durationDays: 28,
    });
  });
});
