// The engine's findings of a seafarer's hours of rest, as stored (rest_hours_non_conformities). A change
// of one day re-checks only the windows that day can touch (MLC A2.3: any 24 hours, any 7 days), with
// enough recorded days around them for the rules that look further (and the nearest recorded day on
// each side beyond, which bounds a run of days not recorded however long), and replaces only the findings
// of that stretch; a change of regime re-checks everything. Findings are written in bounded statements
// (PostgreSQL takes at most 65,535 parameters in one).
import { and, asc, between, desc, eq, gt, gte, lt, lte, max, min, or } from "drizzle-orm";
import { addDays, earlierDate, laterDate } from "../../../shared/dates";
import {
  eighteenthBirthday,
  isAboard,
  type RestNonConformity,
  type RestRegime,
} from "../../../shared/rest-hours";
import { checkRestHours } from "../../../shared/rest-hours-check";
import type { Db } from "../../db/client";
import { restHoursDays, restHoursNonConformities } from "../../db/schema-rest-hours";
import { aboardVesselOf, regimeOfVessel, type Seafarer, type TourAboard, toursAboard } from "./access";

/** Days a window touching a day can reach on either side (7 days, and a day of a clock change). */
const REACH = 8;
/** Recorded days read beyond the stretch re-checked, so its windows are judged as on the whole record. */
const CONTEXT = 28;
/** Rows per INSERT of findings (8 parameters a row). */
const ROWS_PER_INSERT = 1_000;
/** Wider reads before a day's re-check gives way to the whole record (a very long run of findings). */
const MAX_ROUNDS = 12;

type DayRow = typeof restHoursDays.$inferSelect;
const nc = restHoursNonConformities;
const fromDateOf = (n: RestNonConformity) => n.from.slice(0, 10);
const toDateOf = (n: RestNonConformity) => n.to.slice(0, 10);

/** The engine's options for the seafarer: the regime given, else the regime of the vessel they are aboard
 * on `today` (THE aboard rule, by the tours). */
async function optionsFor(tx: Db, seafarer: Seafarer, regime: RestRegime | { today: string }) {
  return {
    regime:
      typeof regime === "string"
        ? regime
        : await regimeOfVessel(tx, await aboardVesselOf(tx, seafarer.id, regime.today)),
    adultFrom: eighteenthBirthday(seafarer.dateOfBirth),
  };
}

/** The engine over `days`, only days within the seafarer's tours counting as not recorded. */
async function check(
  tx: Db,
  seafarer: Seafarer,
  days: DayRow[],
  options: Awaited<ReturnType<typeof optionsFor>>,
) {
  if (days.length === 0) return { found: [], aboard: [] };
  const aboard = await toursAboard(tx, seafarer.id, days[0].date, days[days.length - 1].date);
  return { found: checkRestHours(days, { ...options, aboard }), aboard };
}

/**
 * Stores `found`, a bounded number of rows per statement. The days say on which vessel each began; days
 * not recorded have no row of their own: theirs is the vessel of their tour (else of the day before).
 */
async function insertFindings(
  tx: Db,
  crewMemberId: string,
  found: RestNonConformity[],
  days: DayRow[],
  aboard: TourAboard[],
) {
  const vesselOn = new Map(days.map((d) => [d.date, d.vesselId]));
  const vesselOf = (n: RestNonConformity) =>
    n.rule === "not_recorded"
      ? (aboard.find((t) => isAboard(fromDateOf(n), [t]))?.vesselId ??
        vesselOn.get(addDays(fromDateOf(n), -1)))
      : vesselOn.get(fromDateOf(n));
  const rows = found.map((n) => ({
    crewMemberId,
    vesselId: vesselOf(n) ?? null,
    rule: n.rule,
    fromAt: n.from,
    toAt: n.to,
    fromDate: fromDateOf(n),
    toDate: toDateOf(n),
    detail: n.detail,
  }));
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT)
    await tx.insert(nc).values(rows.slice(i, i + ROWS_PER_INSERT));
}

/** Runs the engine over all of a seafarer's days and replaces all their stored findings (inside `tx`), under
 * `regime`, or the regime of the vessel they are aboard on `today`. */
