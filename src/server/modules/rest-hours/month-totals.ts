// A seafarer's month totals (days recorded, work, day lengths, the "all days identical" pattern), kept in
// rest_hours_months by every write of a day, in its transaction: the office's month view and the summary
// then read one indexed row per seafarer instead of every day. One SQL statement serves a single month
// (a day's write) and a whole dataset (the seed); drizzle/0014_rest_hours_cold_path.sql backfilled existing records the same way.
import { type SQL, sql } from "drizzle-orm";
import { dayMinutes } from "../../../shared/rest-hours";
import { IDENTICAL_DAYS_MIN, monthRange } from "../../../shared/rest-hours-api";
import type { DbOrTx } from "../../db/client";

function upsertTotals(tx: DbOrTx, where: SQL) {
  return tx.execute(sql`
    INSERT INTO rest_hours_months AS m (crew_member_id, month, days_recorded, work_minutes, day_minutes, identical_days)
    SELECT d.crew_member_id, to_char(d.date, 'YYYY-MM'), count(*)::int, sum(d.work_minutes)::int,
      sum(${dayMinutes(0)} + d.clock_change)::int,
      count(*) >= ${IDENTICAL_DAYS_MIN} AND count(DISTINCT d.work) = 1
    FROM rest_hours_days d
    WHERE ${where}
    GROUP BY 1, 2
    ON CONFLICT (crew_member_id, month) DO UPDATE SET
      days_recorded = excluded.days_recorded,
      work_minutes = excluded.work_minutes,
      day_minutes = excluded.day_minutes,
      identical_days = excluded.identical_days`);
}

/** Recomputes one seafarer's totals for the month of `date` (inside the transaction that wrote it). */
export async function refreshMonthTotals(tx: DbOrTx, crewMemberId: string, date: string) {
  const { from, to } = monthRange(date.slice(0, 7));
  await upsertTotals(tx, sql`d.crew_member_id = ${crewMemberId} AND d.date BETWEEN ${from} AND ${to}`);
}

/** Recomputes every seafarer's totals (the seed, after inserting days in bulk). */
export async function refreshAllMonthTotals(tx: DbOrTx) {
  await upsertTotals(tx, sql`true`);
}
