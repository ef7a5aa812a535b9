// The missing certificates projection (crew_missing_certificates): for every tour of every seafarer that is
// not cancelled (the tours projection, projections/tours.ts: the one stored answer to who is aboard where,
// in which rank, from when), keyed by its sign-on (join_date; NULL: aboard since before the records start)
// × each certificate type the tour's rank needs on its vessel that no current document holds: the one
// definition of src/shared/required-certificates.ts, its SQL from lib/required-certificates-sql.ts (the flag
// endorsement judged against the current CoCs). The rows hold no "today": which tours count (aboard on the
// day, or joining within the window) is the readers' choice by THE aboard rule (alerts/missing.ts joins
// the rows back to the tours read through modules/manning/tours.ts), so a planned join past its day counts
// aboard there as everywhere else. The projection's rule is missing_certificates_of(crew); the alerts list,
// the dashboard count and the digest read the table, which the triggers (on tours, documents, vessels'
// type and flag, the requirements) keep equal to the function for every crew member
// (alerts/missing-maintained.test.ts checks it after random writes on both engines).
// Beside it, crew_weakest_certificates: per seafarer × vessel × rank of those tours, the held-until date of
// the weakest required certificate (NULL: one missing; no row: nothing required), refreshed with the missing
// rows from one reading of the requirements (store_required_held). Rule 4 ("compliant": nothing required
// missing or expired) reads only the weakest, since a date expired on a day leaves every earlier date
// expired too: the fleet's compliance rate counts it (compliance/service.ts fleetCompliance;
// compliance/fleet-compliance.test.ts checks it equals the matrices' aboard rows on both engines).
// refresh_missing_certificates locks the members' crew_members rows first (in id order), so two
// transactions writing for the same member refresh one after the other, each reading what the other
// committed. A bulk load (the large seed) sets crew_fleet.missing_deferred = 'on' locally and calls
// rebuild_missing_certificates() once it has analyzed the tables. A change of the rule: change
// missing_certificates_of here; the install replaces it and rebuilds (recountOnInstall).
import { sql } from "drizzle-orm";
import { requiredCertificatesText } from "../lib/required-certificates-sql";
import { columnOfRows, driftOf, type Projection, perEvent, statementTriggers } from "./types";

/** Refreshes the rows of the seafarers `crew` (a query of crew_member_id) selects, each once. */
const refresh = (crew: string) =>
  `PERFORM refresh_missing_certificates(ARRAY(SELECT DISTINCT crew_member_id FROM (${crew}) c));`;

/**
 * Both tables from one reading of the required certificates of the seafarers `crew` (uuid[]): the weakest per
 * stay, and the missing ones per tour (its sign-on), equal to missing_certificates_of (the drift check
 * compares them). A refresh (refresh_missing_certificates, run by every write of a document or a tour) runs
 * it in PL/pgSQL under a generic plan kept on the connection: planned for each call's array, one seafarer's
 * refresh took 1.5–1.7 ms, 0.45–0.7 ms with the kept plan (a whole rank of 709 seafarers 43.6 against 46.9
 * ms, the whole crew 702 against 856 ms: the rebuild calls store_required_held, planned for its array).
 */
const STORE_REQUIRED_HELD = `  WITH held AS MATERIALIZED (SELECT * FROM required_held_of(crew)),
  weakest AS (
    INSERT INTO crew_weakest_certificates (crew_member_id, vessel_id, rank, held_until)
    SELECT h.crew_member_id, h.vessel_id, h.rank, (array_agg(h.held_until ORDER BY h.held_until NULLS FIRST))[1]
      FROM held h
     GROUP BY h.crew_member_id, h.vessel_id, h.rank
  )
  INSERT INTO crew_missing_certificates (crew_member_id, vessel_id, certificate_type, join_date)
  SELECT t.crew_member_id, t.vessel_id, h.certificate_type, t.sign_on
    FROM tours t
    JOIN held h ON h.crew_member_id = t.crew_member_id AND h.vessel_id = t.vessel_id AND h.rank = t.rank
   WHERE t.crew_member_id = ANY (crew) AND t.state <> 'cancelled' AND h.held_until IS NULL`;

