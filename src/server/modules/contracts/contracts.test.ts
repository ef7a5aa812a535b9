import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog } from "../../db/schema";
import { contracts } from "../../db/schema-fleet";
import { createContract, createCrewMember, createVessel } from "../../test/factories";
import { buildTestContext, type TestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";

const MISSING = "00000000-0000-4000-8000-000000000000";

describe(`contracts API (${ENGINE})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestContext();
  });
  afterAll(() => ctx.close());

  it("creates with the defaults (salary 0, USD, active) and logs it", async () => {
    const v = await createVessel(ctx.db);
    const m = await createCrewMember(ctx.db, { firstName: "Cora", lastName: "Tract" });
    const res = await ctx.as("office_staff", {
      method: "POST",
      url: "/api/contracts",
      payload: { crewMemberId: m.id, vesselId: v.id, startDate: "2026-01-01", endDate: "2026-03-01" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      crewMemberId: m.id,
      vesselId: v.id,
      startDate: "2026-01-01",
      endDate: "2026-03-01",
      durationDays: 59,
      salary: 0,
      currency: "USD",
      status: "active",
    });
    const log = await ctx.db.select().from(activityLog).where(eq(activityLog.entityId, res.json().id));
    expect(log).toMatchObject([
      {
        type: "contract",
        action: "create",
        description: "Contract for Cora Tract created (2026-01-01 to 2026-03-01)",
      },
    ]);
  });

  it("refuses end before start, unknown crew or vessel (400) and writes nothing", async () => {
    const m = await createCrewMember(ctx.db);
    const before = (await ctx.db.select().from(contracts)).length;
    const post = (payload: object) => ctx.as("admin", { method: "POST", url: "/api/contracts", payload });
    const order = await post({ crewMemberId: m.id, startDate: "2026-02-01", endDate: "2026-01-31" });
    expect(order.statusCode).toBe(400);
    expect(order.json().issues).toEqual([
      { path: ["endDate"], message: "Contract end date cannot be before the start date" },
    ]);
    expect(
      (await post({ crewMemberId: MISSING, startDate: "2026-01-01", endDate: "2026-02-01" })).statusCode,
    ).toBe(400);
    expect(
      (await post({ crewMemberId: m.id, vesselId: MISSING, startDate: "2026-01-01", endDate: "2026-02-01" }))
        .statusCode,
    ).toBe(400);
    expect((await ctx.db.select().from(contracts)).length).toBe(before);
  });

  it("lists with filters and totals", async () => {
    const v = await createVessel(ctx.db);
    const m = await createCrewMember(ctx.db);
    await createContract(ctx.db, { crewMemberId: m.id, vesselId: v.id, startDate: "2025-01-01" });
    await createContract(ctx.db, { crewMemberId: m.id, status: "completed", startDate: "2024-01-01" });
    const list = await ctx.as("office_staff", { method: "GET", url: `/api/contracts?crewMemberId=${m.id}` });
    expect(list.headers["x-total-count"]).toBe("2");
    expect(list.json().map((c: { startDate: string }) => c.startDate)).toEqual(["2025-01-01", "2024-01-01"]);
    const active = await ctx.as("office_staff", {
      method: "GET",
      url: `/api/contracts?crewMemberId=${m.id}&status=active`,
    });
    expect(active.json()).toHaveLength(1);
    const byVessel = await ctx.as("office_staff", { method: "GET", url: `/api/contracts?vesselId=${v.id}` });
    expect(byVessel.json().map((c: { vesselId: string }) => c.vesselId)).toEqual([v.id]);
    expect(
      (await ctx.as("office_staff", { method: "GET", url: "/api/contracts?status=void" })).statusCode,
    ).toBe(400);
  });

  it("updates dates (end ≥ start, also against the stored start), 404 for unknown ids", async () => {
    const m = await createCrewMember(ctx.db);
    const c = await createContract(ctx.db, {
      crewMemberId: m.id,
      startDate: "2026-01-01",
      endDate: "2026-06-30",
    });
    const put = (id: string, payload: object) =>
      ctx.as("office_staff", { method: "PUT", url: `/api/contracts/${id}`, payload });
    const ok = await put(c.id, { endDate: "2026-12-31" });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ startDate: "2026-01-01", endDate: "2026-12-31", durationDays: 364 });
    const early = await put(c.id, { endDate: "2025-12-31" });
    expect(early.statusCode).toBe(400);
    expect(early.json().issues).toEqual([
      { path: ["endDate"], message: "Contract end date cannot be before the start date" },
    ]);
    expect((await ctx.db.select().from(contracts).where(eq(contracts.id, c.id)))[0].endDate).toBe(
      "2026-12-31",
    );
    expect((await put(MISSING, { endDate: "2026-12-31" })).statusCode).toBe(404);
    const log = await ctx.db.select().from(activityLog).where(eq(activityLog.entityId, c.id));
    expect(log).toMatchObject([{ type: "contract", action: "update" }]);
  });
});
