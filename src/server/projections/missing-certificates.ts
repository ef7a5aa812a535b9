// The missing certificates projection (crew_missing_certificates): for every crew member, each tour (aboard
// their current vessel while active, in their rank: join_date NULL; each scheduled join rotation, in its
// rank else theirs: its join date) × each
// certificate type their rank needs on that vessel that no current document holds: the one definition of
// src/shared/required-certificates.ts, its SQL from lib/required-certificates-sql.ts (the flag endorsement
// judged against the current CoCs). The projection's rule is missing_certificates_of(crew); the alerts list, the dashboard count and the digest
// read the table, which the triggers keep equal to the function for every crew member
// (alerts/missing-maintained.test.ts checks it after random writes on both engines).
// refresh_missing_certificates locks the members' crew_members rows first (in id order), so two
// transactions writing for the same member refresh one after the other, each reading what the other
// committed. A bulk load (the large seed) sets crew_fleet.missing_deferred = 'on' locally and calls
// rebuild_missing_certificates() once it has analyzed the tables. A change of the rule: change
// missing_certificates_of here; the install replaces it and rebuilds (recountOnInstall).
import { sql } from "drizzle-orm";
import { requiredCertificatesText } from "../lib/required-certificates-sql";
import { driftOf, type Projection, trigger } from "./types";