const DDL: string[] = [
  `CREATE OR REPLACE FUNCTION missing_certificates_of(crew uuid[])
RETURNS TABLE (crew_member_id uuid, vessel_id uuid, certificate_type text, join_date date)
LANGUAGE sql STABLE AS $$
  WITH stays AS (
    SELECT t.crew_member_id AS crew_id, t.vessel_id, t.rank, t.sign_on AS join_date
      FROM tours t
     WHERE t.crew_member_id = ANY (crew) AND t.state <> 'cancelled'
  )
  SELECT t.crew_id, t.vessel_id, rc.code, t.join_date
    FROM stays t
    JOIN vessels v ON v.id = t.vessel_id
    CROSS JOIN LATERAL ${requiredCertificatesText({ crew: "t.crew_id", rank: "t.rank", vesselType: "v.type", flag: "v.flag" })} rc
   WHERE rc.held_until IS NULL
$$;`,
  // What holds each required certificate, per seafarer × vessel × rank of a tour not cancelled (the same
  // rule and SQL as missing_certificates_of, read once per distinct stay rather than once per tour)
  `CREATE OR REPLACE FUNCTION required_held_of(crew uuid[])
RETURNS TABLE (crew_member_id uuid, vessel_id uuid, rank text, certificate_type text, held_until date)
LANGUAGE sql STABLE AS $$
  WITH stays AS (
    SELECT DISTINCT t.crew_member_id AS crew_id, t.vessel_id, t.rank
      FROM tours t
     WHERE t.crew_member_id = ANY (crew) AND t.state <> 'cancelled'
  )
  SELECT t.crew_id, t.vessel_id, t.rank, rc.code, rc.held_until
    FROM stays t
    JOIN vessels v ON v.id = t.vessel_id
    CROSS JOIN LATERAL ${requiredCertificatesText({ crew: "t.crew_id", rank: "t.rank", vesselType: "v.type", flag: "v.flag" })} rc
$$;`,
  // the weakest of them: a missing one first (NULLS FIRST), else the one held the shortest; the recount and
  // drift check of crew_weakest_certificates
  `CREATE OR REPLACE FUNCTION weakest_certificates_of(crew uuid[])
RETURNS TABLE (crew_member_id uuid, vessel_id uuid, rank text, held_until date)
LANGUAGE sql STABLE AS $$
  SELECT h.crew_member_id, h.vessel_id, h.rank, (array_agg(h.held_until ORDER BY h.held_until NULLS FIRST))[1]
    FROM required_held_of(crew) h
   GROUP BY h.crew_member_id, h.vessel_id, h.rank
$$;`,
  // both tables from one reading of the required certificates (STORE_REQUIRED_HELD): the whole crew's
  // rebuild, planned for its array
  `CREATE OR REPLACE FUNCTION store_required_held(crew uuid[]) RETURNS void
LANGUAGE sql AS $$
${STORE_REQUIRED_HELD}
$$;`,
  `CREATE OR REPLACE FUNCTION refresh_missing_certificates(crew uuid[]) RETURNS void
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  IF crew IS NULL OR cardinality(crew) = 0 THEN RETURN; END IF;
  IF current_setting('crew_fleet.missing_deferred', true) = 'on' THEN RETURN; END IF;
  PERFORM 1 FROM crew_members WHERE id = ANY (crew) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM crew_missing_certificates WHERE crew_member_id = ANY (crew);
  DELETE FROM crew_weakest_certificates WHERE crew_member_id = ANY (crew);
${STORE_REQUIRED_HELD};
END;
$$;`,
  `CREATE OR REPLACE FUNCTION rebuild_missing_certificates() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM crew_members ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM crew_missing_certificates;
  DELETE FROM crew_weakest_certificates;
  PERFORM store_required_held(ARRAY(SELECT id FROM crew_members));
END;
$$;`,
  // the seafarers of the statement's rows (documents, tours), before and after
  perEvent("missing_certificates_by_member", (rows) => refresh(columnOfRows(rows, "crew_member_id"))),
  // the seafarers' rows follow their tours (rotations, the crew record's assignment and rank, crew changes
  // reach them through the tours): the triggers on rotations and crew_members that read those are gone
  "DROP TRIGGER IF EXISTS rotations_missing_ins ON rotations;",
  "DROP TRIGGER IF EXISTS rotations_missing_upd ON rotations;",
  "DROP TRIGGER IF EXISTS rotations_missing_del ON rotations;",
  "DROP TRIGGER IF EXISTS crew_members_missing_ins ON crew_members;",
  "DROP TRIGGER IF EXISTS crew_members_missing_upd ON crew_members;",
  "DROP FUNCTION IF EXISTS missing_certificates_by_crew();",
  `CREATE OR REPLACE FUNCTION missing_certificates_by_vessel() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_missing_certificates(ARRAY(
    WITH changed AS (
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE n.type IS DISTINCT FROM o.type OR n.flag IS DISTINCT FROM o.flag
    )
    SELECT DISTINCT t.crew_member_id FROM tours t JOIN changed ON changed.id = t.vessel_id
     WHERE t.state <> 'cancelled'));
  RETURN NULL;
END;
$$;`,
  // the seafarers with a tour not cancelled in a rank whose requirements changed, before and after
  perEvent("missing_certificates_by_requirement", (rows) =>
    refresh(`SELECT t.crew_member_id FROM tours t
       WHERE t.state <> 'cancelled' AND t.rank IN (${columnOfRows(rows, "rank")})`),
  ),
  ...statementTriggers("documents", "missing_certificates_by_member", {
    INSERT: "documents_missing_ins",
    UPDATE: "documents_missing_upd",
    DELETE: "documents_missing_del",
  }),
  ...statementTriggers("tours", "missing_certificates_by_member", {
    INSERT: "tours_missing_ins",
    UPDATE: "tours_missing_upd",
    DELETE: "tours_missing_del",
  }),
  ...statementTriggers("vessels", "missing_certificates_by_vessel", { UPDATE: "vessels_missing_upd" }),
  ...statementTriggers("certificate_requirements", "missing_certificates_by_requirement", {
    INSERT: "certificate_requirements_missing_ins",
    UPDATE: "certificate_requirements_missing_upd",
    DELETE: "certificate_requirements_missing_del",
  }),
];

