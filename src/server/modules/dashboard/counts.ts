// The fleet's figures read from the maintained counts (projections/fleet-counts.ts): each figure is a sum of
// fleet_counts buckets over a day range on its primary key, with the expiry-sql predicates the scans
// used applied to the bucket's day, so a cold read touches a few hundred small rows, never the tables.
import { type SQL, sql } from "drizzle-orm";
import type { TCrewListQuery } from "../../../shared/crew-list";
import { type ExpiryLadder, EXPIRY_WINDOW_DAYS as WINDOW } from "../../../shared/expiry";
import { CONTRACT_STATUSES, CREW_STATUSES, VESSEL_STATUSES } from "../../../shared/options";
import type { DbOrTx } from "../../db/client";
import { queryRows } from "../../db/rows";
import { beyondSql, dueWithinSql, expiredSql, expiringSql, levelSql, writtenDay } from "../../lib/expiry-sql";
import { KIND, UNDATED } from "../../projections/fleet-counts";

export interface StatsRow {
  total_crew: number;
  active_crew: number;
  active_crew_prev: number;
  total_vessels: number;
  active_vessels: number;
  active_vessels_prev: number;
  maintenance_vessels: number;
  in_port_vessels: number;
  total_contracts: number;
  total_contracts_prev: number;
  ending_contracts: number;
  ending_contracts_prev: number;
  expired_documents: number;
  expiring_documents: number;
  pending_documents_prev: number;
  compliant_crew: number;
}

/** A bucket's key date. */
export const DAY = sql`day`;

/** The sum of the buckets of `kinds` whose day meets `where` (an index range on (kind, day)). */
function total(kinds: string | readonly string[], where?: SQL, written = false): SQL {
  const value = (k: string) => (written ? writtenKind(k) : sql`${k}`);
  const kind =
    typeof kinds === "string"
      ? sql`kind = ${value(kinds)}`
      : sql`kind IN (${sql.join(kinds.map(value), sql`, `)})`;
  return sql`(SELECT coalesce(sum(n), 0)::int FROM fleet_counts WHERE ${kind}${where ? sql` AND ${where}` : sql``})`;
}

/**
 * A bucket's kind written into the statement, for a kind the code names (a KIND and a status of the
 * schema's enums, never a value from a request): a kind as a parameter is estimated at hundreds of
 * buckets in a generic plan, which then looks dearer than planning every call (see lib/paging.ts pageSql).
 */
function writtenKind(kind: string): SQL {
  if (!/^[a-z_]+(:[a-zA-Z_-]+)?$/.test(kind)) throw new Error(`not a kind the code names: ${kind}`);
  return sql.raw(`'${kind}'`);
}

const allCrew = CREW_STATUSES.map((s) => `${KIND.crew}${s}`);
const allVessels = VESSEL_STATUSES.map((s) => `${KIND.vessel}${s}`);

/**
 * The fleet's figures as of `asOf`, and as of `since` for the trends (the dashboard as of today against
 * the previous month; the overview report as of its range's end). "Before since" for crew and vessels is
 * created_at < since (bucketed by creation day), for contracts start_date < since; the "as of since"
 * pending figures are the keys greatest(start/issue + 1, end/expiry - window) <= since. Every value is
 * written into the statement (the kinds, both days, the windows), so a connection plans it once a day
 * (writtenDay): with the kinds and days as parameters it was planned at every call, ~1.9 ms of a 2.5 ms
 * round trip.
 */
export async function fleetFigures(db: DbOrTx, asOf: string, since: string): Promise<StatsRow> {
  const day = writtenDay(asOf);
  const before = sql`${DAY} < ${writtenDay(since)}`;
  const asOfSince = sql`${DAY} <= ${writtenDay(since)}`;
  const sum = (kinds: string | readonly string[], where?: SQL) => total(kinds, where, true);
  const [r] = await queryRows<StatsRow>(
    db,
    sql`SELECT
      ${sum(allCrew)} AS total_crew,
      ${sum(`${KIND.crew}active`)} AS active_crew,
      ${sum(`${KIND.crew}active`, before)} AS active_crew_prev,
      ${sum(allVessels)} AS total_vessels,
      ${sum(`${KIND.vessel}active`)} AS active_vessels,
      ${sum(`${KIND.vessel}active`, before)} AS active_vessels_prev,
      ${sum(`${KIND.vessel}maintenance`)} AS maintenance_vessels,
      ${sum(`${KIND.vessel}in-port`)} AS in_port_vessels,
      ${sum(KIND.contract)} AS total_contracts,
      ${sum(KIND.contract, before)} AS total_contracts_prev,
      ${sum(KIND.contractEnd, dueWithinSql(DAY, day, WINDOW))} AS ending_contracts,
      ${sum(KIND.contractEndPrev, asOfSince)} AS ending_contracts_prev,
      ${sum(KIND.document, expiredSql(DAY, day))} AS expired_documents,
      ${sum(KIND.document, expiringSql(DAY, day, WINDOW))} AS expiring_documents,
      ${sum(KIND.documentPrev, asOfSince)} AS pending_documents_prev,
      ${sum(KIND.compliant, beyondSql(DAY, day, WINDOW))} AS compliant_crew`,
    "fleet_figures",
  );
  return r;
}

/**
 * Current documents (of everyone) whose expiry day meets `where` (on DAY), or all of them: the documents
 * list's total for the office when it is filtered by status at most, without counting 50,000 rows.
 */