const DDL: string[] = [
  `CREATE OR REPLACE FUNCTION missing_certificates_of(crew uuid[])
RETURNS TABLE (crew_member_id uuid, vessel_id uuid, certificate_type text, join_date date)
LANGUAGE sql STABLE AS $$
  WITH tours AS (
    SELECT cm.id AS crew_id, cm.current_vessel_id AS vessel_id, cm.rank, NULL::date AS join_date
      FROM crew_members cm
     WHERE cm.id = ANY (crew) AND cm.current_vessel_id IS NOT NULL AND cm.status = 'active'
    UNION
    SELECT r.crew_member_id, r.vessel_id, coalesce(r.rank, cm.rank), r.join_date
      FROM rotations r JOIN crew_members cm ON cm.id = r.crew_member_id
     WHERE r.crew_member_id = ANY (crew) AND r.status = 'scheduled' AND r.rotation_type = 'join'
  )
  SELECT t.crew_id, t.vessel_id, rc.code, t.join_date
    FROM tours t
    JOIN vessels v ON v.id = t.vessel_id
    CROSS JOIN LATERAL ${requiredCertificatesText({ crew: "t.crew_id", rank: "t.rank", vesselType: "v.type", flag: "v.flag" })} rc
   WHERE rc.held_until IS NULL
$$;`,
  `CREATE OR REPLACE FUNCTION refresh_missing_certificates(crew uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF crew IS NULL OR cardinality(crew) = 0 THEN RETURN; END IF;
  IF current_setting('crew_fleet.missing_deferred', true) = 'on' THEN RETURN; END IF;
  PERFORM 1 FROM crew_members WHERE id = ANY (crew) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM crew_missing_certificates WHERE crew_member_id = ANY (crew);
  INSERT INTO crew_missing_certificates (crew_member_id, vessel_id, certificate_type, join_date)
    SELECT * FROM missing_certificates_of(crew);
END;
$$;`,
  `CREATE OR REPLACE FUNCTION rebuild_missing_certificates() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM crew_members ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM crew_missing_certificates;
  INSERT INTO crew_missing_certificates (crew_member_id, vessel_id, certificate_type, join_date)
    SELECT * FROM missing_certificates_of(ARRAY(SELECT id FROM crew_members));
END;
$$;`,
  `CREATE OR REPLACE FUNCTION missing_certificates_by_member() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_missing_certificates(ARRAY(SELECT DISTINCT crew_member_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_missing_certificates(ARRAY(
      SELECT crew_member_id FROM new_rows UNION SELECT crew_member_id FROM old_rows));
  ELSE
    PERFORM refresh_missing_certificates(ARRAY(SELECT DISTINCT crew_member_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;`,
  `CREATE OR REPLACE FUNCTION missing_certificates_by_crew() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_missing_certificates(ARRAY(SELECT id FROM new_rows));
  ELSE
    PERFORM refresh_missing_certificates(ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE n.rank IS DISTINCT FROM o.rank OR n.status IS DISTINCT FROM o.status
          OR n.current_vessel_id IS DISTINCT FROM o.current_vessel_id));
  END IF;
  RETURN NULL;
END;
$$;`,
  `CREATE OR REPLACE FUNCTION missing_certificates_by_vessel() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_missing_certificates(ARRAY(
    WITH changed AS (
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE n.type IS DISTINCT FROM o.type OR n.flag IS DISTINCT FROM o.flag
    )
    SELECT cm.id FROM crew_members cm JOIN changed ON changed.id = cm.current_vessel_id
    UNION
    SELECT r.crew_member_id FROM rotations r JOIN changed ON changed.id = r.vessel_id
     WHERE r.status = 'scheduled' AND r.rotation_type = 'join'));
  RETURN NULL;
END;
$$;`,
  `CREATE OR REPLACE FUNCTION missing_certificates_by_requirement() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_missing_certificates(ARRAY(
      SELECT cm.id FROM crew_members cm WHERE cm.rank IN (SELECT rank FROM new_rows)));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_missing_certificates(ARRAY(
      SELECT cm.id FROM crew_members cm
       WHERE cm.rank IN (SELECT rank FROM new_rows UNION SELECT rank FROM old_rows)));
  ELSE
    PERFORM refresh_missing_certificates(ARRAY(
      SELECT cm.id FROM crew_members cm WHERE cm.rank IN (SELECT rank FROM old_rows)));
  END IF;
  RETURN NULL;
END;
$$;`,
  ...trigger(
    "documents_missing_ins",
    "documents",
    `AFTER INSERT ON documents REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION missing_certificates_by_member();`,
  ),
  ...trigger(
    "documents_missing_upd",
    "documents",
    `AFTER UPDATE ON documents REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION missing_certificates_by_member();`,
  ),
  ...trigger(
    "documents_missing_del",
    "documents",
    `AFTER DELETE ON documents REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION missing_certificates_by_member();`,
  ),
  ...trigger(
    "rotations_missing_ins",
    "rotations",
    `AFTER INSERT ON rotations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION missing_certificates_by_member();`,
  ),
  ...trigger(
    "rotations_missing_upd",
    "rotations",
    `AFTER UPDATE ON rotations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION missing_certificates_by_member();`,
  ),
  ...trigger(
    "rotations_missing_del",
    "rotations",
    `AFTER DELETE ON rotations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION missing_certificates_by_member();`,
  ),
  ...trigger(
    "crew_members_missing_ins",
    "crew_members",
    `AFTER INSERT ON crew_members REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION missing_certificates_by_crew();`,
  ),
  ...trigger(
    "crew_members_missing_upd",
    "crew_members",
    `AFTER UPDATE ON crew_members REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION missing_certificates_by_crew();`,
  ),
  ...trigger(
    "vessels_missing_upd",
    "vessels",
    `AFTER UPDATE ON vessels REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION missing_certificates_by_vessel();`,
  ),
  ...trigger(
    "certificate_requirements_missing_ins",
    "certificate_requirements",
    `AFTER INSERT ON certificate_requirements REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION missing_certificates_by_requirement();`,
  ),
  ...trigger(
    "certificate_requirements_missing_upd",
    "certificate_requirements",
    `AFTER UPDATE ON certificate_requirements REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION missing_certificates_by_requirement();`,
  ),
  ...trigger(
    "certificate_requirements_missing_del",
    "certificate_requirements",
    `AFTER DELETE ON certificate_requirements REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION missing_certificates_by_requirement();`,
  ),
];

const KEY =
  "crew_member_id || '|' || vessel_id || '|' || certificate_type || '|' || coalesce(join_date::text, '')";

export const missingCertificates: Projection = {
  name: "crew_missing_certificates",
  tables: ["crew_missing_certificates"],
  keeps: "each seafarer's missing certificates per tour aboard or scheduled join (alerts, dashboard, digest)",
  sources: {
    documents: ["crew_member_id", "type", "issuing_state", "superseded_by_id"],
    rotations: ["crew_member_id", "vessel_id", "join_date", "status", "rotation_type", "rank"],
    crew_members: ["rank", "status", "current_vessel_id"],
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
  drift: (db) =>
    driftOf(
      db,
      "crew_missing_certificates",
      `SELECT ${KEY} AS key, count(*)::text AS value FROM crew_missing_certificates GROUP BY 1`,
      `SELECT ${KEY} AS key, count(*)::text AS value
         FROM missing_certificates_of(ARRAY(SELECT id FROM crew_members)) GROUP BY 1`,
    ),
};
