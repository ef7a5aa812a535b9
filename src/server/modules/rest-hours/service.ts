// A seafarer's hours of rest: day records (within their tours, never ahead of today), the engine's
// findings (kept in rest_hours_non_conformities, re-checked around the day in the transaction of every
// change: findings.ts), corrections of signed months.
// Projections its writes fire (docs/projections.md): rest_hours_figures (the findings' tally and latest), activity_tally.
import { and, asc, between, eq, gte, lte, type SQL } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { addDays } from "../../../shared/dates";
import { eighteenthBirthday, type RestRule, summarizeDay } from "../../../shared/rest-hours";
import type { TRestDay, TRestDayPutRequest, TRestMonthStatus } from "../../../shared/rest-hours-api";
import { writeTx } from "../../db/app-today";
import type { Db, DbOrTx } from "../../db/client";
import {
  restHoursCorrections,
  restHoursDays,
  restHoursMonths,
  restHoursNonConformities,
} from "../../db/schema-rest-hours";
import { recordLog } from "../../lib/activity-log";
import { fieldError, syncConflict } from "../../lib/app-error";
import type { RequestCtx } from "../../lib/request-ctx";
import {
  aboardVesselOf,
  fullName,
  masterOf,
  regimeOfVessel,
  seafarerFor,
  toursAboard,
  tourVesselOn,
} from "./access";
import { nearestRecorded, recheckAround } from "./findings";
import { refreshMonthTotals } from "./month-totals";

const logRestHours = recordLog("rest_hours", "crew");

type DayRow = typeof restHoursDays.$inferSelect;
type MonthRow = typeof restHoursMonths.$inferSelect;

export function toRestDay(r: DayRow): TRestDay {
  const s = summarizeDay(r);
  return {
    date: r.date,
    work: r.work,
    workHours: s.workMinutes / 60,
    restHours: s.restMinutes / 60,
    clockChange: r.clockChange,
    comment: r.comment,
    recordedAt: r.recordedAt.toISOString(),
  };
}

export function toMonthStatus(month: string, r: MonthRow | undefined): TRestMonthStatus {
  return {
    month,
    seafarerSignedAt: r?.seafarerSignedAt?.toISOString() ?? null,
    seafarerName: r?.seafarerName ?? null,
    masterSignedAt: r?.masterSignedAt?.toISOString() ?? null,
    masterName: r?.masterName ?? null,
    masterCapacity: (r?.masterCapacity as "master" | "office" | null | undefined) ?? null,
  };
}

const ncColumns = {
  rule: restHoursNonConformities.rule,
  from: restHoursNonConformities.fromAt,
  to: restHoursNonConformities.toAt,
  detail: restHoursNonConformities.detail,
};

/** Narrows `q` to the findings of the crew `crew` selects overlapping [from, to], in the order views list them. */
export function findingsOverlapping<Q extends PgSelect>(q: Q, crew: SQL, from: string, to: string) {
  const nc = restHoursNonConformities;
  return q.where(and(crew, lte(nc.fromDate, to), gte(nc.toDate, from))).orderBy(asc(nc.fromAt), asc(nc.rule));
}

/** Stored findings of one seafarer overlapping [from, to]. */
export async function nonConformitiesIn(db: Db, crewMemberId: string, from: string, to: string) {
  const own = eq(restHoursNonConformities.crewMemberId, crewMemberId);
  const q = db.select(ncColumns).from(restHoursNonConformities).$dynamic();
  const rows = await findingsOverlapping(q, own, from, to);
  return rows.map((r) => ({ ...r, rule: r.rule as RestRule }));
}

/** Corrections of one seafarer's days in [from, to] (the caller orders them). */
export function correctionsIn(db: DbOrTx, crewMemberId: string, from: string, to: string) {
  const { crewMemberId: crew, date } = restHoursCorrections;
  return db
    .select()
    .from(restHoursCorrections)
    .where(and(eq(crew, crewMemberId), between(date, from, to)))
    .$dynamic();
}

export async function getRestHours({ db, caller, today }: RequestCtx, id: string, from: string, to: string) {
  const seafarer = await seafarerFor(db, caller, id, { months: { from, to } });
  const [days, nonConformities, months, corrections, regime, aboard, near] = await Promise.all([
    db
      .select()
      .from(restHoursDays)
      .where(
        and(eq(restHoursDays.crewMemberId, id), gte(restHoursDays.date, from), lte(restHoursDays.date, to)),
      )
      .orderBy(asc(restHoursDays.date)),
    nonConformitiesIn(db, id, from, to),
    db
      .select()
      .from(restHoursMonths)
      .where(
        and(
          eq(restHoursMonths.crewMemberId, id),
          gte(restHoursMonths.month, from.slice(0, 7)),
          lte(restHoursMonths.month, to.slice(0, 7)),
        ),
      )
      .orderBy(asc(restHoursMonths.month)),
    correctionsIn(db, id, from, to).orderBy(
      asc(restHoursCorrections.date),
      asc(restHoursCorrections.correctedAt),
    ),
    aboardVesselOf(db, id, today).then((vesselId) => regimeOfVessel(db, vesselId)),
    toursAboard(db, id, from, to),
    nearestRecorded(db, id, from, to),
  ]);
  const adultFrom = eighteenthBirthday(seafarer.dateOfBirth);
  return {
    crewMemberId: id,
    regime,
    adultFrom: adultFrom > from ? adultFrom : null,
    masterOf: await masterOf(db, seafarer, today),
    days: days.map(toRestDay),
    aboard: aboard.map((t) => ({ from: t.from, to: t.to })),
    recordedBefore: near.before ?? null,
    recordedAfter: near.after ?? null,
    nonConformities,
    months: months.map((m) => toMonthStatus(m.month, m)),
    corrections: corrections.map((c) => ({
      id: c.id,
      date: c.date,
      reason: c.reason,
      previous: c.previous,
      correctedAt: c.correctedAt.toISOString(),
      correctedByName: c.correctedByName,
    })),
  };
}

