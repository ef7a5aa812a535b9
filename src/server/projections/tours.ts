// The tours projection: the one stored source of time aboard (db/schema-fleet.ts `tours`; read through
// modules/manning/tours.ts). The spec's rotation and assignment APIs keep their shape and write it through
// these triggers, in the writing statement's transaction, so every writer (the API, crew changes, seeds,
// imports, restores) keeps it whole:
//   * a rotation that is not cancelled is one tour (rotation_id): its vessel, its rank (else the seafarer's),
//     sign-on = join date, planned sign-off = leave date, actual sign-off = leave date once completed;
//   * the assignment (crew_members.current_vessel_id) opens a tour when set (sign-on today; unknown for a
//     record created aboard) unless a rotation on that vessel already covers today, and closes it (actual
//     sign-off today) when cleared or changed; its planned sign-off is the seafarer's active contract's end;
//   * a rotation current or ahead on the vessel of an open assignment tour ends that tour on its join date
//     (the rotation carries the stay from then on), and gives it back if the rotation is cancelled or deleted.
// "Today" (tours_today()) is the app's day in APP_TIME_ZONE, the transaction's app.today setting (set by
// writeTx, db/app-today.ts); a write that fires these triggers without it is refused.
// An assignment tour's dates record when the assignment changed, so only part of the table can be recounted
// from the sources: every rotation's tour exactly (its rank too when the rotation names one), and every open
// assignment tour (one per seafarer, on their current vessel, planned to their active contract's end).
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { type DriftRow, driftOf, type Projection, trigger } from "./types";

