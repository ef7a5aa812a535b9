// The fleet counts projection: fleet-wide counts maintained in the writing transaction; statement-level triggers on vessels,
// crew_members, contracts and documents add each statement's change to fleet_counts (kind, day, n), so
// the dashboard, the overview report and the alert summary read a few hundred rows on the primary key
// instead of scanning 50,000 documents when the read cache is cold.
//
// Why per-day buckets: most figures are relative to today (expired, expiring within 30 days, a severity
// band), so a count kept at write time would go stale at midnight. Each row counts what has one key date
// (a document's expiry, a contract's end, a crew member's creation day); a figure is a sum over a day
// range decided at read time with the same expiry-sql predicates the scans used. The two "as of the trend
// date S" figures need two dates at once (issued before S and due within the window of S); both are one
// inequality on one key, greatest(issue + 1, expiry - window) <= S, so they are buckets too.
// Compliance (active, has current documents, the earliest expires beyond the window) is per crew member:
// crew_compliance holds each compliant-candidate's earliest expiry, refreshed at commit for the members the
// transaction touched (fleet_counts_pending, a deferred trigger), and its rows are the "compliant" buckets.
//
// Why triggers rather than service code: every path that changes a count is covered in the same
// transaction, including the ones no service sees (FK cascades when a crew member is deleted, SET NULL
// when a renewal is deleted, renewals superseding, the seeds' bulk inserts, tests' factories). Statement
// level with transition tables: a bulk insert of 5,000 rows is one grouped upsert, not 5,000.
// The trigger functions are written here, not in a migration, because two keys hold the expiry window
// (EXPIRY_WINDOW_DAYS from src/shared/expiry.ts): installProjections (projections/registry.ts, run after
// the migrations) replaces them whenever their text
// changes, and then recounts everything from the tables (the backfill).
import { sql } from "drizzle-orm";
import { EXPIRY_WINDOW_DAYS } from "../../shared/expiry";
import type { DbOrTx } from "../db/client";
import { type DriftRow, driftOf, type Projection } from "./types";

const W = EXPIRY_WINDOW_DAYS;
if (!Number.isInteger(W)) throw new Error("EXPIRY_WINDOW_DAYS must be a whole number of days");

/** The kinds counted, each with the date it is keyed by. */
export const KIND = {
  /** crew:<status>, vessel:<status>: by creation day. */
  crew: "crew:",
  vessel: "vessel:",
  /** Every contract, by start date; contract:<status>, the same by status. */
  contract: "contract",
  contractBy: "contract:",
  /** Active contracts by end date. */
  contractEnd: "contract_end",
  /** Active contracts by greatest(start + 1, end - window): started before S and due by S + window. */
  contractEndPrev: "contract_end_prev",
  /** Current documents by expiry date. */
  document: "document",
  /** Current documents by greatest(issue + 1, expiry - window): issued before S and due by S + window. */
  documentPrev: "document_prev",
  /** Active crew with current documents, by their earliest expiry. */
  compliant: "compliant",
  /** crew_nationality:<nationality>, crew_rank:<rank>: every crew member, undated (UNDATED). */
  nationality: "crew_nationality:",
  rank: "crew_rank:",
} as const;

/** The day of the kinds that count without a date (a breakdown by nationality or rank). */
export const UNDATED = "DATE '1970-01-01'";

type Rows = string;
/** What each table's rows add, one (kind, day) per row and count: `r` is the table or a transition table. */
const CONTRIBUTIONS: Record<"vessels" | "crew_members" | "contracts" | "documents", (r: Rows) => string> = {
  vessels: (r) => `SELECT '${KIND.vessel}' || status AS kind, created_at::date AS day FROM ${r}`,
  crew_members: (r) => `SELECT '${KIND.crew}' || status AS kind, created_at::date AS day FROM ${r}
    UNION ALL SELECT '${KIND.nationality}' || nationality, ${UNDATED} FROM ${r}
    UNION ALL SELECT '${KIND.rank}' || rank, ${UNDATED} FROM ${r}`,
  contracts: (r) => `
    SELECT '${KIND.contract}' AS kind, start_date AS day FROM ${r}
    UNION ALL SELECT '${KIND.contractBy}' || status, start_date FROM ${r}
    UNION ALL SELECT '${KIND.contractEnd}', end_date FROM ${r} WHERE status = 'active'
    UNION ALL SELECT '${KIND.contractEndPrev}', greatest(start_date + 1, end_date - ${W}) FROM ${r}
     WHERE status = 'active'`,
  documents: (r) => `
    SELECT '${KIND.document}' AS kind, expiry_date AS day FROM ${r} WHERE superseded_by_id IS NULL
    UNION ALL SELECT '${KIND.documentPrev}', greatest(issue_date + 1, expiry_date - ${W}) FROM ${r}
     WHERE superseded_by_id IS NULL`,
};
type Table = keyof typeof CONTRIBUTIONS;

