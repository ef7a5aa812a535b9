// Upcoming events API: every type from its source, severity, ordering by date, the day window, the
// limit, and a crew caller seeing only their own events.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../../shared/dates";
import type { TUpcomingEvent } from "../../../shared/events";
import * as factories from "../../test/factories";
import { buildTestContext, type TestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";

const TODAY = "2026-11-22";
const NOW = new Date(`${TODAY}T10:00:00Z`);
const d = (n: number) => addDays(TODAY, n);

describe(`upcoming events API (${ENGINE})`, () => {
  let ctx: TestContext;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ctx = await buildTestContext({ now: () => NOW });
    const ship = await factories.createVessel(ctx.db, { name: "MV Delta" });
    const yard = await factories.createVessel(ctx.db, {
      name: "MV Drydock",
      status: "maintenance",
      maintenanceUntil: d(20),
    });
    await factories.createVessel(ctx.db, {
      name: "MV Later",
      status: "maintenance",
      maintenanceUntil: d(45),
    });
    const ana = await factories.createCrewMember(ctx.db, {
      firstName: "Ana",
      lastName: "Reyes",
      rank: "Chief Officer",
      currentVesselId: ship.id,
    });
    ids.ship = ship.id;
    ids.yard = yard.id;
    ids.ana = ana.id;
    ids.contract = (
      await factories.createContract(ctx.db, {
        crewMemberId: ana.id,
        vesselId: ship.id,
        startDate: "2026-06-01",
        endDate: d(5),
      })
    ).id;
    await factories.createContract(ctx.db, {
      crewMemberId: ana.id,
      startDate: "2026-01-01",
      endDate: d(3),
      status: "completed",
    }); // not active
    ids.doc = (
      await factories.createDocument(ctx.db, { crewMemberId: ana.id, type: "stcw", expiryDate: d(12) })
    ).id;
    await factories.createDocument(ctx.db, { crewMemberId: ana.id, expiryDate: d(-2) }); // already expired: not upcoming
    await factories.createDocument(ctx.db, { crewMemberId: ana.id, expiryDate: d(31) }); // beyond 30 days
    ids.join = (
      await factories.createRotation(ctx.db, {
        crewMemberId: ana.id,
        vesselId: ship.id,
        joinDate: d(0),
        leaveDate: d(25),
      })
    ).id;
    await factories.createRotation(ctx.db, {
      crewMemberId: ana.id,
      vesselId: ship.id,
      joinDate: d(2),
      status: "cancelled",
    });
    // The demo crew user's own document, 28 days out.
    ids.crewDoc = (
      await factories.createDocument(ctx.db, {
        crewMemberId: ctx.crewMemberId,
        type: "medical",
        expiryDate: d(28),
      })
    ).id;
  });
  afterAll(() => ctx.close());

  const get = async (role: "admin" | "office_staff" | "crew", qs = "days=30&limit=8") => {
    const res = await ctx.as(role, { method: "GET", url: `/api/upcoming-events?${qs}` });
    expect(res.statusCode).toBe(200);
    return res.json() as TUpcomingEvent[];
  };

  it("computes every type from its source, soonest first, with its severity and ids", async () => {
    const events = await get("admin");
    expect(events.map((e) => [e.type, e.date, e.severity])).toEqual([
      ["crew_join", d(0), "info"],
      ["contract_expiry", d(5), "high"],
      ["document_expiry", d(12), "warning"],
      ["maintenance_completion", d(20), "success"],
      ["crew_leave", d(25), "info"],
      ["document_expiry", d(28), "info"],
    ]);
    const [join, contract, doc, maintenance, leave] = events;
    expect(join).toMatchObject({
      rotationId: ids.join,
      crewMemberId: ids.ana,
      vesselId: ids.ship,
      title: "Ana Reyes joins MV Delta",
    });
    expect(join.description).toContain("today");
    expect(contract).toMatchObject({
      id: `contract_expiry:${ids.contract}`,
      crewMemberId: ids.ana,
      rotationId: null,
      title: "Contract ending: Ana Reyes",
    });
    expect(contract.description).toContain("in 5 days");
    expect(doc).toMatchObject({ crewMemberId: ids.ana, title: "STCW expiring: Ana Reyes" });
    expect(maintenance).toMatchObject({
      vesselId: ids.yard,
      crewMemberId: null,
      title: "MV Drydock maintenance completes",
    });
    expect(leave).toMatchObject({ rotationId: ids.join, title: "Ana Reyes leaves MV Delta" });
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
  });

  it("honours the window and the limit", async () => {
    expect((await get("office_staff", "days=10&limit=8")).map((e) => e.type)).toEqual([
      "crew_join",
      "contract_expiry",
    ]);
    expect((await get("admin", "days=30&limit=2")).map((e) => e.date)).toEqual([d(0), d(5)]);
    const wide = await get("admin", "days=60&limit=20");
    expect(wide.map((e) => e.date)).toContain(d(45));
    expect(wide.map((e) => e.date)).toContain(d(31));
    expect(wide.some((e) => e.date < TODAY)).toBe(false);
    const defaults = await get("admin", "");
    expect(defaults).toHaveLength(6);
  });

  it("rejects bad parameters", async () => {
    for (const qs of ["days=0", "days=abc", "limit=0", "limit=101"]) {
      const res = await ctx.as("admin", { method: "GET", url: `/api/upcoming-events?${qs}` });
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await ctx.as(null, { method: "GET", url: "/api/upcoming-events" })).statusCode).toBe(401);
  });

  it("shows a crew caller only their own events", async () => {
    const events = await get("crew");
    expect(events.map((e) => [e.type, e.crewMemberId])).toEqual([["document_expiry", ctx.crewMemberId]]);
  });
});