const DDL: string[] = [
  // the app's day, set for the transaction by writeTx (db/app-today.ts); never the database's clock
  `CREATE OR REPLACE FUNCTION tours_today() RETURNS date AS $$
DECLARE
  d text := nullif(current_setting('app.today', true), '');
BEGIN
  IF d IS NULL THEN
    RAISE EXCEPTION 'app.today is not set: write through writeTx or setAppToday (db/app-today.ts)';
  END IF;
  RETURN d::date;
END $$ LANGUAGE plpgsql STABLE;`,
  `CREATE OR REPLACE FUNCTION tours_of_rotation() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    -- a cancelled, deleted or moved rotation gives back the assignment tour it ended, open again to the
    -- seafarer's active contract's end (as every open assignment tour; a contract may have changed meanwhile)
    IF TG_OP = 'DELETE' OR NEW.status = 'cancelled' OR NEW.vessel_id <> OLD.vessel_id
       OR NEW.crew_member_id <> OLD.crew_member_id OR NEW.join_date <> OLD.join_date THEN
      UPDATE tours t SET actual_sign_off = NULL, updated_at = now(),
             planned_sign_off = (SELECT max(c.end_date) FROM contracts c
                                  WHERE c.crew_member_id = t.crew_member_id AND c.status = 'active')
       WHERE t.rotation_id IS NULL AND t.crew_member_id = OLD.crew_member_id AND t.vessel_id = OLD.vessel_id
         AND t.actual_sign_off = OLD.join_date
         AND EXISTS (SELECT 1 FROM crew_members cm
                      WHERE cm.id = OLD.crew_member_id AND cm.current_vessel_id = OLD.vessel_id)
         AND NOT EXISTS (SELECT 1 FROM tours o
                          WHERE o.rotation_id IS NULL AND o.crew_member_id = OLD.crew_member_id
                            AND o.vessel_id = OLD.vessel_id AND o.actual_sign_off IS NULL);
    END IF;
    IF TG_OP = 'DELETE' THEN RETURN NULL; END IF; -- its tour goes with it (ON DELETE CASCADE)
  END IF;
  IF NEW.status = 'cancelled' THEN
    DELETE FROM tours WHERE rotation_id = NEW.id;
    RETURN NULL;
  END IF;
  INSERT INTO tours AS t (crew_member_id, vessel_id, rank, sign_on, planned_sign_off, actual_sign_off, rotation_id)
    SELECT NEW.crew_member_id, NEW.vessel_id, coalesce(NEW.rank, cm.rank), NEW.join_date, NEW.leave_date,
           CASE WHEN NEW.status = 'completed' THEN NEW.leave_date END, NEW.id
      FROM crew_members cm WHERE cm.id = NEW.crew_member_id
    ON CONFLICT (rotation_id) DO UPDATE
      SET crew_member_id = excluded.crew_member_id, vessel_id = excluded.vessel_id, rank = excluded.rank,
          sign_on = excluded.sign_on, planned_sign_off = excluded.planned_sign_off,
          actual_sign_off = excluded.actual_sign_off, updated_at = now();
  IF NEW.leave_date IS NULL OR NEW.leave_date >= tours_today() THEN
    UPDATE tours t SET actual_sign_off = NEW.join_date, updated_at = now()
     WHERE t.rotation_id IS NULL AND t.crew_member_id = NEW.crew_member_id AND t.vessel_id = NEW.vessel_id
       AND t.actual_sign_off IS NULL AND (t.sign_on IS NULL OR t.sign_on <= NEW.join_date);
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;`,
  ...trigger(
    "tours_of_rotation",
    "rotations",
    `AFTER INSERT OR UPDATE OR DELETE ON rotations
  FOR EACH ROW EXECUTE FUNCTION tours_of_rotation();`,
  ),
  `CREATE OR REPLACE FUNCTION tours_of_assignment() RETURNS trigger AS $$
DECLARE
  d date := tours_today();
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.rank IS DISTINCT FROM OLD.rank THEN
    -- tours that take the seafarer's rank (not a rotation's own) and are not over follow a promotion
    UPDATE tours t SET rank = NEW.rank, updated_at = now()
     WHERE t.crew_member_id = NEW.id AND t.rank = OLD.rank
       AND coalesce(t.actual_sign_off, t.planned_sign_off, 'infinity'::date) > d
       AND (t.rotation_id IS NULL
            OR EXISTS (SELECT 1 FROM rotations r WHERE r.id = t.rotation_id AND r.rank IS NULL));
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.current_vessel_id IS NOT DISTINCT FROM OLD.current_vessel_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.current_vessel_id IS NOT NULL THEN
    UPDATE tours t SET actual_sign_off = greatest(d, coalesce(t.sign_on, d)), updated_at = now()
     WHERE t.rotation_id IS NULL AND t.crew_member_id = NEW.id AND t.vessel_id = OLD.current_vessel_id
       AND t.actual_sign_off IS NULL;
  END IF;
  IF NEW.current_vessel_id IS NOT NULL AND NOT EXISTS (
       SELECT 1 FROM tours t
        WHERE t.crew_member_id = NEW.id AND t.vessel_id = NEW.current_vessel_id AND t.rotation_id IS NOT NULL
          AND (t.sign_on IS NULL OR t.sign_on <= d)
          AND coalesce(t.actual_sign_off, t.planned_sign_off, 'infinity'::date) > d) THEN
    INSERT INTO tours (crew_member_id, vessel_id, rank, sign_on, planned_sign_off)
      SELECT NEW.id, NEW.current_vessel_id, NEW.rank, CASE WHEN TG_OP = 'UPDATE' THEN d END,
             (SELECT max(c.end_date) FROM contracts c WHERE c.crew_member_id = NEW.id AND c.status = 'active');
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;`,
  ...trigger(
    "tours_of_assignment",
    "crew_members",
    `AFTER INSERT OR UPDATE OF current_vessel_id, rank ON crew_members
  FOR EACH ROW EXECUTE FUNCTION tours_of_assignment();`,
  ),
  `CREATE OR REPLACE FUNCTION tours_of_contract() RETURNS trigger AS $$
BEGIN
  -- the open assignment tours of the seafarers whose contracts changed take their active contract's end
  UPDATE tours t
     SET planned_sign_off = (SELECT max(c.end_date) FROM contracts c
                              WHERE c.crew_member_id = t.crew_member_id AND c.status = 'active'),
         updated_at = now()
   WHERE t.rotation_id IS NULL AND t.actual_sign_off IS NULL
     AND t.crew_member_id IN (SELECT crew_member_id FROM changed_rows);
  RETURN NULL;
END $$ LANGUAGE plpgsql;`,
  `CREATE OR REPLACE FUNCTION tours_of_contract_old() RETURNS trigger AS $$
BEGIN
  UPDATE tours t
     SET planned_sign_off = (SELECT max(c.end_date) FROM contracts c
                              WHERE c.crew_member_id = t.crew_member_id AND c.status = 'active'),
         updated_at = now()
   WHERE t.rotation_id IS NULL AND t.actual_sign_off IS NULL
     AND t.crew_member_id IN (SELECT crew_member_id FROM old_rows);
  RETURN NULL;
END $$ LANGUAGE plpgsql;`,
  ...trigger(
    "tours_of_contract_insert",
    "contracts",
    `AFTER INSERT ON contracts
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION tours_of_contract();`,
  ),
  ...trigger(
    "tours_of_contract_update",
    "contracts",
    `AFTER UPDATE ON contracts
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION tours_of_contract();`,
  ),
  ...trigger(
    "tours_of_contract_delete",
    "contracts",
    `AFTER DELETE ON contracts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tours_of_contract_old();`,
  ),
];