/** Adds the grouped deltas of `source` (kind, day, n) to the buckets, in key order (no lock cycles). */
const addDeltas = (source: string) => `
  INSERT INTO fleet_counts (kind, day, n)
  SELECT kind, day, sum(n)::int FROM (${source}) x GROUP BY kind, day HAVING sum(n) <> 0 ORDER BY kind, day
  ON CONFLICT (kind, day) DO UPDATE SET n = fleet_counts.n + excluded.n;`;

/** The earliest current expiry of each active member among `ids` who holds a current document. */
const desiredCompliance = (where: string) => `
  SELECT d.crew_member_id AS id, min(d.expiry_date) AS day
    FROM documents d JOIN crew_members cm ON cm.id = d.crew_member_id
   WHERE ${where} AND d.superseded_by_id IS NULL AND cm.status = 'active'
   GROUP BY d.crew_member_id`;

/** Advisory lock space and slots of the compliance refresh (migrate.ts holds 727_001 and 727_002). */
const LOCK_SPACE = 727_003;
const LOCK_SLOTS = 1024;

/**
 * Re-derives the compliance row of the members `ids` and moves their "compliant" bucket. It runs at
 * commit (fleet_counts_settle, a deferred trigger), after every row lock the transaction takes, under an
 * advisory lock per member (hashed into 1,024 slots, taken in order): two transactions touching one
 * member's documents take turns and the second reads what the first committed, and no transaction waits
 * for the lock while holding a row another one needs (a row lock on the member would deadlock a renewal
 * against an edit of the same document).
 */
const REFRESH_COMPLIANCE = `
CREATE OR REPLACE FUNCTION fleet_counts_refresh_compliance(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock(${LOCK_SPACE}, slot)
     FROM (SELECT DISTINCT hashtext(x::text) & ${LOCK_SLOTS - 1} AS slot FROM unnest(ids) x ORDER BY 1) t;
  WITH desired AS (${desiredCompliance("d.crew_member_id = ANY(ids)")}
  ), changes AS (
    SELECT coalesce(s.crew_member_id, w.id) AS id, s.day AS old_day, w.day AS new_day
      FROM (SELECT crew_member_id, day FROM crew_compliance WHERE crew_member_id = ANY(ids)) s
      FULL JOIN desired w ON w.id = s.crew_member_id
     WHERE s.day IS DISTINCT FROM w.day
  ), gone AS (
    DELETE FROM crew_compliance c USING changes x WHERE c.crew_member_id = x.id AND x.new_day IS NULL
  ), kept AS (
    INSERT INTO crew_compliance (crew_member_id, day) SELECT id, new_day FROM changes WHERE new_day IS NOT NULL
    ON CONFLICT (crew_member_id) DO UPDATE SET day = excluded.day
  )
  INSERT INTO fleet_counts (kind, day, n)
  SELECT '${KIND.compliant}', day, sum(n)::int FROM (
    SELECT old_day AS day, -1 AS n FROM changes WHERE old_day IS NOT NULL
    UNION ALL SELECT new_day, 1 FROM changes WHERE new_day IS NOT NULL
  ) x GROUP BY day HAVING sum(n) <> 0 ORDER BY day
  ON CONFLICT (kind, day) DO UPDATE SET n = fleet_counts.n + excluded.n;
END $$;`;

const OPS = { insert: ["new_rows"], update: ["new_rows", "old_rows"], delete: ["old_rows"] } as const;
type Op = keyof typeof OPS;

/** The members whose compliance a statement on `table` may change. */
function touchedCrew(table: Table, op: Op): string | null {
  if (table === "documents") return OPS[op].map((r) => `SELECT crew_member_id FROM ${r}`).join(" UNION ");
  if (table !== "crew_members" || op === "insert") return null; // a new member holds no documents yet
  if (op === "delete") return "SELECT id FROM old_rows";
  return "SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.status IS DISTINCT FROM o.status";
}

