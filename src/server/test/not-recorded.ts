// The hours-of-rest summary's "not recorded" count the slow way, for tests: each active seafarer one by one,
// aboard by the per-seafarer rule (aboardVesselSql, modules/manning/tours.ts) and without a record of the
// day. The summary counts it in one pass over those aboard (aboardOnSql) joined to the day's records.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { queryRows } from "../db/rows";
import { aboardVesselSql } from "../modules/manning/tours";

/** Active seafarers aboard a vessel on `day` (the rule read as on that day) with no record for `day`. */
export async function notRecordedReference(db: Db, day: string): Promise<number> {
  const [{ n }] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from crew_members c
         where c.status = 'active' and ${aboardVesselSql(sql`c.id`, day)} is not null
           and not exists (select 1 from rest_hours_days d where d.crew_member_id = c.id and d.date = ${day}::date)`,
  );
  return n;
}
