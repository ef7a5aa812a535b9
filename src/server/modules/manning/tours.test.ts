// The stored tours on PGlite and PostgreSQL: the spec's assignment and rotation APIs write
// them through (the tours projection's triggers, projections/tours.ts) and GET /api/manning/tours reads them: an assignment opens a tour
// and a reassignment closes it, a contract gives it a planned sign-off, a rotation is a tour and ends the
// assignment's tour where it takes over, cancelling it gives that back, a promotion follows; paging and
// filters; bad ranges are 400.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays } from "../../../shared/dates";
import type { TTour } from "../../../shared/tours";
import { tours } from "../../db/schema-fleet";
import {
  createContract,
  createCrewMember,
  createCrewOnRotation,
  createVessel,
  giveCertificates,
} from "../../test/factories";
import { fileTestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";

describe(`tours (${ENGINE})`, () => {
  const ctx = fileTestContext();
  const d = (n: number) => addDays(ctx.today, n);
  const list = async (q: Record<string, string>) => {
    const res = await ctx.as("office_staff", {
      method: "GET",
      url: `/api/manning/tours?${new URLSearchParams(q)}`,
    });
    expect(res.statusCode).toBe(200);
    return { total: Number(res.headers["x-total-count"]), items: res.json() as TTour[] };
  };
  const toursOf = async (crewMemberId: string) =>
    (await ctx.db.select().from(tours).where(eq(tours.crewMemberId, crewMemberId))).map((t) => ({
      vesselId: t.vesselId,
      rank: t.rank,
      signOn: t.signOn,
      plannedSignOff: t.plannedSignOff,
      actualSignOff: t.actualSignOff,
      rotation: t.rotationId !== null,
    }));
  const assign = (id: string, currentVesselId: string | null) =>
    ctx.as("office_staff", { method: "PUT", url: `/api/crew/${id}`, payload: { currentVesselId } });

  it("an assignment opens a tour with the contract's end; a reassignment closes it today and opens another", async () => {
    const a = await createVessel(ctx.db, { name: "Tour Alpha" });
    const b = await createVessel(ctx.db, { name: "Tour Bravo" });
    // created aboard: aboard since before the records start
    const m = await createCrewMember(ctx.db, { rank: "Cook", currentVesselId: a.id });
    await giveCertificates(ctx.db, m.id);
    expect(await toursOf(m.id)).toEqual([
      {
        vesselId: a.id,
        rank: "Cook",
        signOn: null,
        plannedSignOff: null,
        actualSignOff: null,
        rotation: false,
      },
    ]);
    await createContract(ctx.db, { crewMemberId: m.id, startDate: d(-30), endDate: d(60) });
    expect((await toursOf(m.id))[0].plannedSignOff).toBe(d(60));
    // the timeline's "0 stays" for crew assigned without a rotation: they are on the list now
    const onA = await list({ from: d(0), to: d(30), vesselId: a.id });
    expect(onA.items.map((t) => [t.name, t.signOn, t.signOff, t.rotationId])).toEqual([
      [`${m.firstName} ${m.lastName}`, null, d(60), null],
    ]);

    expect((await assign(m.id, b.id)).statusCode).toBe(200);
    expect(await toursOf(m.id)).toEqual(
      expect.arrayContaining([
        {
          vesselId: a.id,
          rank: "Cook",
          signOn: null,
          plannedSignOff: d(60),
          actualSignOff: ctx.today,
          rotation: false,
        },
        {
          vesselId: b.id,
          rank: "Cook",
          signOn: ctx.today,
          plannedSignOff: d(60),
          actualSignOff: null,
          rotation: false,
        },
      ]),
    );
    expect((await list({ from: d(1), to: d(30), vesselId: a.id })).items).toEqual([]);
    expect((await list({ from: d(1), to: d(30), vesselId: b.id })).items).toHaveLength(1);

    // a promotion follows the open tour, not the closed one
    const promoted = await ctx.as("office_staff", {
      method: "PUT",
      url: `/api/crew/${m.id}`,
      payload: { rank: "Steward" },
    });
    expect(promoted.statusCode).toBe(200);
    const ranks = (await toursOf(m.id)).map((t) => [t.vesselId, t.rank]);
    expect(ranks).toEqual(
      expect.arrayContaining([
        [a.id, "Cook"],
        [b.id, "Steward"],
      ]),
    );

    expect((await assign(m.id, null)).statusCode).toBe(200);
    expect((await toursOf(m.id)).every((t) => t.actualSignOff === ctx.today)).toBe(true);
  });

  it("a contract that ended while still assigned leaves the tour open (overdue), not ended in the past", async () => {
    const v = await createVessel(ctx.db, { name: "Tour Overdue" });
    const m = await createCrewMember(ctx.db, { rank: "Oiler", currentVesselId: v.id });
    await createContract(ctx.db, { crewMemberId: m.id, startDate: d(-200), endDate: d(-5) });
    const [t] = (await list({ from: d(0), to: d(0), vesselId: v.id })).items;
    expect([t.plannedSignOff, t.signOff]).toEqual([d(-5), null]);
  });

  it("a rotation is a tour; one ahead ends the assignment's tour on its join day; cancelling gives it back", async () => {
    const v = await createVessel(ctx.db, { name: "Tour Charlie" });
    const m = await createCrewMember(ctx.db, { rank: "Bosun", currentVesselId: v.id });
    const res = await ctx.as("office_staff", {
      method: "POST",
      url: "/api/rotations",
      payload: {
        crewMemberId: m.id,
        vesselId: v.id,
        joinDate: d(10),
        leaveDate: d(100),
        rotationType: "rotation",
        status: "scheduled",
      },
    });
    expect(res.statusCode).toBe(201);
    const rotationId = res.json().id;
    expect(await toursOf(m.id)).toEqual(
      expect.arrayContaining([
        {
          vesselId: v.id,
          rank: "Bosun",
          signOn: null,
          plannedSignOff: null,
          actualSignOff: d(10),
          rotation: false,
        },
        {
          vesselId: v.id,
          rank: "Bosun",
          signOn: d(10),
          plannedSignOff: d(100),
          actualSignOff: null,
          rotation: true,
        },
      ]),
    );
    // one head aboard every day: the assignment to day 10, the rotation from day 10
    const gapsReq = (from: string, to: string) =>
      ctx.as("office_staff", {
        method: "GET",
        url: `/api/manning/gaps?vesselId=${v.id}&from=${from}&to=${to}`,
      });
    await ctx.as("admin", {
      method: "PUT",
      url: `/api/vessels/${v.id}/safe-manning`,
      payload: { positions: [{ rank: "Bosun", count: 1 }] },
    });
    expect((await gapsReq(d(0), d(99))).json()).toEqual([]);

    const cancelled = await ctx.as("office_staff", {
      method: "PATCH",
      url: `/api/rotations/${rotationId}`,
      payload: { status: "cancelled" },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await toursOf(m.id)).toEqual([
      {
        vesselId: v.id,
        rank: "Bosun",
        signOn: null,
        plannedSignOff: null,
        actualSignOff: null,
        rotation: false,
      },
    ]);
    expect((await gapsReq(d(0), d(200))).json()).toEqual([]);

    // a rotation written by anything (here straight into the table) is a tour too; deleting it removes it
    const other = await createCrewOnRotation(
      ctx.db,
      { vesselId: v.id, joinDate: d(3), leaveDate: d(9) },
      { rank: "Bosun" },
    );
    expect(await toursOf(other.id)).toEqual([
      {
        vesselId: v.id,
        rank: "Bosun",
        signOn: d(3),
        plannedSignOff: d(9),
        actualSignOff: null,
        rotation: true,
      },
    ]);
    expect(
      (await ctx.as("office_staff", { method: "DELETE", url: `/api/rotations/${other.rotation.id}` }))
        .statusCode,
    ).toBe(200);
    expect(await toursOf(other.id)).toEqual([]);
  });

  it("the vessel's crew list and counts read the tours: aboard today by a rotation or by the assignment", async () => {
    const v = await createVessel(ctx.db, { name: "Tour Echo" });
    const assigned = await createCrewMember(ctx.db, { rank: "Oiler", currentVesselId: v.id });
    const wiper = (rotation: { joinDate: string; leaveDate?: string }) =>
      createCrewOnRotation(ctx.db, { vesselId: v.id, ...rotation }, { rank: "Wiper" });
    const rotating = await wiper({ joinDate: d(-3), leaveDate: d(30) });
    await wiper({ joinDate: d(5) }); // later
    await wiper({ joinDate: d(-30), leaveDate: d(0) }); // gone

    const crew = await ctx.as("office_staff", { method: "GET", url: `/api/crew?vesselId=${v.id}` });
    expect(
      crew
        .json()
        .map((c: { id: string }) => c.id)
        .sort(),
    ).toEqual([assigned.id, rotating.id].sort());
    const vessel = await ctx.as("office_staff", { method: "GET", url: `/api/vessels/${v.id}` });
    expect(vessel.json().crewCount).toBe(2);
    const report = await ctx.as("admin", { method: "GET", url: "/api/reports/vessel-utilization" });
    const row = report.json().rows.find((r: { vesselId: string }) => r.vesselId === v.id);
    expect(row.crewAssigned).toBe(2);
  });

  it("the fleet's gaps follow every write to a vessel's tours or safe manning (per-vessel versions)", async () => {
    const v = await createVessel(ctx.db, { name: "Tour Foxtrot" });
    const quiet = await createVessel(ctx.db, { name: "Tour Golf" });
    for (const vessel of [v, quiet])
      await ctx.as("admin", {
        method: "PUT",
        url: `/api/vessels/${vessel.id}/safe-manning`,
        payload: { positions: [{ rank: "Oiler", count: 2 }] },
      });
    const m = await createCrewMember(ctx.db, { rank: "Oiler", currentVesselId: v.id });
    const fleet = async () => {
      const res = await ctx.as("office_staff", {
        method: "GET",
        url: `/api/manning/gaps?from=${d(0)}&to=${d(9)}`,
      });
      return res
        .json()
        .filter((g: { vesselId: string }) => g.vesselId === v.id || g.vesselId === quiet.id)
        .map((g: { vesselName: string; planned: number; from: string; to: string }) => [
          g.vesselName,
          g.planned,
          g.from,
          g.to,
        ]);
    };
    expect(await fleet()).toEqual([
      ["Tour Foxtrot", 1, d(0), d(9)],
      ["Tour Golf", 0, d(0), d(9)],
    ]);
    const other = await createCrewMember(ctx.db, { rank: "Oiler" });
    await giveCertificates(ctx.db, other.id);
    const joined = await ctx.as("office_staff", {
      method: "POST",
      url: "/api/rotations",
      payload: {
        crewMemberId: other.id,
        vesselId: v.id,
        joinDate: d(5),
        rotationType: "join",
        status: "scheduled",
      },
    });
    expect(joined.statusCode).toBe(201);
    expect(await fleet()).toEqual([
      ["Tour Foxtrot", 1, d(0), d(4)],
      ["Tour Golf", 0, d(0), d(9)],
    ]);
    await ctx.as("admin", {
      method: "PUT",
      url: `/api/vessels/${v.id}/safe-manning`,
      payload: { positions: [{ rank: "Oiler", count: 1 }] },
    });
    expect(await fleet()).toEqual([["Tour Golf", 0, d(0), d(9)]]);
    await ctx.as("office_staff", {
      method: "PUT",
      url: `/api/crew/${m.id}`,
      payload: { currentVesselId: null },
    });
    expect(await fleet()).toEqual([
      ["Tour Foxtrot", 0, d(0), d(4)],
      ["Tour Golf", 0, d(0), d(9)],
    ]);
  });

  it("pages the fleet's tours in one order (vessel name, vessel, sign-on, crew name) with the total on every page", async () => {
    // two vessels of one name (their ids decide between them) and one whose name comes first; aboard by the
    // assignment (no sign-on) and joining by a rotation (a sign-on): the page is read vessel by vessel
    const twinA = await createVessel(ctx.db, { name: "Tour Hotel" });
    const twinB = await createVessel(ctx.db, { name: "Tour Hotel" });
    const echo = await createVessel(ctx.db, { name: "Tour Echo" });
    const crew = new Map<string, { firstName: string; lastName: string }>();
    for (const [i, v] of [twinB, twinA, echo, twinA].entries())
      for (const lastName of ["Zed", "Abel"]) {
        const m = await createCrewMember(ctx.db, { firstName: `F${i}`, lastName, currentVesselId: v.id });
        crew.set(m.id, m);
      }
    for (const [i, v] of [echo, twinB, twinB].entries()) {
      const m = await createCrewOnRotation(
        ctx.db,
        { vesselId: v.id, joinDate: d(3 - i), leaveDate: d(30) },
        { firstName: `R${i}`, lastName: "Mid" },
      );
      crew.set(m.id, m);
    }
    const range = { from: d(0), to: d(10) };
    const whole = await list({ ...range, limit: "500" });
    expect(whole.total).toBe(whole.items.length);
    const ours = whole.items.filter((t) => crew.has(t.crewMemberId));
    expect(ours).toHaveLength(11);
    const key = (t: TTour) => {
      const m = crew.get(t.crewMemberId);
      return [t.vesselName, t.vesselId, t.signOn === null ? "" : t.signOn, m?.lastName, m?.firstName, t.id];
    };
    const byKey = (a: TTour, b: TTour) => {
      const [ka, kb] = [key(a), key(b)];
      const i = ka.findIndex((x, j) => x !== kb[j]);
      return i < 0 ? 0 : String(ka[i]) < String(kb[i]) ? -1 : 1;
    };
    expect(ours.map((t) => t.id)).toEqual([...ours].sort(byKey).map((t) => t.id));
    expect(ours.map((t) => t.vesselName)).toEqual([
      ...Array(3).fill("Tour Echo"),
      ...Array(8).fill("Tour Hotel"),
    ]);
    expect(ours.slice(0, 3).map((t) => t.signOn)).toEqual([null, null, d(3)]);
    // pages of 3 at every offset, put together, are the whole list; each page (a full one, the last one
    // part full, one past the end) gives the whole total
    for (let offset = 0; offset <= whole.total + 3; offset += 3) {
      const page = await list({ ...range, limit: "3", offset: String(offset) });
      expect(page.total).toBe(whole.total);
      expect(page.items).toEqual(whole.items.slice(offset, offset + 3));
    }
  });

  it("pages by vessel name with the total, filters by rank, and refuses bad ranges", async () => {
    const v = await createVessel(ctx.db, { name: "Tour Delta" });
    for (const rank of ["Oiler", "Oiler", "Wiper"])
      await createCrewMember(ctx.db, { rank, currentVesselId: v.id });
    const first = await list({ from: d(0), to: d(0), vesselId: v.id, limit: "2" });
    expect([first.total, first.items.length]).toEqual([3, 2]);
    const rest = await list({ from: d(0), to: d(0), vesselId: v.id, limit: "2", offset: "2" });
    expect(rest.items.map((t) => t.id)).not.toContain(first.items[0].id);
    expect((await list({ from: d(0), to: d(0), vesselId: v.id, rank: "Wiper" })).items).toHaveLength(1);
    expect((await list({ from: d(0), to: d(0), vesselId: v.id, limit: "2", offset: "9" })).total).toBe(3);

    for (const q of [
      `from=${d(5)}&to=${d(0)}`,
      `from=${d(0)}&to=${d(400)}`,
      `from=${d(0)}&to=${d(1)}&rank=Captain%20Nemo`,
    ]) {
      const res = await ctx.as("office_staff", { method: "GET", url: `/api/manning/tours?${q}` });
      expect(res.statusCode).toBe(400);
    }
    expect(
      (await ctx.as("crew", { method: "GET", url: `/api/manning/tours?from=${d(0)}&to=${d(0)}` })).statusCode,
    ).toBe(403);
  });
});
