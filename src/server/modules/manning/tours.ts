// THE time-aboard source (issue 20 item 2, this round): every reader of "who is aboard which vessel in
// which rank, from when to when" (manning gaps, crew changes) reads the tours derived here, and nowhere
// else. A tour is
//   1. a rotation that is not cancelled, of any type (as the rotations' overlap check treats them): on its
//      vessel from join_date (sign-on) to leave_date (sign-off; null: open), in the rotation's rank when
//      it has one (a crew change signing on a promotion) else the member's rank;
//   2. a crew member's current vessel (crew_members.current_vessel_id, the spec's assignment) when no
//      rotation on that vessel covers today: aboard since before the records start (sign-on unknown)
//      until the end of the active contract (if not already over), else open.
// The day boundary (sign-on counted, sign-off not) is src/shared/manning.ts's. A tours table that the
// rotations and the assignment write through is the next step (issue 20 item 2); this query is where
// that table replaces the derivation.
import { inArray, type SQL, sql } from "drizzle-orm";
import type { ManningTour } from "../../../shared/manning";
import type { DbOrTx } from "../../db/client";
import { queryRows } from "../../db/rows";

export interface TourRow extends ManningTour {
  crewMemberId: string;
  vesselId: string;
  /** The rotation the tour comes from; null for an assignment without one. */
  rotationId: string | null;
}

/** The tours as a subquery (crew_member_id, vessel_id, rank, sign_on, sign_off, rotation_id, and the
 * seafarer's first_name and last_name, so a reader that shows names needs no second join of the crew). */
export function toursSql(today: string): SQL {
  return sql`(
    select r.crew_member_id, r.vessel_id, coalesce(r.rank, cm.rank) as rank,
           r.join_date as sign_on, r.leave_date as sign_off, r.id as rotation_id, cm.first_name, cm.last_name
      from rotations r join crew_members cm on cm.id = r.crew_member_id
     where r.status <> 'cancelled'
    union all
    select cm.id, cm.current_vessel_id, cm.rank, null::date, k.end_date, null::uuid, cm.first_name, cm.last_name
      from crew_members cm
      left join lateral (
        select max(c.end_date) as end_date from contracts c
         where c.crew_member_id = cm.id and c.status = 'active' and c.end_date >= ${today}::date) k on true
     where cm.current_vessel_id is not null
       and not exists (
         select 1 from rotations r
          where r.crew_member_id = cm.id and r.vessel_id = cm.current_vessel_id and r.status <> 'cancelled'
            and r.join_date <= ${today}::date and (r.leave_date is null or r.leave_date > ${today}::date))
  )`;
}

interface Range {
  from: string;
  to: string;
  /** One vessel; all vessels when absent. */
  vesselId?: string;
  /** These crew members' tours only. */
  crewMemberIds?: string[];
}

/** The tours touching [from, to] by the day boundary, in one query (vessel or member narrowed by index). */
export async function toursIn(db: DbOrTx, today: string, range: Range): Promise<TourRow[]> {
  const where = [
    sql`(t.sign_on is null or t.sign_on <= ${range.to}::date)`,
    sql`(t.sign_off is null or t.sign_off > ${range.from}::date)`,
    range.vesselId ? sql`t.vessel_id = ${range.vesselId}` : undefined,
    range.crewMemberIds ? inArray(sql`t.crew_member_id`, range.crewMemberIds) : undefined,
  ].filter((x): x is SQL => x !== undefined);
  return queryRows<TourRow>(
    db,
    sql`select t.crew_member_id as "crewMemberId", t.vessel_id as "vesselId", t.rank,
               t.sign_on::text as "signOn", t.sign_off::text as "signOff", t.rotation_id as "rotationId"
          from ${toursSql(today)} t
         where ${sql.join(where, sql` and `)}`,
    "tours_in",
  );
}
