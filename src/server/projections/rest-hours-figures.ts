// The rest-hours figures projection: the findings' figures (rest_hours_non_conformities, written by the
// rest-hours services from the rules in src/shared/rest-hours*.ts), kept by every statement that changes
// the findings, in its transaction: how many findings end on each date by rule (rest_hours_nc_tally), and
// each seafarer's and vessel's latest finding (rest_hours_nc_crew_latest, rest_hours_nc_vessel_latest).
// The summary and the fleet-wide list's totals read these instead of counting every finding. Counting only:
// the rules themselves stay in src/shared/rest-hours*.ts (modules/rest-hours/rest-hours-figures.test.ts
// checks the figures against a recount after random writes on both engines).
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { type DriftRow, driftOf, type Projection, statementTriggers } from "./types";

const DDL: string[] = [
  `CREATE OR REPLACE FUNCTION rest_hours_nc_figures() RETURNS trigger AS $$
BEGIN
  -- (Nested IFs: an insert's trigger has no old_rows and a delete's no new_rows to name.)
  IF TG_OP <> 'INSERT' THEN IF EXISTS (SELECT 1 FROM old_rows) THEN
    -- Every writer takes this lock before it changes a figure and keeps it to commit: two seafarers' writes
    -- that change the same dates' counts wait for each other instead of deadlocking.
    PERFORM pg_advisory_xact_lock(hashtext('rest_hours_nc_figures'));
    INSERT INTO rest_hours_nc_tally AS t (to_date, rule, n)
      SELECT o.to_date, o.rule, -count(*)::int FROM old_rows o GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (to_date, rule) DO UPDATE SET n = t.n + excluded.n;
    DELETE FROM rest_hours_nc_tally t WHERE t.n = 0 AND t.to_date IN (SELECT o.to_date FROM old_rows o);
    -- A seafarer's or vessel's latest finding may be among those removed: read it again from what is left.
    DELETE FROM rest_hours_nc_crew_latest l WHERE l.crew_member_id IN (SELECT o.crew_member_id FROM old_rows o);
    INSERT INTO rest_hours_nc_crew_latest (crew_member_id, to_date)
      SELECT nc.crew_member_id, max(nc.to_date) FROM rest_hours_non_conformities nc
       WHERE nc.crew_member_id IN (SELECT o.crew_member_id FROM old_rows o)
       GROUP BY 1;
    DELETE FROM rest_hours_nc_vessel_latest l WHERE l.vessel_id IN (SELECT o.vessel_id FROM old_rows o);
    INSERT INTO rest_hours_nc_vessel_latest (vessel_id, to_date)
      SELECT v.vessel_id, m.to_date
        FROM (SELECT DISTINCT o.vessel_id FROM old_rows o WHERE o.vessel_id IS NOT NULL) v
       CROSS JOIN LATERAL (SELECT max(nc.to_date) AS to_date FROM rest_hours_non_conformities nc
                            WHERE nc.vessel_id = v.vessel_id) m
       WHERE m.to_date IS NOT NULL;
  END IF; END IF;
  IF TG_OP <> 'DELETE' THEN IF EXISTS (SELECT 1 FROM new_rows) THEN
    PERFORM pg_advisory_xact_lock(hashtext('rest_hours_nc_figures'));
    INSERT INTO rest_hours_nc_tally AS t (to_date, rule, n)
      SELECT nr.to_date, nr.rule, count(*)::int FROM new_rows nr GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (to_date, rule) DO UPDATE SET n = t.n + excluded.n;
    INSERT INTO rest_hours_nc_crew_latest AS l (crew_member_id, to_date)
      SELECT nr.crew_member_id, max(nr.to_date) FROM new_rows nr GROUP BY 1 ORDER BY 1
      ON CONFLICT (crew_member_id) DO UPDATE SET to_date = greatest(l.to_date, excluded.to_date);
    INSERT INTO rest_hours_nc_vessel_latest AS l (vessel_id, to_date)
      SELECT nr.vessel_id, max(nr.to_date) FROM new_rows nr WHERE nr.vessel_id IS NOT NULL GROUP BY 1 ORDER BY 1
      ON CONFLICT (vessel_id) DO UPDATE SET to_date = greatest(l.to_date, excluded.to_date);
  END IF; END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;`,
  ...statementTriggers("rest_hours_non_conformities", "rest_hours_nc_figures", {
    INSERT: "rest_hours_nc_figures_insert",
    UPDATE: "rest_hours_nc_figures_update",
    DELETE: "rest_hours_nc_figures_delete",
  }),
];

async function recount(tx: DbOrTx): Promise<void> {
  for (const statement of [
    "DELETE FROM rest_hours_nc_tally",
    `INSERT INTO rest_hours_nc_tally (to_date, rule, n)
       SELECT to_date, rule, count(*)::int FROM rest_hours_non_conformities GROUP BY 1, 2`,
    "DELETE FROM rest_hours_nc_crew_latest",
    `INSERT INTO rest_hours_nc_crew_latest (crew_member_id, to_date)
       SELECT crew_member_id, max(to_date) FROM rest_hours_non_conformities GROUP BY 1`,
    "DELETE FROM rest_hours_nc_vessel_latest",
    `INSERT INTO rest_hours_nc_vessel_latest (vessel_id, to_date)
       SELECT vessel_id, max(to_date) FROM rest_hours_non_conformities WHERE vessel_id IS NOT NULL GROUP BY 1`,
  ]) {
    await tx.execute(sql.raw(statement));
  }
}

async function drift(db: DbOrTx): Promise<DriftRow[]> {
  return [
    ...(await driftOf(
      db,
      "rest_hours_nc_tally",
      "SELECT to_date || '|' || rule AS key, n::text AS value FROM rest_hours_nc_tally WHERE n <> 0",
      `SELECT to_date || '|' || rule AS key, count(*)::text AS value FROM rest_hours_non_conformities
        GROUP BY to_date, rule`,
    )),
    ...(await driftOf(
      db,
      "rest_hours_nc_crew_latest",
      "SELECT crew_member_id::text AS key, to_date::text AS value FROM rest_hours_nc_crew_latest",
      `SELECT crew_member_id::text AS key, max(to_date)::text AS value FROM rest_hours_non_conformities
        GROUP BY crew_member_id`,
    )),
    ...(await driftOf(
      db,
      "rest_hours_nc_vessel_latest",
      "SELECT vessel_id::text AS key, to_date::text AS value FROM rest_hours_nc_vessel_latest",
      `SELECT vessel_id::text AS key, max(to_date)::text AS value FROM rest_hours_non_conformities
        WHERE vessel_id IS NOT NULL GROUP BY vessel_id`,
    )),
  ];
}

export const restHoursFigures: Projection = {
  name: "rest_hours_figures",
  tables: ["rest_hours_nc_tally", "rest_hours_nc_crew_latest", "rest_hours_nc_vessel_latest"],
  keeps:
    "findings by end date and rule, each seafarer's and vessel's latest finding (rest-hours summary and fleet list)",
  sources: { rest_hours_non_conformities: ["crew_member_id", "vessel_id", "to_date", "rule"] },
  services: ["rest-hours (days recorded, regime changes: the findings re-derived)", "crew", "vessels"],
  ddl: DDL,
  recount,
  drift,
};