const ROTATION_TOUR = (
  t: string,
) => `${t}.crew_member_id || '|' || ${t}.vessel_id || '|' || coalesce(${t}.sign_on::text, '')
  || '|' || coalesce(${t}.planned_sign_off::text, '') || '|' || coalesce(${t}.actual_sign_off::text, '')`;

/** The rotations' tours as they should be (rank only where the rotation names one: a seafarer's own rank
 * follows promotions while the tour is not over, which depends on when the promotion came). */
const RECOUNT_ROTATION_TOURS = `
  SELECT 'rotation:' || r.id AS key, ${ROTATION_TOUR("x")} || '|' || coalesce(r.rank, '') AS value
    FROM rotations r
   CROSS JOIN LATERAL (SELECT r.crew_member_id, r.vessel_id, r.join_date AS sign_on, r.leave_date AS planned_sign_off,
                              CASE WHEN r.status = 'completed' THEN r.leave_date END AS actual_sign_off) x
   WHERE r.status <> 'cancelled'`;
const KEPT_ROTATION_TOURS = `
  SELECT 'rotation:' || t.rotation_id AS key,
         ${ROTATION_TOUR("t")} || '|' || CASE WHEN r.rank IS NOT NULL THEN t.rank ELSE '' END AS value
    FROM tours t LEFT JOIN rotations r ON r.id = t.rotation_id
   WHERE t.rotation_id IS NOT NULL`;

const OPEN_ASSIGNMENT = "t.rotation_id IS NULL AND t.actual_sign_off IS NULL";
const ACTIVE_END = `(SELECT max(c.end_date) FROM contracts c WHERE c.crew_member_id = cm.id AND c.status = 'active')`;
/** Each seafarer's open assignment tours: one, on their current vessel, to their active contract's end. */
const KEPT_OPEN = `
  SELECT 'assignment:' || t.crew_member_id AS key,
         string_agg(t.vessel_id || '|' || coalesce(t.planned_sign_off::text, ''), ',' ORDER BY t.id) AS value
    FROM tours t WHERE ${OPEN_ASSIGNMENT} GROUP BY t.crew_member_id`;
const RECOUNT_OPEN = `
  SELECT 'assignment:' || cm.id AS key, cm.current_vessel_id || '|' || coalesce(${ACTIVE_END}::text, '') AS value
    FROM crew_members cm
   WHERE EXISTS (SELECT 1 FROM tours t WHERE t.crew_member_id = cm.id AND ${OPEN_ASSIGNMENT})`;

