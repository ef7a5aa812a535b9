// Hours-of-rest counts for the dashboard and the alerts: recent non-conformities by rule, seafarers who
// did not record yesterday (aboard yesterday by the tours, manning/tours.ts), months not signed or not countersigned. Aggregates in SQL from figures kept
// at write time; a crew caller counts only their own record.
import { and, count, countDistinct, eq, gte, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { addDays } from "../../../shared/dates";
import { REST_RULES, type RestRule } from "../../../shared/rest-hours";
import type { TRestSummary } from "../../../shared/rest-hours-api";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import { restHoursMonths, restHoursNonConformities } from "../../db/schema-rest-hours";
import { writtenDay } from "../../lib/expiry-sql";
import { ownMember } from "../../lib/ownership";
import type { RequestCtx } from "../../lib/request-ctx";
import { aboardOnSql } from "../manning/tours";

/** A day for aboardRecordedSql: a value, or the prepared statement's placeholder for one. */
type Day = Parameters<typeof aboardOnSql>[1];

/** One row (aboard, recorded): the active seafarers aboard a vessel on `day` by the tours (THE aboard rule;
 * only `crewMemberId`, when given), and how many of them have a record for `day`. One pass over those aboard,
 * each joined to their day (at most one: rest_hours_days_key), where reading the aboard rule twice (once to
 * count, once to join the day's records) cost two scans of the crew and a probe of the tours per record. */
function aboardRecordedSql(day: Day, crewMemberId: string | null): SQL {
  return sql`(SELECT count(*)::int AS aboard, count(d.crew_member_id)::int AS recorded
      FROM crew_members c LEFT JOIN rest_hours_days d ON d.crew_member_id = c.id AND d.date = ${day}::date
     WHERE c.status = 'active' AND c.id IN ${aboardOnSql(null, day)}${crewMemberId ? sql` AND c.id = ${crewMemberId}` : sql``})`;
}

/** Active seafarers aboard a vessel on `date` by the tours (only `crewMemberId`, when given) with no record
 * for `date`. */
export async function notRecordedOn(db: Db, date: string, crewMemberId: string | null): Promise<number> {
  const [row] = await queryRows<{ aboard: number; recorded: number }>(
    db,
    sql`select a.aboard, a.recorded from ${aboardRecordedSql(date, crewMemberId)} a`,
    "rest_hours_not_recorded",
  );
  return row.aboard - row.recorded;
}

/**
 * The fleet's counts (office, admin) in one statement: recent findings by rule from the tally of findings
 * by end date, seafarers and vessels with a recent finding from their latest finding's date (all three
 * kept by the trigger on the findings: the rest-hours figures projection), the rest from partial indexes. Each is an index
 * range of at most a few thousand entries, never a scan of the findings. Written with table and column
 * names: inside a select list drizzle renders its column objects unqualified, which is ambiguous in the
 * join. Yesterday is written into the text (writtenDay): with it as a parameter PostgreSQL planned the
 * statement at every call (~2 ms of ~7); `since` and the month stay parameters, and the generic plan is
 * kept from the sixth call on a connection.
 */
async function fleetCounts(db: Db, since: string, yesterday: string, lastMonth: string) {
  const [row] = await queryRows<{
    byRule: { rule: string; n: number }[];
    seafarers: number;
    vessels: number;
    aboard: number;
    recorded: number;
    unsigned: number;
    waiting: number;
  }>(
    db,
    sql`select (
        SELECT coalesce(json_agg(json_build_object('rule', r.rule, 'n', r.n)), '[]')
          FROM (SELECT t.rule, sum(t.n)::int AS n FROM rest_hours_nc_tally t WHERE t.to_date >= ${since}::date
                 GROUP BY t.rule) r) AS "byRule",
      (SELECT count(*)::int FROM rest_hours_nc_crew_latest l WHERE l.to_date >= ${since}::date) AS seafarers,
      (SELECT count(*)::int FROM rest_hours_nc_vessel_latest l WHERE l.to_date >= ${since}::date) AS vessels,
      a.aboard, a.recorded,
      (SELECT count(*)::int FROM rest_hours_months m
        WHERE m.month = ${lastMonth} AND m.seafarer_signed_at IS NULL AND m.days_recorded > 0) AS unsigned,
      (SELECT count(*)::int FROM rest_hours_months m
        WHERE m.seafarer_signed_at IS NOT NULL AND m.master_signed_at IS NULL) AS waiting
      from ${aboardRecordedSql(writtenDay(yesterday), null)} AS a`,
    "rest_hours_fleet_counts",
  );
  return {
    byRuleRows: row.byRule,
    seafarers: row.seafarers,
    vessels: row.vessels,
    missing: row.aboard - row.recorded,
    unsigned: row.unsigned,
    waiting: row.waiting,
  };
}

/** A crew caller's own counts: their findings and months (a handful of rows on their indexes). */
async function ownCounts(db: Db, me: string, since: string, yesterday: string, lastMonth: string) {
  const nc = restHoursNonConformities;
  const recent = and(gte(nc.toDate, since), eq(nc.crewMemberId, me));
  const [byRuleRows, [spread], missing, [unsigned], [waiting]] = await Promise.all([
    db.select({ rule: nc.rule, n: count() }).from(nc).where(recent).groupBy(nc.rule),
    db
      .select({ seafarers: countDistinct(nc.crewMemberId), vessels: countDistinct(nc.vesselId) })
      .from(nc)
      .where(recent),
    notRecordedOn(db, yesterday, me),
    db
      .select({ n: count() })
      .from(restHoursMonths)
      .where(
        and(
          eq(restHoursMonths.month, lastMonth),
          isNull(restHoursMonths.seafarerSignedAt),
          sql`${restHoursMonths.daysRecorded} > 0`,
          eq(restHoursMonths.crewMemberId, me),
        ),
      ),
    db
      .select({ n: count() })
      .from(restHoursMonths)
      .where(
        and(
          isNotNull(restHoursMonths.seafarerSignedAt),
          isNull(restHoursMonths.masterSignedAt),
          eq(restHoursMonths.crewMemberId, me),
        ),
      ),
  ]);
  return { byRuleRows, ...spread, missing, unsigned: unsigned.n, waiting: waiting.n };
}

export async function restSummary({ db, caller, today }: RequestCtx, days: number): Promise<TRestSummary> {
  const since = addDays(today, -days);
  const yesterday = addDays(today, -1);
  const lastMonth = addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
  const me = ownMember(caller, "rest-hours:read");
  const counts = me
    ? await ownCounts(db, me, since, yesterday, lastMonth)
    : await fleetCounts(db, since, yesterday, lastMonth);
  const byRule = Object.fromEntries(REST_RULES.map((r) => [r, 0])) as Record<RestRule, number>;
  for (const r of counts.byRuleRows) byRule[r.rule as RestRule] = r.n;
  return {
    since,
    nonConformities: counts.byRuleRows.reduce((s, r) => s + r.n, 0),
    byRule,
    seafarers: counts.seafarers,
    vessels: counts.vessels,
    notRecordedYesterday: counts.missing,
    unsignedLastMonth: counts.unsigned,
    awaitingCountersign: counts.waiting,
  };
}
