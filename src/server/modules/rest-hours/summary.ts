// Hours-of-rest counts for the dashboard and the alerts: recent non-conformities by rule, seafarers who
// did not record yesterday, months not signed or not countersigned. Aggregates in SQL; a crew caller
// counts only their own record.
import { and, count, countDistinct, eq, gte, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { addDays } from "../../../shared/dates";
import { REST_RULES, type RestRule } from "../../../shared/rest-hours";
import { monthRange, type TRestSummary } from "../../../shared/rest-hours-api";
import type { Db } from "../../db/client";
import { crewMembers } from "../../db/schema-fleet";
import { restHoursDays, restHoursMonths, restHoursNonConformities } from "../../db/schema-rest-hours";
import type { Caller } from "../../lib/caller";

export async function restSummary(
  db: Db,
  caller: Caller,
  days: number,
  today: string,
): Promise<TRestSummary> {
  const since = addDays(today, -days);
  const yesterday = addDays(today, -1);
  const lastMonth = addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
  const { from, to } = monthRange(lastMonth);
  const nc = restHoursNonConformities;
  const own = caller.role === "crew";
  const me = caller.crewMemberId ?? "00000000-0000-0000-0000-000000000000";
  const mine = (column: AnyPgColumn): SQL[] => (own ? [eq(column, me)] : []);

  const recent = and(gte(nc.toDate, since), ...mine(nc.crewMemberId));
  const [byRuleRows, [spread], [missing], [unsigned], [waiting]] = await Promise.all([
    db.select({ rule: nc.rule, n: count() }).from(nc).where(recent).groupBy(nc.rule),
    db
      .select({ seafarers: countDistinct(nc.crewMemberId), vessels: countDistinct(nc.vesselId) })
      .from(nc)
      .where(recent),
    db
      .select({ n: count() })
      .from(crewMembers)
      .where(
        and(
          eq(crewMembers.status, "active"),
          isNotNull(crewMembers.currentVesselId),
          ...mine(crewMembers.id),
          sql`NOT EXISTS (SELECT 1 FROM ${restHoursDays} d WHERE d.crew_member_id = ${crewMembers.id} AND d.date = ${yesterday})`,
        ),
      ),
    // Seafarers with a day last month and no signature for it: one index probe each, not a scan of days.
    db
      .select({ n: count() })
      .from(crewMembers)
      .where(
        and(
          ...mine(crewMembers.id),
          sql`EXISTS (SELECT 1 FROM ${restHoursDays} d WHERE d.crew_member_id = ${crewMembers.id} AND d.date BETWEEN ${from} AND ${to})`,
          sql`NOT EXISTS (SELECT 1 FROM ${restHoursMonths} m WHERE m.crew_member_id = ${crewMembers.id} AND m.month = ${lastMonth} AND m.seafarer_signed_at IS NOT NULL)`,
        ),
      ),
    db
      .select({ n: count() })
      .from(restHoursMonths)
      .where(
        and(
          isNotNull(restHoursMonths.seafarerSignedAt),
          isNull(restHoursMonths.masterSignedAt),
          ...mine(restHoursMonths.crewMemberId),
        ),
      ),
  ]);
  const byRule = Object.fromEntries(REST_RULES.map((r) => [r, 0])) as Record<RestRule, number>;
  for (const r of byRuleRows) byRule[r.rule as RestRule] = r.n;
  return {
    since,
    nonConformities: byRuleRows.reduce((s, r) => s + r.n, 0),
    byRule,
    seafarers: spread.seafarers,
    vessels: spread.vessels,
    notRecordedYesterday: missing.n,
    unsignedLastMonth: unsigned.n,
    awaitingCountersign: waiting.n,
  };
}
