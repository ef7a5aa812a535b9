// Hours-of-rest counts for the dashboard and the alerts: recent non-conformities by rule, seafarers who
// did not record yesterday, months not signed or not countersigned. Aggregates in SQL; a crew caller
// counts only their own record.
import { and, count, countDistinct, eq, gte, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { addDays } from "../../../shared/dates";
import { REST_RULES, type RestRule } from "../../../shared/rest-hours";
import type { TRestSummary } from "../../../shared/rest-hours-api";
import type { Db } from "../../db/client";
import { crewMembers } from "../../db/schema-fleet";
import { restHoursDays, restHoursMonths, restHoursNonConformities } from "../../db/schema-rest-hours";
import type { RequestCtx } from "../../lib/request-ctx";

/** Active seafarers aboard a vessel (only `crewMemberId`, when given) with no record for `date`. */
export async function notRecordedOn(db: Db, date: string, crewMemberId: string | null): Promise<number> {
  const aboard = and(
    eq(crewMembers.status, "active"),
    isNotNull(crewMembers.currentVesselId),
    ...(crewMemberId ? [eq(crewMembers.id, crewMemberId)] : []),
  );
  // Everyone aboard minus those aboard who recorded the date: two index reads, where an anti-join probed
  // the days once per seafarer aboard.
  const [[all], [recorded]] = await Promise.all([
    db.select({ n: count() }).from(crewMembers).where(aboard),
    db
      .select({ n: count() })
      .from(restHoursDays)
      .innerJoin(crewMembers, eq(crewMembers.id, restHoursDays.crewMemberId))
      .where(and(eq(restHoursDays.date, date), aboard)),
  ]);
  return all.n - recorded.n;
}

export async function restSummary({ db, caller, today }: RequestCtx, days: number): Promise<TRestSummary> {
  const since = addDays(today, -days);
  const yesterday = addDays(today, -1);
  const lastMonth = addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
  const nc = restHoursNonConformities;
  const own = caller.role === "crew";
  const me = caller.crewMemberId ?? "00000000-0000-0000-0000-000000000000";
  const mine = (column: AnyPgColumn): SQL[] => (own ? [eq(column, me)] : []);

  const recent = and(gte(nc.toDate, since), ...mine(nc.crewMemberId));
  const [byRuleRows, [spread], missing, [unsigned], [waiting]] = await Promise.all([
    db.select({ rule: nc.rule, n: count() }).from(nc).where(recent).groupBy(nc.rule),
    db
      .select({ seafarers: countDistinct(nc.crewMemberId), vessels: countDistinct(nc.vesselId) })
      .from(nc)
      .where(recent),
    notRecordedOn(db, yesterday, own ? me : null),
    // Months with a recorded day and no signature: one index range of month rows (month-totals.ts).
    db
      .select({ n: count() })
      .from(restHoursMonths)
      .where(
        and(
          eq(restHoursMonths.month, lastMonth),
          isNull(restHoursMonths.seafarerSignedAt),
          sql`${restHoursMonths.daysRecorded} > 0`,
          ...mine(restHoursMonths.crewMemberId),
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
    notRecordedYesterday: missing,
    unsignedLastMonth: unsigned.n,
    awaitingCountersign: waiting.n,
  };
}