export async function toursDrift(db: DbOrTx): Promise<DriftRow[]> {
  return [
    ...(await driftOf(db, "tours", KEPT_ROTATION_TOURS, RECOUNT_ROTATION_TOURS)),
    ...(await driftOf(db, "tours", KEPT_OPEN, RECOUNT_OPEN)),
  ];
}

/** Puts back what the sources decide: every rotation's tour, and the open assignment tours (a second one, or
 * one off the seafarer's current vessel, ends today). */
export async function recountTours(tx: DbOrTx): Promise<void> {
  await tx.execute(
    sql.raw(`DELETE FROM tours t USING rotations r WHERE r.id = t.rotation_id AND r.status = 'cancelled'`),
  );
  await tx.execute(
    sql.raw(`
    INSERT INTO tours AS t (crew_member_id, vessel_id, rank, sign_on, planned_sign_off, actual_sign_off, rotation_id)
    SELECT r.crew_member_id, r.vessel_id, coalesce(r.rank, o.rank, cm.rank), r.join_date, r.leave_date,
           CASE WHEN r.status = 'completed' THEN r.leave_date END, r.id
      FROM rotations r JOIN crew_members cm ON cm.id = r.crew_member_id
      LEFT JOIN tours o ON o.rotation_id = r.id
     WHERE r.status <> 'cancelled'
    ON CONFLICT (rotation_id) DO UPDATE
      SET crew_member_id = excluded.crew_member_id, vessel_id = excluded.vessel_id, rank = excluded.rank,
          sign_on = excluded.sign_on, planned_sign_off = excluded.planned_sign_off,
          actual_sign_off = excluded.actual_sign_off, updated_at = now()
      WHERE (t.crew_member_id, t.vessel_id, t.rank, t.sign_on, t.planned_sign_off, t.actual_sign_off)
            IS DISTINCT FROM (excluded.crew_member_id, excluded.vessel_id, excluded.rank, excluded.sign_on,
                              excluded.planned_sign_off, excluded.actual_sign_off)`),
  );
  await tx.execute(
    sql.raw(`
    UPDATE tours t SET actual_sign_off = greatest(tours_today(), coalesce(t.sign_on, tours_today())), updated_at = now()
      FROM crew_members cm
     WHERE cm.id = t.crew_member_id AND ${OPEN_ASSIGNMENT}
       AND (cm.current_vessel_id IS DISTINCT FROM t.vessel_id
            OR EXISTS (SELECT 1 FROM tours o WHERE o.crew_member_id = t.crew_member_id
                          AND o.rotation_id IS NULL AND o.actual_sign_off IS NULL AND o.id < t.id))`),
  );
  await tx.execute(
    sql.raw(`
    UPDATE tours t SET planned_sign_off = ${ACTIVE_END}, updated_at = now()
      FROM crew_members cm
     WHERE cm.id = t.crew_member_id AND ${OPEN_ASSIGNMENT}
       AND t.planned_sign_off IS DISTINCT FROM ${ACTIVE_END}`),
  );
}

export const tours: Projection = {
  name: "tours",
  tables: ["tours"],
  keeps:
    "every seafarer's time aboard: one tour per rotation not cancelled, one per assignment (manning, the board, relievers, crew changes, the timeline)",
  sources: {
    rotations: ["crew_member_id", "vessel_id", "rank", "join_date", "leave_date", "status"],
    crew_members: ["current_vessel_id", "rank"],
    contracts: ["crew_member_id", "end_date", "status"],
  },
  services: [
    "rotations",
    "crew",
    "crew-changes",
    "contracts",
    "vessels (a vessel deleted: its tours go by cascade)",
    "imports (crew lists with contracts)",
  ],
  ddl: DDL,
  recount: recountTours,
  drift: toursDrift,
};