const KEY =
  "crew_member_id || '|' || vessel_id || '|' || certificate_type || '|' || coalesce(join_date::text, '')";

const WEAKEST_KEY = "crew_member_id || '|' || vessel_id || '|' || rank";
const WEAKEST_VALUE = "coalesce(held_until::text, 'missing')";

export const missingCertificates: Projection = {
  name: "crew_missing_certificates",
  tables: ["crew_missing_certificates", "crew_weakest_certificates"],
  keeps:
    "each seafarer's missing certificates per tour not cancelled, by its sign-on (alerts, dashboard, digest: the tours counting aboard or joining in their window), and the held-until date of the weakest required certificate per seafarer, vessel and rank (the fleet's compliance rate: dashboard, overview report)",
  sources: {
    documents: ["crew_member_id", "type", "issuing_state", "superseded_by_id", "issue_date", "expiry_date"],
    tours: ["crew_member_id", "vessel_id", "rank", "sign_on", "state"],
    vessels: ["type", "flag"],
    certificate_requirements: ["rank", "vessel_type", "flag", "certificate_type"],
  },
  services: [
    "documents",
    "document-submissions",
    "rotations",
    "crew",
    "vessels",
    "certificates",
    "crew-changes",
    "imports (crew lists, certificate registers, vessels)",
  ],
  ddl: DDL,
  recountOnInstall: true,
  async recount(tx) {
    await tx.execute(sql.raw("SELECT rebuild_missing_certificates()"));
  },
  drift: async (db) => [
    ...(await driftOf(
      db,
      "crew_missing_certificates",
      `SELECT ${KEY} AS key, count(*)::text AS value FROM crew_missing_certificates GROUP BY 1`,
      `SELECT ${KEY} AS key, count(*)::text AS value
         FROM missing_certificates_of(ARRAY(SELECT id FROM crew_members)) GROUP BY 1`,
    )),
    ...(await driftOf(
      db,
      "crew_weakest_certificates",
      `SELECT ${WEAKEST_KEY} AS key, ${WEAKEST_VALUE} AS value FROM crew_weakest_certificates`,
      `SELECT ${WEAKEST_KEY} AS key, ${WEAKEST_VALUE} AS value
         FROM weakest_certificates_of(ARRAY(SELECT id FROM crew_members))`,
    )),
  ],
};