function triggerDdl(table: Table, op: Op): string[] {
  const name = `fleet_counts_${table}_${op}`;
  const parts = OPS[op].map((r) => {
    const sign = r === "new_rows" ? 1 : -1;
    return `SELECT kind, day, ${sign} AS n FROM (${CONTRIBUTIONS[table](r)}) c`;
  });
  const crew = touchedCrew(table, op);
  const refresh = crew
    ? `INSERT INTO fleet_counts_pending (tx, crew_member_id) SELECT DISTINCT txid_current(), x FROM (${crew}) t(x)
        ON CONFLICT DO NOTHING;`
    : "";
  const transition = OPS[op].map((r) => `${r === "new_rows" ? "NEW" : "OLD"} TABLE AS ${r}`).join(" ");
  return [
    `CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  ${refresh}
  ${addDeltas(parts.join(" UNION ALL "))}
  RETURN NULL;
END $$;`,
    `DROP TRIGGER IF EXISTS ${name} ON ${table};`,
    `CREATE TRIGGER ${name} AFTER ${op.toUpperCase()} ON ${table} REFERENCING ${transition}
  FOR EACH STATEMENT EXECUTE FUNCTION ${name}();`,
  ];
}

const TABLES = Object.keys(CONTRIBUTIONS) as Table[];
const OPS_ALL: Op[] = ["insert", "update", "delete"];
/** At commit: the members the transaction's statements touched, refreshed once (the first row's firing
 * takes them all; the others find none left). */
const SETTLE = [
  `CREATE OR REPLACE FUNCTION fleet_counts_settle() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids uuid[];
BEGIN
  WITH gone AS (DELETE FROM fleet_counts_pending WHERE tx = txid_current() RETURNING crew_member_id)
  SELECT array_agg(crew_member_id) INTO ids FROM gone;
  PERFORM fleet_counts_refresh_compliance(ids);
  RETURN NULL;
END $$;`,
  "DROP TRIGGER IF EXISTS fleet_counts_settle ON fleet_counts_pending;",
  `CREATE CONSTRAINT TRIGGER fleet_counts_settle AFTER INSERT ON fleet_counts_pending
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION fleet_counts_settle();`,
];
const DDL: string[] = [
  REFRESH_COMPLIANCE,
  ...SETTLE,
  ...TABLES.flatMap((t) => OPS_ALL.flatMap((op) => triggerDdl(t, op))),
];

/** Rebuilds every bucket and compliance row from the tables (the backfill; after a trigger change). */
export async function recountFleetCounts(db: DbOrTx): Promise<void> {
  await db.execute(sql.raw("DELETE FROM fleet_counts"));
  await db.execute(sql.raw("DELETE FROM crew_compliance"));
  const all = TABLES.map((t) => `SELECT kind, day, 1 AS n FROM (${CONTRIBUTIONS[t](t)}) c`).join(
    " UNION ALL ",
  );
  await db.execute(sql.raw(addDeltas(all)));
  await db.execute(sql.raw(`INSERT INTO crew_compliance (crew_member_id, day) ${desiredCompliance("true")}`));
  await db.execute(
    sql.raw(addDeltas(`SELECT '${KIND.compliant}' AS kind, day, 1 AS n FROM crew_compliance`)),
  );
}

/** The buckets and compliance rows that differ from a recount from the tables: none when the triggers
 * kept up (the seeds' tests and npm run check:projections). */
export async function fleetCountsDrift(db: DbOrTx): Promise<DriftRow[]> {
  const all = TABLES.map((t) => `SELECT kind, day FROM (${CONTRIBUTIONS[t](t)}) c`).join(" UNION ALL ");
  const compliant = `SELECT '${KIND.compliant}' AS kind, day FROM (${desiredCompliance("true")}) c`;
  const buckets = await driftOf(
    db,
    "fleet_counts",
    "SELECT kind || '|' || day AS key, n::text AS value FROM fleet_counts WHERE n <> 0",
    `SELECT kind || '|' || day AS key, count(*)::text AS value FROM (${all} UNION ALL ${compliant}) x
      GROUP BY kind, day`,
  );
  const members = await driftOf(
    db,
    "crew_compliance",
    "SELECT crew_member_id::text AS key, day::text AS value FROM crew_compliance",
    `SELECT id::text AS key, day::text AS value FROM (${desiredCompliance("true")}) c`,
  );
  return [...buckets, ...members];
}

export const fleetCounts: Projection = {
  name: "fleet_counts",
  tables: ["fleet_counts", "crew_compliance", "fleet_counts_pending"],
  keeps:
    "per-day counts of vessels, crew, contracts, current documents and compliant crew (dashboard, overview report, alert summary)",
  sources: {
    vessels: ["status", "created_at"],
    crew_members: ["status", "nationality", "rank", "created_at"],
    contracts: ["status", "start_date", "end_date"],
    documents: ["crew_member_id", "issue_date", "expiry_date", "superseded_by_id"],
  },
  services: ["vessels", "crew", "contracts", "documents", "document-submissions", "imports"],
  ddl: DDL,
  recountOnInstall: true,
  recount: recountFleetCounts,
  drift: fleetCountsDrift,
};