export async function recomputeNonConformities(
  tx: Db,
  seafarer: Seafarer,
  regime: RestRegime | { today: string },
) {
  const days = await tx
    .select()
    .from(restHoursDays)
    .where(eq(restHoursDays.crewMemberId, seafarer.id))
    .orderBy(asc(restHoursDays.date));
  const { found, aboard } = await check(tx, seafarer, days, await optionsFor(tx, seafarer, regime));
  await tx.delete(nc).where(eq(nc.crewMemberId, seafarer.id));
  await insertFindings(tx, seafarer.id, found, days, aboard);
}

/** The seafarer's last recorded date before `from` and first after `to` (each when there is one). */
export async function nearestRecorded(tx: Db, crewMemberId: string, from: string, to: string) {
  const own = eq(restHoursDays.crewMemberId, crewMemberId);
  const first = (where: ReturnType<typeof and>, order: typeof asc) =>
    tx
      .select({ date: restHoursDays.date })
      .from(restHoursDays)
      .where(where)
      .orderBy(order(restHoursDays.date))
      .limit(1);
  const [before] = await first(and(own, lt(restHoursDays.date, from)), desc);
  const [after] = await first(and(own, gt(restHoursDays.date, to)), asc);
  return { before: before?.date, after: after?.date };
}

/**
 * Re-checks the stretch around `date` after its day changed. Only a run of failing windows (one finding)
 * that has a window touching the day, or one next to such a window, can change: those are the stored
 * findings reaching into the day or the days beside it, and the stretch they span is re-checked; the
 * findings of that stretch are replaced by the engine's, read with enough recorded days around it that
 * every finding reaching into it is judged as on the whole record.
 */
export async function recheckAround(tx: Db, seafarer: Seafarer, date: string, today: string) {
  const options = await optionsFor(tx, seafarer, { today });
  const own = eq(nc.crewMemberId, seafarer.id);
  const overlapping = (from: string, to: string) => and(own, lte(nc.fromDate, to), gte(nc.toDate, from));
  const [near] = await tx
    .select({ from: min(nc.fromDate), to: max(nc.toDate) })
    .from(nc)
    .where(overlapping(addDays(date, -1), addDays(date, 1)));
  const lo = near?.from && near.from < addDays(date, -1) ? near.from : addDays(date, -1);
  const hi = near?.to && near.to > addDays(date, 1) ? near.to : addDays(date, 1);
  const [stored] = await tx
    .select({ from: min(nc.fromDate), to: max(nc.toDate) })
    .from(nc)
    .where(overlapping(lo, hi));
  let readFrom = addDays(stored?.from && stored.from < lo ? stored.from : lo, -CONTEXT);
  let readTo = addDays(stored?.to && stored.to > hi ? stored.to : hi, CONTEXT);
  const ownDays = eq(restHoursDays.crewMemberId, seafarer.id);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    // the nearest recorded day on each side of the read: the days not recorded up to it are one finding
    const { before, after } = await nearestRecorded(tx, seafarer.id, readFrom, readTo);
    const days = await tx
      .select()
      .from(restHoursDays)
      .where(and(ownDays, between(restHoursDays.date, before ?? readFrom, after ?? readTo)))
      .orderBy(asc(restHoursDays.date));
    // runs of days not recorded are replaced whole between the two days bounding the read (their split
    // into stretches aboard may reach beyond [lo, hi]); window findings within [lo, hi]
    const checked = await check(tx, seafarer, days, options);
    const found = checked.found.filter(
      (n) => n.rule === "not_recorded" || (fromDateOf(n) <= hi && toDateOf(n) >= lo),
    );
    // a window's finding reaching near the edge of what was read may run on beyond it: read further (a
    // run of days not recorded lies between two days read, so it is whole)
    const windows = found.filter((n) => n.rule !== "not_recorded");
    const from = windows.reduce((m, n) => earlierDate(fromDateOf(n), m), lo);
    const to = windows.reduce((m, n) => laterDate(toDateOf(n), m), hi);
    if (from >= addDays(readFrom, REACH) && to <= addDays(readTo, -REACH)) {
      const [spanFrom, spanTo] = [days[0]?.date ?? lo, days[days.length - 1]?.date ?? hi];
      await tx
        .delete(nc)
        .where(or(overlapping(lo, hi), and(overlapping(spanFrom, spanTo), eq(nc.rule, "not_recorded"))));
      await insertFindings(tx, seafarer.id, found, days, checked.aboard);
      return;
    }
    readFrom = addDays(from, -CONTEXT);
    readTo = addDays(to, CONTEXT);
  }
  await recomputeNonConformities(tx, seafarer, options.regime);
}
