// The crew list's WHERE conditions and ORDER BY (GET /api/crew), written against crew_members as "c".
// Each filter and sort is served by an index (drizzle/0009_search_indexes.sql): name, rank, nationality
// and status sort on (column, last_name, first_name, id); rank, nationality and status filter on the
// same; the contract filter through contracts (crew_member_id, status).
import { type SQL, sql } from "drizzle-orm";
import type { TCrewListQuery } from "../../../shared/crew-list";
import { contracts, vessels } from "../../db/schema-fleet";
import type { Caller } from "../../lib/caller";
import { dueWithinSql } from "../../lib/expiry-sql";
import { ownedBy } from "../../lib/ownership";
import { likePattern, lowerLike } from "../../lib/search";
import { aboardOnSql, aboardVesselSql } from "../manning/tours";

/** What a caller may see of crew_members c (or of the rows whose crew member is `member`): `crew:read` on
 * their own record or on any (none: null). */
export function visibleTo(caller: Caller, member: SQL = sql`c.id`): SQL | null {
  return ownedBy(caller, "crew:read", member) ?? null;
}

export function crewListConditions(caller: Caller, query: TCrewListQuery, today: string): SQL[] {
  const conds: SQL[] = [];
  const own = visibleTo(caller);
  if (own) conds.push(own);
  if (query.q) {
    const p = likePattern(query.q);
    conds.push(
      sql`(${lowerLike(sql`c.name_lower`, p)} or ${lowerLike(sql`c.nationality_lower`, p)}
        or ${lowerLike(sql`c.rank_lower`, p)})`,
    );
  }
  if (query.vesselId === "none") conds.push(sql`${aboardVesselSql(sql`c.id`, today)} is null`);
  // a vessel's crew: aboard today by their tours (a rotation or the assignment), the one time-aboard source
  else if (query.vesselId) conds.push(sql`c.id in ${aboardOnSql(query.vesselId, today)}`);
  if (query.status) conds.push(sql`c.status = ${query.status}`);
  if (query.available) conds.push(sql`${aboardVesselSql(sql`c.id`, today)} is null and c.status = 'active'`);
  if (query.account === "none") conds.push(sql`c.user_id is null`);
  if (query.rank) conds.push(sql`c.rank = ${query.rank}`);
  if (query.nationality) conds.push(sql`c.nationality = ${query.nationality}`);
  if (query.contractEndsWithin !== undefined) {
    conds.push(
      sql`exists (select 1 from ${contracts} k where k.crew_member_id = c.id and k.status = 'active'
        and ${dueWithinSql(sql`k.end_date`, today, query.contractEndsWithin)})`,
    );
  }
  return conds;
}

const BY_NAME = sql`c.last_name, c.first_name, c.id`;

/** The first sort key of each column; ties are broken by name, then id. */
const sortKeys = (today: string): Record<TCrewListQuery["sort"], SQL | null> => ({
  name: null,
  rank: sql`c.rank`,
  nationality: sql`c.nationality`,
  status: sql`c.status`,
  // the vessel aboard today by the tours (the one "aboard" rule, manning/tours.ts)
  vessel: sql`(select v.name from ${vessels} v where v.id = ${aboardVesselSql(sql`c.id`, today)})`,
  contractEnd: sql`(select max(k.end_date) from ${contracts} k where k.crew_member_id = c.id and k.status = 'active')`,
});

/** ORDER BY for the list: the column in the direction asked (no vessel / no contract last), then name. */
export function crewListOrder(query: Pick<TCrewListQuery, "sort" | "dir">, today: string): SQL {
  const dir = sql.raw(query.dir === "desc" ? "desc" : "asc");
  const key = sortKeys(today)[query.sort];
  if (!key) return query.dir === "desc" ? sql`c.last_name desc, c.first_name desc, c.id desc` : BY_NAME;
  return sql`${key} ${dir} nulls last, ${BY_NAME}`;
}
