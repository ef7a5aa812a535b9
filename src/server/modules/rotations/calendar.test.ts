// The calendar's month and day: what the SQL answers per grid day (count, first 3 bars, joins
// first) and per day (the whole list, paged) against the shared rule (rotationsOnDay + dayBars) applied
// to the full GET /api/rotations list, with filters, validation and permissions; on both engines.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayBars, gridRange, monthGrid, rotationsOnDay } from "../../../shared/calendar";
import type { TRotation, TRotationDayEntry, TRotationMonth } from "../../../shared/rotations";
import { createCrewMember, createRotation, createVessel } from "../../test/factories";
import { buildTestContext, type TestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";

const NOW = new Date("2026-11-22T10:00:00Z");
const MONTH = "2026-12";
const BUSY = "2026-12-10";

describe(`rotation calendar API (${ENGINE})`, () => {
  let ctx: TestContext;
  let v1: { id: string };
  let v2: { id: string };

  beforeAll(async () => {
    ctx = await buildTestContext({ now: () => NOW });
    v1 = await createVessel(ctx.db, { name: "MV Calendar One" });
    v2 = await createVessel(ctx.db, { name: "MV Calendar Two" });
    const names = ["Zamora", "Abad", "Mendoza", "Cruz", "Bautista", "Lim", "Santos", "Reyes", "Diaz"];
    const crew: { id: string }[] = [];
    for (const [i, lastName] of names.entries())
      crew.push(await createCrewMember(ctx.db, { lastName, rank: i % 2 ? "Bosun" : "Able Seaman" }));
    const rotate = (i: number, vessel: { id: string }, joinDate: string, leaveDate: string | null = null) =>
      createRotation(ctx.db, { crewMemberId: crew[i].id, vesselId: vessel.id, joinDate, leaveDate });
    // the busy day: five joins on two vessels, two leaves of stays that began before the grid or in it,
    // and a one-day stay (marked once, as its join)
    for (let i = 0; i < 5; i++) await rotate(i, i % 2 ? v2 : v1, BUSY, "2027-03-01");
    await rotate(5, v1, "2026-10-01", BUSY);
    await rotate(6, v2, "2026-12-01", BUSY);
    await rotate(7, v1, BUSY, BUSY);
    // the grid's first and last days belong to the neighbouring months; one stay is cancelled
    await rotate(8, v2, "2026-11-29", "2027-01-02");
    await createRotation(ctx.db, {
      crewMemberId: crew[8].id,
      vesselId: v1.id,
      joinDate: "2026-12-20",
      status: "cancelled",
    });
  });
  afterAll(() => ctx.close());

  const get = async <T>(url: string, role: "admin" | "office_staff" = "office_staff") => {
    const res = await ctx.as(role, { method: "GET", url });
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.json() as T, total: Number(res.headers["x-total-count"]) };
  };

  /** The shared rule over the whole list, as the calendar drew it before it was answered in its own shape. */
  async function expected(query: string) {
    const { from, to } = gridRange(MONTH);
    const { body: list } = await get<TRotation[]>(`/api/rotations?from=${from}&to=${to}&limit=500${query}`);
    return monthGrid(MONTH)
      .flat()
      .map(({ date }) => {
        const entries = rotationsOnDay(list, date);
        const { shown } = dayBars(entries);
        return { date, count: entries.length, bars: shown.map((e) => [e.mark, e.rotation.id]) };
      });
  }
  const drawn = (month: TRotationMonth) =>
    month.days.map((d) => ({
      date: d.date,
      count: d.count,
      bars: d.bars.map((b) => [b.mark, b.rotation.id]),
    }));

  it("answers every grid day with its count and first 3 bars, as the rule over the full list", async () => {
    const { body } = await get<TRotationMonth>(`/api/rotations/month?month=${MONTH}`);
    expect(body).toMatchObject({ month: MONTH, from: "2026-11-29", to: "2027-01-02" });
    expect(body.days).toHaveLength(35);
    expect(drawn(body)).toEqual(await expected(""));
    const busy = body.days.find((d) => d.date === BUSY);
    expect(busy?.count).toBe(8);
    // joins first, by crew name; each bar carries the rotation as the list has it
    expect(busy?.bars.map((b) => [b.mark, b.rotation.crewMember.lastName])).toEqual([
      ["join", "Abad"],
      ["join", "Bautista"],
      ["join", "Cruz"],
    ]);
    expect(busy?.bars[0].rotation.vessel.name).toBe("MV Calendar Two"); // Abad: the second, on v2
    expect(body.days[0]).toMatchObject({ date: "2026-11-29", count: 1 });
    expect(body.days.at(-1)).toMatchObject({ date: "2027-01-02", count: 1 });
    expect(body.days.find((d) => d.date === "2026-12-20")?.count).toBe(1); // cancelled, still drawn
  });

  it("applies the vessel and rank filters as the list does", async () => {
    for (const query of [`&vesselId=${v2.id}`, "&rank=Bosun", `&vesselId=${v1.id}&rank=Able%20Seaman`]) {
      const { body } = await get<TRotationMonth>(`/api/rotations/month?month=${MONTH}${query}`);
      expect(drawn(body), query).toEqual(await expected(query));
    }
    const { body: none } = await get<TRotationMonth>(`/api/rotations/month?month=2030-02`);
    expect(none.days.every((d) => d.count === 0 && d.bars.length === 0)).toBe(true);
  });

  it("pages a day's whole list in the calendar's order with its total", async () => {
    const day = (await expected("")).find((d) => d.date === BUSY);
    const { body: all } = await get<TRotation[]>(`/api/rotations?from=${BUSY}&to=${BUSY}&limit=500`);
    const order = rotationsOnDay(all, BUSY).map((e) => [e.mark, e.rotation.id]);
    const pages: TRotationDayEntry[] = [];
    for (let offset = 0; offset < 9; offset += 3) {
      const page = await get<TRotationDayEntry[]>(`/api/rotations/day?date=${BUSY}&limit=3&offset=${offset}`);
      expect(page.total).toBe(day?.count);
      pages.push(...page.body);
    }
    expect(pages.map((e) => [e.mark, e.rotation.id])).toEqual(order);
    expect(pages.filter((e) => e.mark === "leave")).toHaveLength(2);
    const past = await get<TRotationDayEntry[]>(`/api/rotations/day?date=${BUSY}&limit=3&offset=30`);
    expect(past).toEqual({ body: [], total: 8 });
    const filtered = await get<TRotationDayEntry[]>(`/api/rotations/day?date=${BUSY}&vesselId=${v2.id}`);
    expect(filtered.body.every((e) => e.rotation.vesselId === v2.id)).toBe(true);
    expect(filtered.total).toBe(
      order.filter(([, id]) => all.find((r) => r.id === id)?.vesselId === v2.id).length,
    );
    expect(await get(`/api/rotations/day?date=2030-01-01`, "admin")).toEqual({ body: [], total: 0 });
  });

  it("refuses malformed months, dates, filters and pages (400)", async () => {
    for (const url of [
      "/api/rotations/month",
      "/api/rotations/month?month=2026-13",
      "/api/rotations/month?month=2026-1",
      "/api/rotations/month?month=2026-12&vesselId=x",
      "/api/rotations/day",
      "/api/rotations/day?date=2026-02-30",
      `/api/rotations/day?date=${BUSY}&limit=0`,
      `/api/rotations/day?date=${BUSY}&limit=501`,
    ]) {
      const res = await ctx.as("admin", { method: "GET", url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });

  it("keeps crew callers out (403) and anonymous callers (401)", async () => {
    for (const url of [`/api/rotations/month?month=${MONTH}`, `/api/rotations/day?date=${BUSY}`]) {
      expect((await ctx.as("crew", { method: "GET", url })).statusCode).toBe(403);
      expect((await ctx.as(null, { method: "GET", url })).statusCode).toBe(401);
    }
  });
});
