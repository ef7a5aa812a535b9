// Hours of rest can't be made to slow everyone (MLC A2.3 records, ASVS V11.1.4 anti-automation): a day
// lies within the seafarer's tours and not ahead of today; a write re-checks only the stretch around its
// day (the findings elsewhere stay as stored, the same rows) and gives the findings a check of the whole
// record gives; ten years of days with more findings than one statement can carry (65,535 parameters)
// are re-checked and stored, never answered "database unavailable"; the writes of one user are rate
// limited, another user's are not.
import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../../shared/dates";
import { eighteenthBirthday, summarizeDay } from "../../../shared/rest-hours";
import { checkRestHours } from "../../../shared/rest-hours-check";
import { setAppToday } from "../../db/app-today";
import { crewMembers } from "../../db/schema-fleet";
import { restHoursDays, restHoursNonConformities } from "../../db/schema-rest-hours";
import { aboardSince } from "../../test/aboard";
import { createCrewMember, createVessel } from "../../test/factories";
import { buildTestContext, fieldMessages, type TestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";

const TODAY = "2026-03-20";
const LIMIT = 6;
const p = (from: string, to: string) => ({ from, to });
// a day breaking four rules (rest in 24 h, rest periods, the 6-hour period, the 14-hour interval), and a
// day of two short jobs breaking the night rest of a seafarer under 18: findings that never run together
const BAD = [p("00:00", "02:00"), p("03:00", "05:00"), p("06:00", "21:00")];
const NIGHT = [p("04:00", "05:00"), p("06:00", "07:00")];
const TEN_YEARS = 3652;

describe(`hours of rest: bounded days and bounded work per write (${ENGINE})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestContext({
      now: () => new Date(`${TODAY}T08:00:00Z`),
      env: { REST_DAY_WRITES_PER_MINUTE: String(LIMIT) },
    });
  });
  afterAll(() => ctx.close());

  const put = (role: "crew" | "office_staff" | "admin", member: string, date: string, work = BAD) =>
    ctx.as(role, { method: "PUT", url: `/api/crew/${member}/rest-hours/${date}`, payload: { work } });
  const findings = (member: string) =>
    ctx.db
      .select()
      .from(restHoursNonConformities)
      .where(eq(restHoursNonConformities.crewMemberId, member))
      .orderBy(asc(restHoursNonConformities.fromAt), asc(restHoursNonConformities.rule));
  const keys = (list: { rule: string; fromAt?: string; toAt?: string; from?: string; to?: string }[]) =>
    list.map((n) => `${n.fromAt ?? n.from} ${n.toAt ?? n.to} ${n.rule}`).sort();

  it("ten years of days: stored in bounded statements; a day's write keeps the findings elsewhere as they were", async () => {
    const vessel = await createVessel(ctx.db, { name: "MV Decade" });
    // aboard since before the records start (an open tour), under 18 for the whole record
    const young = await createCrewMember(ctx.db, { dateOfBirth: "2012-01-01", currentVesselId: vessel.id });
    const first = addDays(TODAY, -TEN_YEARS);
    const days = Array.from({ length: TEN_YEARS }, (_, i) => {
      const date = addDays(first, i);
      const work = i % 2 ? NIGHT : BAD;
      return {
        crewMemberId: young.id,
        date,
        vesselId: vessel.id,
        work,
        workMinutes: summarizeDay({ date, work }).workMinutes,
      };
    });
    for (let i = 0; i < days.length; i += 500)
      await ctx.db.insert(restHoursDays).values(days.slice(i, i + 500));
    const options = { adultFrom: eighteenthBirthday("2012-01-01") };
    expect(checkRestHours(days, options).length * 8).toBeGreaterThan(65_535);

    // the whole record re-checked (a change of regime): stored, not a 503
    const regime = await ctx.as("admin", {
      method: "PUT",
      url: `/api/vessels/${vessel.id}/rest-regime`,
      payload: { regime: "minimum_rest" },
    });
    expect(regime.statusCode, regime.body).toBe(200);
    expect(keys(await findings(young.id))).toEqual(keys(checkRestHours(days, options)));

    // two days changed in the middle of the record: the findings equal a check of the whole record, and
    // those far from the days are the same rows as before (not rewritten)
    const before = await findings(young.id);
    const mid = addDays(first, 1800);
    for (const [date, work] of [
      [mid, []],
      [addDays(mid, 3), NIGHT],
    ] as const) {
      const res = await put("admin", young.id, date, [...work]);
      expect(res.statusCode, res.body).toBe(200);
      const i = days.findIndex((d) => d.date === date);
      days[i] = { ...days[i], work: [...work] };
    }
    const after = await findings(young.id);
    expect(keys(after)).toEqual(keys(checkRestHours(days, options)));
    const far = (n: { fromDate: string; toDate: string }) =>
      n.toDate < addDays(mid, -60) || n.fromDate > addDays(mid, 60);
    expect(after.filter(far).map((n) => n.id)).toEqual(before.filter(far).map((n) => n.id));
    expect(after.filter(far).length).toBeGreaterThan(8_000);
  });

  it("a day lies within the seafarer's tours and not ahead of today", async () => {
    const seafarer = (await createCrewMember(ctx.db, { lastName: "Bounded" })).id;
    const vessel = await aboardSince(ctx.db, seafarer, "2026-01-10");
    // signed off on 10 February
    await ctx.db.transaction(async (tx) => {
      await setAppToday(tx, "2026-02-10");
      await tx.update(crewMembers).set({ currentVesselId: null }).where(eq(crewMembers.id, seafarer));
    });
    for (const date of ["1900-01-01", "2026-01-09", "2026-02-11"]) {
      const res = await put("office_staff", seafarer, date);
      expect(res.statusCode, date).toBe(400);
      expect(fieldMessages(res.json()).date, date).toContain("outside");
    }
    // ahead of today (the seafarer aboard again): refused, naming the field, nothing written
    await aboardSince(ctx.db, seafarer, "2026-03-01", vessel);
    const ahead = await put("office_staff", seafarer, addDays(TODAY, 1));
    expect(ahead.statusCode).toBe(400);
    expect(fieldMessages(ahead.json()).date).toContain("in the future");
    expect((await put("office_staff", seafarer, "2026-01-10")).statusCode).toBe(200);
    const last = await put("office_staff", seafarer, "2026-02-10");
    expect(last.statusCode).toBe(200);
    const stored = await ctx.db
      .select({ date: restHoursDays.date, vesselId: restHoursDays.vesselId })
      .from(restHoursDays)
      .where(inArray(restHoursDays.crewMemberId, [seafarer]))
      .orderBy(asc(restHoursDays.date));
    expect(stored).toEqual([
      { date: "2026-01-10", vesselId: vessel },
      { date: "2026-02-10", vesselId: vessel },
    ]);
  });

  it("one user's writes are rate limited (429 with Retry-After); another user's are not", async () => {
    const own = ctx.crewMemberId;
    await aboardSince(ctx.db, own, "2026-01-01");
    for (let i = 0; i < LIMIT; i++) expect((await put("crew", own, "2026-03-01", [])).statusCode).toBe(200);
    const refused = await put("crew", own, "2026-03-01", []);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("RATE_LIMITED");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await put("admin", own, "2026-03-02", [])).statusCode).toBe(200);
  });
});