/**
 * Whether someone other than the caller recorded the day after the version the caller started from
 * (`base`: undefined when the client sent none, as the online screens do; null: the day did not exist).
 */
function changedSince(previous: DayRow | undefined, base: string | null | undefined, callerId: string) {
  if (base === undefined || !previous || previous.recordedBy === callerId) return false;
  return base === null || previous.recordedAt.getTime() !== Date.parse(base);
}

/**
 * A change to a day of a signed month (MLC A2.3 para 12: the signatures acknowledge the record as it
 * was): kept as a correction with the day's earlier values; the signatures it invalidates are cleared
 * (answered, for the activity log's history), so the seafarer signs the month again and the master
 * countersigns it again.
 */
async function correctSignedMonth(
  tx: Db,
  caller: RequestCtx["caller"],
  month: MonthRow,
  date: string,
  reason: string,
  previous: DayRow | undefined,
) {
  await tx.insert(restHoursCorrections).values({
    crewMemberId: month.crewMemberId,
    date,
    reason,
    previous: previous
      ? { work: previous.work, clockChange: previous.clockChange, comment: previous.comment }
      : null,
    correctedBy: caller.id,
    correctedByName: caller.name,
  });
  await tx
    .update(restHoursMonths)
    .set({
      seafarerSignedAt: null,
      seafarerSignedBy: null,
      seafarerName: null,
      masterSignedAt: null,
      masterSignedBy: null,
      masterName: null,
      masterCapacity: null,
    })
    .where(and(eq(restHoursMonths.crewMemberId, month.crewMemberId), eq(restHoursMonths.month, month.month)));
  const { month: _, ...cleared } = toMonthStatus(month.month, month);
  return cleared;
}

/** Records (or replaces) one day. A day of a signed month changes only with a reason: a correction. */
export async function putRestDay(
  { db, caller, today }: RequestCtx,
  id: string,
  date: string,
  input: TRestDayPutRequest,
) {
  if (date > today) throw fieldError("date", `${date} is in the future: a day is recorded once it has begun`);
  const clockChange = input.clockChange ?? 0;
  const comment = input.comment ? input.comment : null;
  return writeTx({ db, today }, async (tx) => {
    const seafarer = await seafarerFor(tx, caller, id, { write: true, lock: true });
    const vesselId = await tourVesselOn(tx, id, date);
    if (vesselId === undefined)
      throw fieldError(
        "date",
        `${date} is outside ${fullName(seafarer)}'s tours: a day is recorded while aboard`,
      );
    const [signed] = await tx
      .select()
      .from(restHoursMonths)
      .where(and(eq(restHoursMonths.crewMemberId, id), eq(restHoursMonths.month, date.slice(0, 7))));
    const corrected = !!signed?.seafarerSignedAt;
    const [previous] = await tx
      .select()
      .from(restHoursDays)
      .where(and(eq(restHoursDays.crewMemberId, id), eq(restHoursDays.date, date)));
    if (changedSince(previous, input.baseRecordedAt, caller.id))
      throw syncConflict(`${date} was changed by someone else since you edited it`, {
        current: toRestDay(previous),
        monthSigned: corrected,
      });
    if (corrected && !input.reason)
      throw syncConflict(
        `${date.slice(0, 7)} is signed: a change needs a reason and is kept as a correction`,
        {
          current: previous ? toRestDay(previous) : null,
          monthSigned: true,
        },
      );
    const summary = summarizeDay({ date, work: input.work, clockChange });
    const values = {
      crewMemberId: id,
      date,
      vesselId,
      work: input.work.map((p) => ({ from: p.from, to: p.to })),
      clockChange,
      workMinutes: summary.workMinutes,
      comment,
      recordedBy: caller.id,
      recordedAt: new Date(),
    };
    const [row] = await tx
      .insert(restHoursDays)
      .values(values)
      .onConflictDoUpdate({
        target: [restHoursDays.crewMemberId, restHoursDays.date],
        set: values,
      })
      .returning();
    const signaturesCleared =
      signed && corrected
        ? await correctSignedMonth(tx, caller, signed, date, input.reason as string, previous)
        : undefined;
    await refreshMonthTotals(tx, id, date);
    await recheckAround(tx, seafarer, date, today);
    await logRestHours(tx, caller, corrected ? "correct" : "record", id, {
      description: corrected
        ? `Hours of rest of ${fullName(seafarer)} on ${date} corrected: ${input.reason}; the month's signatures cleared, the seafarer signs it again`
        : `Hours of rest of ${fullName(seafarer)} recorded for ${date} (${summary.workMinutes / 60} h work)`,
      severity: corrected ? "warning" : "success",
      metadata: { crewMemberId: id, date, corrected, ...(signaturesCleared && { signaturesCleared }) },
    });
    return {
      day: toRestDay(row),
      corrected,
      nonConformities: await nonConformitiesIn(tx, id, addDays(date, -7), addDays(date, 7)),
    };
  });
}
