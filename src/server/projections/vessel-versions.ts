// The per-vessel version projections (vessel_manning_versions, vessel_compliance_versions): a change counter
// per vessel that a memo keys its rows by, moved by statement triggers in the writing statement's
// transaction. What the two share is declared here once: the bump SQL their triggers run, the vessels a
// statement on the tours moves, and the projection itself (its one table, its recount and drift check, and
// the recount on install); each module says only what moves its versions (its DDL) and which vessels have one.
import { sql } from "drizzle-orm";
import { columnOfRows, driftOf, type Projection, perEvent, triggerFunction } from "./types";

/** The trigger SQL moving `table`'s versions (vessel_id, version), a per-vessel change counter: each firing
 * one upsert, in vessel id order (two writers never wait for each other in a cycle); vessels gone (a
 * vessel's delete cascading to its tours) are skipped. */
export function versionBumps(table: string) {
  /** The upsert moving the versions of the vessels `vessels` (a query of vessel_id) selects. */
  const bump = (vessels: string) => `INSERT INTO ${table} AS m (vessel_id, version)
      SELECT DISTINCT x.vessel_id, 1 FROM (${vessels}) x JOIN vessels v ON v.id = x.vessel_id ORDER BY 1
      ON CONFLICT (vessel_id) DO UPDATE SET version = m.version + 1;`;
  return {
    /** A statement trigger function `fn()` moving, per event, the versions of the vessels the query for the
     * event's transition tables selects (perEvent). */
    bumpPerEvent: (fn: string, vessels: (rows: readonly string[]) => string) =>
      perEvent(fn, (rows) => bump(vessels(rows))),
    /** A trigger function `fn()` moving the versions of the vessels `vessels` selects. */
    bumping: (fn: string, vessels: string) =>
      triggerFunction(
        fn,
        `BEGIN
  ${bump(vessels)}`,
      ),
  };
}

/** The vessels of the tours (alias t) of the seafarers `crew` (a query of crew ids) selects; with `which`
 * (a condition on t), of those tours only. */
export const toursOfCrew = (crew: string, which?: string) =>
  `SELECT t.vessel_id FROM tours t WHERE t.crew_member_id IN (${crew})${which ? ` AND ${which}` : ""}`;

/** The vessels a statement on the tours moves (its transition tables `rows`): its tours' own, before and
 * after, and those of every tour of its seafarers (`which` of them, all when absent) whose sign-off can be
 * their next tour on any vessel (manning/tours.ts signOffSql: an open assignment ends when the next tour
 * begins). */
export const vesselsOfToursStatement = (rows: readonly string[], which?: string) =>
  `${toursOfCrew(columnOfRows(rows, "crew_member_id"), which)} UNION ${columnOfRows(rows, "vessel_id")}`;

/** A per-vessel change counter (`table`: vessel_id, version) kept for the vessels `versioned` (a query of
 * vessel_id) selects: its recount is not a number, so the repair moves every such vessel's version (and
 * every kept one) past any value it had, and its drift is a versioned vessel without a positive version. */
function vesselVersions(table: string, versioned: string): Pick<Projection, "recount" | "drift"> {
  return {
    async recount(tx) {
      await tx.execute(
        sql.raw(`
      INSERT INTO ${table} AS m (vessel_id, version)
      SELECT v.id, (SELECT coalesce(max(version), 0) + 1 FROM ${table})
        FROM vessels v WHERE v.id IN (${versioned}) OR v.id IN (SELECT vessel_id FROM ${table})
       ORDER BY 1
      ON CONFLICT (vessel_id) DO UPDATE SET version = m.version + 1`),
      );
    },
    drift: (db) =>
      driftOf(
        db,
        table,
        `SELECT m.vessel_id::text AS key, 'versioned' AS value FROM ${table} m
        WHERE m.version > 0 AND m.vessel_id IN (${versioned})`,
        `SELECT v.id::text AS key, 'versioned' AS value FROM vessels v WHERE v.id IN (${versioned})`,
      ),
  };
}

/** A per-vessel version projection named as its one table `table` (vessel_id, version): the vessels
 * `versioned` selects each have a positive version, moved by the triggers `ddl` installs. Installing changed
 * triggers also recounts, so every version moves on (what the old triggers missed is not reused). */
export function vesselVersionsProjection(
  decl: Pick<Projection, "keeps" | "sources" | "services"> & {
    table: string;
    versioned: string;
    ddl: string[];
  },
): Projection {
  const { table, versioned, ...described } = decl;
  return {
    name: table,
    tables: [table],
    ...described,
    recountOnInstall: true,
    ...vesselVersions(table, versioned),
  };
}
