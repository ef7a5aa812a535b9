// One seafarer's own time aboard ( their tours and crew changes open on board without a
// connection): GET /api/crew/{id}/tours, the tours (the one stored source) and the crew changes that name
// them, from a year back and everything ahead, newest first. A crew caller only for themselves (others 404).
import { sql } from "drizzle-orm";
import { addDays } from "../../../shared/dates";
import { MY_TOURS_PAST_DAYS, type TCrewTours, type TMyCrewChange, type TTour } from "../../../shared/tours";
import { queryRows } from "../../db/rows";
import { notFound } from "../../lib/app-error";
import { assertReach } from "../../lib/ownership";
import type { RequestCtx } from "../../lib/request-ctx";
import { tourColumns, toursSql } from "./tours";

export async function crewTours(
  { db, caller, today }: RequestCtx,
  crewMemberId: string,
): Promise<TCrewTours> {
  assertReach(caller, "crew:read", crewMemberId);
  const since = addDays(today, -MY_TOURS_PAST_DAYS);
  const [exists] = await queryRows<{ id: string }>(
    db,
    sql`select id from crew_members where id = ${crewMemberId}`,
    "crew_tours_member",
  );
  if (!exists) throw notFound("Crew member");
  const [tours, crewChanges] = await Promise.all([
    queryRows<TTour>(
      db,
      sql`select ${tourColumns}
            from ${toursSql(today, true)} t join vessels v on v.id = t.vessel_id
           where t.crew_member_id = ${crewMemberId} and (t.sign_off is null or t.sign_off >= ${since}::date)
           order by t.sign_on desc nulls last, t.id
           limit 50`,
      "crew_tours",
    ),
    queryRows<TMyCrewChange>(
      db,
      sql`select c.id, c.vessel_id as "vesselId", v.name as "vesselName", c.port, c.port_locode as "portLocode",
                 c.date::text as date, c.status, m.direction, m.rank, m.travel_notes as "travelNotes"
            from crew_change_members m
            join crew_changes c on c.id = m.crew_change_id
            join vessels v on v.id = c.vessel_id
           where m.crew_member_id = ${crewMemberId} and c.date >= ${since}::date
           order by c.date desc, c.id
           limit 50`,
      "crew_tours_changes",
    ),
  ]);
  return { tours, crewChanges };
}
