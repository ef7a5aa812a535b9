// Whom the compliance figures are about, on a day: the tours (manning/tours.ts, the one time-aboard reader).
// aboard: a tour covering the day; planned to join: a tour on the vessel starting after the day, of a
// seafarer not aboard it that day (their earliest such sign-on, in that tour's rank). The Compliance Matrix
// and the compliance rates (dashboard, overview report) read these; the tours' state, once stored, narrows
// them here and only here (TOUR_AT and TOUR_AHEAD).
import { type SQL, sql } from "drizzle-orm";
import { toursSql } from "../manning/tours";

/** A tour (alias `a` of toursSql) counting on `day`. */
const TOUR_AT = (day: string, a = sql.raw("t")) =>
  sql`(${a}.sign_on is null or ${a}.sign_on <= ${day}::date) and (${a}.sign_off is null or ${a}.sign_off > ${day}::date)`;
/** A tour (alias `t`) starting after `day`. */
const TOUR_AHEAD = (day: string) => sql`t.sign_on > ${day}::date`;

/** (crew_member_id, vessel_id, rank, placement 'aboard' | 'planned', join_date, unconfirmed: aboard by a
 * planned join past its day, "sign-on not confirmed") on `day`, one row per seafarer and vessel and
 * placement; one vessel's when `vesselId` is given. */
export function placementsSql(day: string, vesselId?: SQL | string, plannedToo = true): SQL {
  const onVessel = vesselId ? sql` and t.vessel_id = ${vesselId}` : sql``;
  const aboard = sql`select t.crew_member_id, t.vessel_id,
           (array_agg(t.rank order by t.sign_on desc nulls last))[1] as rank,
           'aboard'::text as placement, null::date as join_date, bool_or(t.unconfirmed) as unconfirmed
      from ${toursSql(day)} t where ${TOUR_AT(day)}${onVessel}
     group by t.crew_member_id, t.vessel_id`;
  if (!plannedToo) return sql`(${aboard})`;
  return sql`(${aboard}
    union all
    select t.crew_member_id, t.vessel_id, (array_agg(t.rank order by t.sign_on))[1], 'planned', min(t.sign_on),
           false
      from ${toursSql(day)} t where ${TOUR_AHEAD(day)}${onVessel}
       and not exists (select 1 from ${toursSql(day)} a
                        where a.crew_member_id = t.crew_member_id and a.vessel_id = t.vessel_id
                          and ${TOUR_AT(day, sql.raw("a"))})
     group by t.crew_member_id, t.vessel_id)`;
}
