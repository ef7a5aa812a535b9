// Manning gaps raised ahead of time on PGlite and PostgreSQL: the alert list (one per
// vessel × rank × first short day, severity by the days until it starts), the dashboard's figure and the
// upcoming events read the same gaps; a gap closed by a planned relief is gone; crew see none of it.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, formatDisplayDate } from "../../../shared/dates";
import type { TManningGapAlert } from "../../../shared/manning-alerts";
import { vessels } from "../../db/schema-fleet";
import { createCrewMember, createCrewOnRotation, createVessel } from "../../test/factories";
import { fileTestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";

const TODAY = "2027-03-01";
const d = (n: number) => addDays(TODAY, n);

describe(`manning gap alerts, events and dashboard figure (${ENGINE})`, () => {
  // factory writes go past the API, so no write clears the read cache: read fresh
  const ctx = fileTestContext({
    now: () => new Date(`${TODAY}T10:00:00Z`),
    env: { READ_CACHE_SECONDS: "0" },
  });

  const setManning = (vesselId: string, positions: { rank: string; count: number }[]) =>
    ctx.as("admin", { method: "PUT", url: `/api/vessels/${vesselId}/safe-manning`, payload: { positions } });
  const alertsOf = async (q = "") => {
    const res = await ctx.as("office_staff", { method: "GET", url: `/api/alerts/manning-gaps${q}` });
    expect(res.statusCode).toBe(200);
    return res.json() as TManningGapAlert[];
  };
  const stats = async () =>
    (await ctx.as("office_staff", { method: "GET", url: "/api/dashboard/stats" })).json();
  const aboard = (vesselId: string, rank: string, join: number, leave: number | null) =>
    createCrewOnRotation(
      ctx.db,
      { vesselId, joinDate: d(join), leaveDate: leave === null ? null : d(leave) },
      { rank },
    );

  it("raises each gap once, soonest first, with its severity; counts it on the dashboard", async () => {
    const before = await stats();
    const v = await createVessel(ctx.db, { name: "MV Shorthand" });
    const w = await createVessel(ctx.db, { name: "MV Second" });
    expect(
      (
        await setManning(v.id, [
          { rank: "Captain", count: 1 },
          { rank: "Able Seaman", count: 2 },
        ])
      ).statusCode,
    ).toBe(200);
    await setManning(w.id, [{ rank: "Cook", count: 1 }]);
    await aboard(v.id, "Captain", -60, 10); // leaves in 10 days, nobody relieves: short from d(10)
    await aboard(v.id, "Able Seaman", -60, null);
    await aboard(v.id, "Able Seaman", -60, 3); // 2 → 1 from d(3) ...
    await aboard(v.id, "Able Seaman", 5, null); // ... until a relief joins on d(5): the gap is d(3)–d(4)
    await aboard(w.id, "Cook", -10, 40); // outside the 30 days

    const mine = (await alertsOf()).filter((a) => a.vesselId === v.id || a.vesselId === w.id);
    expect(
      mine.map((a) => [a.rank, a.from, a.to, a.planned, a.required, a.shortBy, a.daysUntil, a.severity]),
    ).toEqual([
      ["Able Seaman", d(3), d(4), 1, 2, 1, 3, "critical"],
      ["Captain", d(10), d(29), 0, 1, 1, 10, "warning"],
    ]);
    expect(mine[0]).toMatchObject({ id: `${v.id}:Able Seaman:${d(3)}`, vesselName: "MV Shorthand" });
    expect((await alertsOf(`?vesselId=${w.id}&days=60`)).map((a) => [a.rank, a.from])).toEqual([
      ["Cook", d(40)],
    ]);

    const after = await stats();
    expect(after.manningGaps - before.manningGaps).toBe(2);
    expect(after.manningGapVessels - before.manningGapVessels).toBe(1);
  });

  it("lists the gaps as upcoming events routed to the vessel on the planning board", async () => {
    const v = await createVessel(ctx.db, { name: "MV Eventful" });
    await setManning(v.id, [{ rank: "Cook", count: 1 }]);
    await aboard(v.id, "Cook", -30, 20);
    const res = await ctx.as("office_staff", {
      method: "GET",
      url: "/api/upcoming-events?days=30&limit=100",
    });
    expect(res.statusCode).toBe(200);
    const event = res
      .json()
      .find((e: { type: string; vesselId: string }) => e.type === "manning_gap" && e.vesselId === v.id);
    expect(event).toEqual({
      id: `manning_gap:${v.id}:Cook:${d(20)}`,
      type: "manning_gap",
      severity: "info",
      title: "MV Eventful: Cook below safe manning",
      description: `0 of 1 aboard until ${formatDisplayDate(d(30))} · from in 20 days`,
      date: d(20),
      crewMemberId: null,
      rotationId: null,
      vesselId: v.id,
    });
    // a window too short for it leaves it out
    const short = await ctx.as("office_staff", {
      method: "GET",
      url: "/api/upcoming-events?days=10&limit=100",
    });
    expect(short.json().some((e: { id: string }) => e.id === event.id)).toBe(false);
    // the crew's own events carry no fleet gaps
    const crew = await ctx.as("crew", { method: "GET", url: "/api/upcoming-events?days=30&limit=100" });
    expect(crew.json().some((e: { type: string }) => e.type === "manning_gap")).toBe(false);
  });

  it("answers a short page of events as the long list's beginning, gaps and other events interleaved", async () => {
    // two vessels short of a wiper from today, named against their ids' order (the alerts sort by name, the
    // events by id), and a leave and a join on each later on
    const pair = [await createVessel(ctx.db), await createVessel(ctx.db)].sort((a, b) =>
      a.id.localeCompare(b.id),
    );
    for (const [i, v] of pair.entries()) {
      await ctx.db
        .update(vessels)
        .set({ name: `MV Tie ${"ZA"[i]}` })
        .where(eq(vessels.id, v.id));
      await setManning(v.id, [{ rank: "Wiper", count: 1 }]);
      await aboard(v.id, "Oiler", -20, 6);
      await aboard(v.id, "Oiler", 6, null);
    }
    const page = async (limit: number) => {
      const res = await ctx.as("office_staff", {
        method: "GET",
        url: `/api/upcoming-events?days=30&limit=${limit}`,
      });
      expect(res.statusCode).toBe(200);
      return res.json() as { id: string; type: string }[];
    };
    const all = await page(100);
    expect(all.filter((e) => e.type === "manning_gap").length).toBeGreaterThanOrEqual(4);
    expect(all.filter((e) => e.type !== "manning_gap").length).toBeGreaterThanOrEqual(4);
    for (let limit = 1; limit <= all.length; limit++) expect(await page(limit)).toEqual(all.slice(0, limit));
  });

  it("resolves a gap once a relief is planned (through the API, which clears the caches)", async () => {
    const v = await createVessel(ctx.db, { name: "MV Relieved" });
    await setManning(v.id, [{ rank: "Oiler", count: 1 }]);
    await aboard(v.id, "Oiler", -30, 7);
    expect((await alertsOf(`?vesselId=${v.id}`)).map((a) => a.from)).toEqual([d(7)]);
    const relief = await createCrewMember(ctx.db, { rank: "Oiler" });
    const planned = await ctx.as("office_staff", {
      method: "POST",
      url: "/api/rotations",
      payload: {
        crewMemberId: relief.id,
        vesselId: v.id,
        joinDate: d(7),
        rotationType: "join",
        override: { reason: "certificates on their way" },
      },
    });
    expect(planned.statusCode).toBe(201);
    expect(await alertsOf(`?vesselId=${v.id}`)).toEqual([]);
  });

  it("validates the query, answers 404 for an unknown vessel and refuses crew", async () => {
    for (const q of ["?days=0", "?days=366", "?days=x", "?vesselId=nope"]) {
      const res = await ctx.as("office_staff", { method: "GET", url: `/api/alerts/manning-gaps${q}` });
      expect(res.statusCode).toBe(400);
    }
    const missing = await ctx.as("office_staff", {
      method: "GET",
      url: "/api/alerts/manning-gaps?vesselId=00000000-0000-4000-8000-000000000000",
    });
    expect(missing.statusCode).toBe(404);
    expect((await ctx.as("crew", { method: "GET", url: "/api/alerts/manning-gaps" })).statusCode).toBe(403);
  });
});
