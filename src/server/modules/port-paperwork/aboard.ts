// Who is on a vessel's crew list on a date, at arrival or departure: THE reader of the tours for the port
// paperwork (crew list, crew's effects, inspection pack). The list's day is src/shared/port-paperwork.ts's
// crewListDay (departure: aboard on the date, after its sign-offs and sign-ons; arrival: aboard the day
// before); a tour counts on a day by the tours' boundary (manning/tours.ts, sign-on counted, sign-off not).
import { sql } from "drizzle-orm";
import { type CrewListKind, crewListDay } from "../../../shared/port-paperwork";
import type { DbOrTx } from "../../db/client";
import { queryRows } from "../../db/rows";
import { toursSql } from "../manning/tours";

export interface OnList {
  crewMemberId: string;
  /** The rank of the tour that puts them aboard. */
  rank: string;
}

/** The seafarers on `vesselId`'s list of `date` at `kind` (one row each; the latest-joined tour's rank). */
export async function crewOnList(
  db: DbOrTx,
  today: string,
  vesselId: string,
  date: string,
  kind: CrewListKind,
): Promise<OnList[]> {
  const day = crewListDay(date, kind);
  return queryRows<OnList>(
    db,
    sql`select distinct on (t.crew_member_id) t.crew_member_id as "crewMemberId", t.rank
          from ${toursSql(today)} t
         where t.vessel_id = ${vesselId}
           and (t.sign_on is null or t.sign_on <= ${day}::date)
           and (t.sign_off is null or t.sign_off > ${day}::date)
         order by t.crew_member_id, t.sign_on desc nulls last`,
    "port_paperwork_crew_on_list",
  );
}
