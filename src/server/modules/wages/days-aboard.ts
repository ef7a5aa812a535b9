// THE days aboard of the wage account: "days aboard of seafarer S in month M" is read here, and only here,
// from the stored tours (db/schema-fleet.ts `tours`, the one time-aboard source; its sign-off as counted:
// manning/tours.ts `signOffSql`). Which days are paid (the sign-on and sign-off days) is the company's wage
// policy (wage_settings, src/shared/wages.ts `paidDays`; MLC A2.2 in docs/regulations.md "Wages").
// The tours of many seafarers are read in one statement (countedTours) and each month is paid from them
// in memory (paidInMonth), so a portage bill or a balance carried over months costs one read, not one a
// seafarer and month.
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
import { queryRows, uuidArray } from "../../db/rows";
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

/** The counted tours of each of `crewMemberIds` begun by the end of `upTo` (a month), ordered by sign-on
 * (none first) and creation: what paidInMonth pays any month up to `upTo` from. One statement. */
export async function countedTours(
  db: DbOrTx,
  today: string,
  crewMemberIds: readonly string[],
  upTo: string,
): Promise<Map<string, PaidTour[]>> {
  const byMember = new Map<string, PaidTour[]>(crewMemberIds.map((id) => [id, []]));
  if (!crewMemberIds.length) return byMember;
  const rows = await queryRows<PaidTour & { crewMemberId: string }>(
    db,
    sql`select t.crew_member_id as "crewMemberId", t.vessel_id as "vesselId", t.rank, t.sign_on::text as "signOn",
               (${signOffSql(today)})::text as "signOff", t.actual_sign_off::text as "actualSignOff"
          from tours t
         where t.crew_member_id = any(${uuidArray(crewMemberIds)}) and ${countedTour("t", today)}
           and (t.sign_on is null or t.sign_on <= ${monthEnd(upTo)}::date)
         order by t.sign_on nulls first, t.created_at`,
    "wage_counted_tours",
  );
  for (const { crewMemberId, ...tour } of rows) byMember.get(crewMemberId)?.push(tour);
  return byMember;
}

/**
 * The days of `month` paid from `tours` (one seafarer's countedTours), per tour (vessel, rank), by the
 * policy; and whether the month holds their final sign-off (the last tour begun by the month's end signs
 * off in it).
 */
export function paidInMonth(tours: readonly PaidTour[], month: string, policy: WagePolicy) {
  const [from, to] = [monthStart(month), monthEnd(month)];
  const begun = tours.filter((t) => t.signOn === null || t.signOn <= to);
  const lastSignOn = begun.reduce<string | null>(
    (max, t) => (t.signOn !== null && (max === null || t.signOn > max) ? t.signOn : max),
    null,
  );
  const inMonth = begun.filter((t) => t.signOff === null || t.signOff >= from);
  const parts = paidDays(inMonth, month, policy) as { tour: PaidTour; days: number[] }[];
  const final = inMonth.some(
    (t) =>
      t.signOn === lastSignOn && t.actualSignOff !== null && t.actualSignOff >= from && t.actualSignOff <= to,
  );
  return { parts, days: parts.reduce((n, p) => n + p.days.length, 0), final, policy };
}

/** The days of `month` seafarer `crewMemberId` is paid for (paidInMonth of their counted tours). */
export async function daysAboardInMonth(
  db: DbOrTx,
  today: string,
  crewMemberId: string,
  month: string,
  policy?: WagePolicy,
) {
  const pol = policy ?? (await wagePolicy(db));
  const tours = await countedTours(db, today, [crewMemberId], month);
  return paidInMonth(tours.get(crewMemberId) ?? [], month, pol);
}

/** The seafarers (ids) with a tour on `vesselId` touching `month` (sign-off day included, as the policy
 * may pay it): the candidates of the vessel's portage bill, each then paid by paidInMonth. */
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
