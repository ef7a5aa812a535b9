// The engine's findings of a seafarer's hours of rest, as stored (rest_hours_non_conformities). A change
// of one day re-checks only the windows that day can touch (MLC A2.3: any 24 hours, any 7 days), with
// enough recorded days around them for the rules that look further (and the nearest recorded day on
// each side beyond, which bounds a run of days not recorded however long), and replaces only the findings
// of that stretch; a change of regime re-checks everything. Findings are written in bounded statements
// (PostgreSQL takes at most 65,535 parameters in one).
import { and, asc, between, desc, eq, gt, gte, lt, lte, max, min } from "drizzle-orm";
import { addDays } from "../../../shared/dates";
import { eighteenthBirthday, type RestNonConformity, type RestRegime } from "../../../shared/rest-hours";
import { checkRestHours } from "../../../shared/rest-hours-check";
import type { Db } from "../../db/client";
import { restHoursDays, restHoursNonConformities } from "../../db/schema-rest-hours";
import { regimeOfVessel, type Seafarer } from "./access";

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

async function optionsFor(tx: Db, seafarer: Seafarer, regime?: RestRegime) {
  return {
    regime: regime ?? (await regimeOfVessel(tx, seafarer.currentVesselId)),
    adultFrom: eighteenthBirthday(seafarer.dateOfBirth),
  };
}

/**
 * Stores `found`, a bounded number of rows per statement. The days say on which vessel each began; days
 * not recorded have no row of their own: theirs is the vessel of the recorded day before them.
 */
async function insertFindings(tx: Db, crewMemberId: string, found: RestNonConformity[], days: DayRow[]) {
  const vesselOn = new Map(days.map((d) => [d.date, d.vesselId]));
  const dayOf = (n: RestNonConformity) =>
    n.rule === "not_recorded" ? addDays(fromDateOf(n), -1) : fromDateOf(n);
  const rows = found.map((n) => ({
    crewMemberId,
    vesselId: vesselOn.get(dayOf(n)) ?? null,
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

/** Runs the engine over all of a seafarer's days and replaces all their stored findings (inside `tx`). */
export async function recomputeNonConformities(tx: Db, seafarer: Seafarer, regime?: RestRegime) {
  const days = await tx
    .select()
    .from(restHoursDays)
    .where(eq(restHoursDays.crewMemberId, seafarer.id))
    .orderBy(asc(restHoursDays.date));
  const found = checkRestHours(days, await optionsFor(tx, seafarer, regime));
  await tx.delete(nc).where(eq(nc.crewMemberId, seafarer.id));
  await insertFindings(tx, seafarer.id, found, days);
}

/** The seafarer's last recorded date before `from` and first after `to` (each when there is one). */
async function nearestRecorded(tx: Db, crewMemberId: string, from: string, to: string) {
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
export async function recheckAround(tx: Db, seafarer: Seafarer, date: string) {
  const options = await optionsFor(tx, seafarer);
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
    const found = checkRestHours(days, options).filter((n) => fromDateOf(n) <= hi && toDateOf(n) >= lo);
    // a window's finding reaching near the edge of what was read may run on beyond it: read further (a
    // run of days not recorded lies between two days read, so it is whole)
    const windows = found.filter((n) => n.rule !== "not_recorded");
    const from = windows.reduce((m, n) => (fromDateOf(n) < m ? fromDateOf(n) : m), lo);
    const to = windows.reduce((m, n) => (toDateOf(n) > m ? toDateOf(n) : m), hi);
    if (from >= addDays(readFrom, REACH) && to <= addDays(readTo, -REACH)) {
      await tx.delete(nc).where(overlapping(lo, hi));
      await insertFindings(tx, seafarer.id, found, days);
      return;
    }
    readFrom = addDays(from, -CONTEXT);
    readTo = addDays(to, CONTEXT);
  }
  await recomputeNonConformities(tx, seafarer);
}