export async function currentDocumentTotal(db: DbOrTx, where?: SQL): Promise<number> {
  const [r] = await queryRows<{ n: number }>(
    db,
    sql`SELECT ${total(KIND.document, where)} AS n`,
    "current_documents",
  );
  return r.n;
}

/**
 * The crew list's total read from the kept counts, as a scalar subquery, when the list's only filter is
 * one the counts are kept by (none, or one status, rank or nationality) and the caller sees every seafarer:
 * no count over the crew table (10,000 rows on the large fleet). null: the list counts its matches.
 */
export function keptCrewTotalSql(
  q: Pick<
    TCrewListQuery,
    "q" | "vesselId" | "available" | "account" | "contractEndsWithin" | "status" | "rank" | "nationality"
  >,
): SQL | null {
  if (q.q || q.vesselId || q.available || q.account || q.contractEndsWithin !== undefined) return null;
  const kept = [
    q.status && `${KIND.crew}${q.status}`,
    q.rank && `${KIND.rank}${q.rank}`,
    q.nationality && `${KIND.nationality}${q.nationality}`,
  ].filter((k): k is string => Boolean(k));
  if (kept.length > 1) return null;
  // all crew or one status: kinds the code names, written into the statement; a rank or a nationality
  // comes from the request and stays a parameter
  return q.rank || q.nationality ? total(kept[0]) : total(kept.length ? kept[0] : allCrew, undefined, true);
}

/** Current documents due within `days` of `today` (passed ones included), per level of the ladder. */
export async function documentLevelCounts<L extends string>(
  db: DbOrTx,
  ladder: ExpiryLadder<L>,
  today: string,
  days: number,
): Promise<{ level: L; n: number }[]> {
  return queryRows<{ level: L; n: number }>(
    db,
    documentLevelCountsSql(ladder, today, days),
    "document_levels",
  );
}

/** documentLevelCounts' statement, for a caller that reads it beside others in one statement. */
export function documentLevelCountsSql<L extends string>(
  ladder: ExpiryLadder<L>,
  today: string,
  days: number,
) {
  return sql`SELECT ${levelSql(ladder, DAY, today)} AS level, sum(n)::int AS n FROM fleet_counts
        WHERE kind = ${KIND.document} AND ${dueWithinSql(DAY, today, days)} GROUP BY 1 HAVING sum(n) <> 0`;
}

/** Crew per status, most first (ties by status), statuses without crew left out. */
export async function crewStatusCounts(db: DbOrTx): Promise<{ status: string; count: number }[]> {
  return queryRows<{ status: string; count: number }>(
    db,
    sql`SELECT substr(kind, ${KIND.crew.length + 1}::int) AS status, sum(n)::int AS count FROM fleet_counts
        WHERE kind IN (${sql.join(
          allCrew.map((k) => sql`${k}`),
          sql`, `,
        )})
        GROUP BY 1 HAVING sum(n) > 0 ORDER BY 2 DESC, 1`,
    "crew_status_counts",
  );
}

/** The crew analysis report's totals (crew by status, contracts by status) and what began in [from, to]. */
export async function crewAndContractCounts(db: DbOrTx, from: string, to: string) {
  const inRange = sql`${DAY} BETWEEN ${from}::date AND ${to}::date`;
  const contract = (s: string) => `${KIND.contractBy}${s}`;
  const [r] = await queryRows<Record<string, number>>(
    db,
    sql`SELECT
      ${total(allCrew)} AS crew_total,
      ${total(`${KIND.crew}active`)} AS crew_active,
      ${total(`${KIND.crew}onLeave`)} AS crew_on_leave,
      ${total(`${KIND.crew}inactive`)} AS crew_inactive,
      ${total(allCrew, sql`${DAY} >= ${from}::date`)} AS crew_added,
      ${total(CONTRACT_STATUSES.map(contract))} AS k_total,
      ${total(contract("active"))} AS k_active,
      ${total(contract("completed"))} AS k_completed,
      ${total(contract("terminated"))} AS k_terminated,
      ${total(CONTRACT_STATUSES.map(contract), inRange)} AS r_total,
      ${total(contract("active"), inRange)} AS r_active,
      ${total(contract("completed"), inRange)} AS r_completed,
      ${total(contract("terminated"), inRange)} AS r_terminated`,
    "crew_contract_counts",
  );
  return r;
}

/** The ten nationalities and the ten ranks with most crew (most first, ties by name). */
export async function crewBreakdowns(db: DbOrTx) {
  const rows = await queryRows<{ prefix: string; label: string; count: number }>(
    db,
    sql`SELECT prefix, label, count FROM (
          SELECT prefix, label, count, row_number() OVER (PARTITION BY prefix ORDER BY count DESC, label) AS i
            FROM (SELECT split_part(kind, ':', 1) || ':' AS prefix, substr(kind, strpos(kind, ':') + 1) AS label,
                         sum(n)::int AS count
                    FROM fleet_counts WHERE day = ${sql.raw(UNDATED)} GROUP BY 1, 2 HAVING sum(n) > 0) x) y
         WHERE i <= 10 ORDER BY prefix, i`,
    "crew_breakdowns",
  );
  const of = (prefix: string) =>
    rows.filter((r) => r.prefix === prefix).map(({ label, count }) => ({ label, count }));
  return { nationalities: of(KIND.nationality), ranks: of(KIND.rank) };
}
