// THE days aboard of the wage account: "days aboard of seafarer S in month M" is read here, and only here,
// from the stored tours (db/schema-fleet.ts `tours`, the one time-aboard source; its sign-off as counted:
// manning/tours.ts `signOffSql`). Which days are paid (the sign-on and sign-off days) is the company's wage
// policy (wage_settings, src/shared/wages.ts `paidDays`; MLC A2.2 in docs/regulations.md "Wages").
import { type SQL, sql } from "drizzle-orm";
import {
  DEFAULT_WAGE_POLICY,
  monthEnd,
  monthStart,
  paidDays,
  type WagePolicy,
  type WageTour,
} from "../../../shared/wages";
import type { DbOrTx } from "../../db/client";
import { queryRows } from "../../db/rows";
import { wageSettings } from "../../db/schema-wages";
import { signOffSql } from "../manning/tours";

export interface PaidTour extends WageTour {
  /** The actual sign-off (null while not signed off): a final settlement falls in its month. */
  actualSignOff: string | null;
}

/** The company's wage policy (the defaults until the office sets one). */
export async function wagePolicy(db: DbOrTx): Promise<WagePolicy> {
  const [row] = await db.select({ policy: wageSettings.policy }).from(wageSettings);
  return { ...DEFAULT_WAGE_POLICY, ...(row?.policy ?? {}) };
}

/** Whether the tour of alias `t` counts for wages, by the one "aboard" rule (manning/tours.ts): not a
 * cancelled one, and a planned one (a crew change's or a rotation's join not yet confirmed) only once its
 * day has come (the plan is presumed kept; the office sees it flagged "sign-on not confirmed"). */
const countedTour = (t: string, today: string): SQL =>
  sql`${sql.raw(t)}.state <> 'cancelled' and (${sql.raw(t)}.state <> 'planned' or ${sql.raw(t)}.sign_on <= ${today}::date)`;

/**
 * The days of `month` seafarer `crewMemberId` is paid for, per tour (vessel, rank), by the policy; and
 * whether the month holds their final sign-off (the last tour begun by the month's end signs off in it).
 */
export async function daysAboardInMonth(
  db: DbOrTx,
  today: string,
  crewMemberId: string,
  month: string,
  policy?: WagePolicy,
) {
  const pol = policy ?? (await wagePolicy(db));
  const [from, to] = [monthStart(month), monthEnd(month)];
  const tours = await queryRows<PaidTour & { last: boolean }>(
    db,
    sql`select t.vessel_id as "vesselId", t.rank, t.sign_on::text as "signOn",
               (${signOffSql(today)})::text as "signOff", t.actual_sign_off::text as "actualSignOff",
               t.sign_on is not distinct from (select max(l.sign_on) from tours l
                 where l.crew_member_id = t.crew_member_id and ${countedTour("l", today)} and (l.sign_on is null or l.sign_on <= ${to}::date)) as last
          from tours t
         where t.crew_member_id = ${crewMemberId} and ${countedTour("t", today)}
           and (t.sign_on is null or t.sign_on <= ${to}::date)
           and (${signOffSql(today)} is null or ${signOffSql(today)} >= ${from}::date)
         order by t.sign_on nulls first, t.created_at`,
    "wage_days_aboard",
  );
  const parts = paidDays(tours, month, pol) as { tour: PaidTour; days: number[] }[];
  const final = tours.some(
    (t) => t.last && t.actualSignOff !== null && t.actualSignOff >= from && t.actualSignOff <= to,
  );
  return { parts, days: parts.reduce((n, p) => n + p.days.length, 0), final, policy: pol };
}

/** The seafarers (ids) with a tour on `vesselId` touching `month` (sign-off day included, as the policy
 * may pay it): the candidates of the vessel's portage bill, each then paid by daysAboardInMonth. */
export async function membersOnVesselInMonth(db: DbOrTx, today: string, vesselId: string, month: string) {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select distinct t.crew_member_id as id from tours t
         where t.vessel_id = ${vesselId} and ${countedTour("t", today)}
           and (t.sign_on is null or t.sign_on <= ${monthEnd(month)}::date)
           and (${signOffSql(today)} is null or ${signOffSql(today)} >= ${monthStart(month)}::date)`,
    "wage_vessel_members",
  );
  return rows.map((r) => r.id);
}
