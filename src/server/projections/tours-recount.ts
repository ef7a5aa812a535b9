// The tours projection's recount and drift check (its triggers: tours.ts). An assignment tour's dates record
// when the assignment changed, so only part of the table can be recounted from the sources: every
// rotation's tour exactly (its rank too when the rotation names one), every crew change's on-signer tour,
// every open tour's planned sign-off (tours_planned_off), every open assignment tour (one per seafarer, on
// their current vessel) and every assignment tour's state.
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { type DriftRow, driftOf } from "./types";

const NOT_ROTATION_NOR_CHANGE = "t.rotation_id IS NULL AND t.crew_change_member_id IS NULL";
const OPEN_ASSIGNMENT = `${NOT_ROTATION_NOR_CHANGE} AND t.actual_sign_off IS NULL`;
const ROTATION_STATE = `CASE WHEN r.status = 'scheduled' THEN 'planned'
  WHEN r.leave_date IS NULL THEN 'aboard' ELSE 'completed' END`;

const ROTATION_TOUR = (
  t: string,
) => `${t}.crew_member_id || '|' || ${t}.vessel_id || '|' || coalesce(${t}.sign_on::text, '')
  || '|' || coalesce(${t}.planned_sign_off::text, '') || '|' || coalesce(${t}.actual_sign_off::text, '')
  || '|' || ${t}.state`;

/** The rotations' tours as they should be (rank only where the rotation names one: a seafarer's own rank
 * follows promotions while the tour is not over, which depends on when the promotion came). */
const RECOUNT_ROTATION_TOURS = `
  SELECT 'rotation:' || r.id AS key, ${ROTATION_TOUR("x")} || '|' || coalesce(r.rank, '') AS value
    FROM rotations r
   CROSS JOIN LATERAL (
     SELECT r.crew_member_id, r.vessel_id, r.join_date AS sign_on,
            -- a stay over (completed with a leave date) keeps its leave date; an open one (scheduled, or
            -- aboard: completed without one) ends at the first crew change signing the seafarer off, as
            -- the triggers' tours_planned_off says
            CASE WHEN r.status = 'completed' AND r.leave_date IS NOT NULL THEN r.leave_date
                 ELSE tours_planned_off(r.crew_member_id, r.vessel_id, r.join_date, r.id, NULL) END
              AS planned_sign_off,
            CASE WHEN r.status = 'completed' THEN r.leave_date END AS actual_sign_off,
            ${ROTATION_STATE} AS state) x
   WHERE r.status <> 'cancelled'`;
const KEPT_ROTATION_TOURS = `
  SELECT 'rotation:' || t.rotation_id AS key,
         ${ROTATION_TOUR("t")} || '|' || CASE WHEN r.rank IS NOT NULL THEN t.rank ELSE '' END AS value
    FROM tours t LEFT JOIN rotations r ON r.id = t.rotation_id
   WHERE t.rotation_id IS NOT NULL`;

/** The on-signers' tours of the crew changes not completed (a cancelled one's: its place, cancelled). */
const RECOUNT_CHANGE_TOURS = `
  SELECT 'change:' || m.id AS key,
         concat_ws('|', m.crew_member_id, c.vessel_id, coalesce(m.rank, cm.rank), c.date,
                   CASE WHEN c.status = 'cancelled' THEN 'cancelled' ELSE 'planned' END,
                   CASE WHEN c.status <> 'cancelled'
                        THEN coalesce(tours_planned_off(m.crew_member_id, c.vessel_id, c.date, NULL, m.id)::text, '-')
                   END) AS value
    FROM crew_change_members m JOIN crew_changes c ON c.id = m.crew_change_id
    JOIN crew_members cm ON cm.id = m.crew_member_id
   WHERE m.direction = 'on' AND c.status <> 'completed'
     AND NOT EXISTS (SELECT 1 FROM rotations r WHERE r.crew_member_id = m.crew_member_id
                        AND r.vessel_id = c.vessel_id AND r.join_date = c.date AND r.status <> 'cancelled')`;
const KEPT_CHANGE_TOURS = `
  SELECT 'change:' || t.crew_change_member_id AS key,
         concat_ws('|', t.crew_member_id, t.vessel_id, t.rank, t.sign_on, t.state,
                   CASE WHEN t.state <> 'cancelled' THEN coalesce(t.planned_sign_off::text, '-') END) AS value
    FROM tours t WHERE t.crew_change_member_id IS NOT NULL`;

/** Each seafarer's open assignment tours: one, on their current vessel, aboard, planned to its rule. */
const KEPT_OPEN = `
  SELECT 'assignment:' || t.crew_member_id AS key,
         string_agg(t.vessel_id || '|' || coalesce(t.planned_sign_off::text, '') || '|' || t.state, ','
                    ORDER BY t.id) AS value
    FROM tours t WHERE ${OPEN_ASSIGNMENT} GROUP BY t.crew_member_id`;
const RECOUNT_OPEN = `
  SELECT 'assignment:' || cm.id AS key,
         cm.current_vessel_id || '|'
           || coalesce(tours_planned_off(cm.id, cm.current_vessel_id, o.sign_on, NULL, NULL)::text, '')
           || '|aboard' AS value
    FROM crew_members cm
    JOIN LATERAL (SELECT t.sign_on FROM tours t WHERE t.crew_member_id = cm.id AND ${OPEN_ASSIGNMENT}
                   ORDER BY t.id LIMIT 1) o ON true`;
/** The assignment tours that are over: completed. */
const KEPT_CLOSED = `SELECT 'closed:' || t.id AS key, t.state AS value FROM tours t
   WHERE ${NOT_ROTATION_NOR_CHANGE} AND t.actual_sign_off IS NOT NULL`;
const RECOUNT_CLOSED = `SELECT 'closed:' || t.id AS key, 'completed' AS value FROM tours t
   WHERE ${NOT_ROTATION_NOR_CHANGE} AND t.actual_sign_off IS NOT NULL`;

export async function toursDrift(db: DbOrTx): Promise<DriftRow[]> {
  return [
    ...(await driftOf(db, "tours", KEPT_ROTATION_TOURS, RECOUNT_ROTATION_TOURS)),
    ...(await driftOf(db, "tours", KEPT_CHANGE_TOURS, RECOUNT_CHANGE_TOURS)),
    ...(await driftOf(db, "tours", KEPT_OPEN, RECOUNT_OPEN)),
    ...(await driftOf(db, "tours", KEPT_CLOSED, RECOUNT_CLOSED)),
  ];
}

/** Puts back what the sources decide: every rotation's and crew change's tour, the open assignment tours (a
 * second one, or one off the seafarer's current vessel, ends today), the states and planned sign-offs. */
export async function recountTours(tx: DbOrTx): Promise<void> {
  await tx.execute(
    sql.raw(`DELETE FROM tours t USING rotations r WHERE r.id = t.rotation_id AND r.status = 'cancelled'`),
  );
  await tx.execute(
    sql.raw(`
    INSERT INTO tours AS t (crew_member_id, vessel_id, rank, sign_on, planned_sign_off, actual_sign_off,
                            rotation_id, state)
    SELECT r.crew_member_id, r.vessel_id, coalesce(r.rank, o.rank, cm.rank), r.join_date, r.leave_date,
           CASE WHEN r.status = 'completed' THEN r.leave_date END, r.id, ${ROTATION_STATE}
      FROM rotations r JOIN crew_members cm ON cm.id = r.crew_member_id
      LEFT JOIN tours o ON o.rotation_id = r.id
     WHERE r.status <> 'cancelled'
    ON CONFLICT (rotation_id) DO UPDATE
      SET crew_member_id = excluded.crew_member_id, vessel_id = excluded.vessel_id, rank = excluded.rank,
          sign_on = excluded.sign_on, planned_sign_off = excluded.planned_sign_off,
          actual_sign_off = excluded.actual_sign_off, state = excluded.state, updated_at = now()
      WHERE (t.crew_member_id, t.vessel_id, t.rank, t.sign_on, t.planned_sign_off, t.actual_sign_off, t.state)
            IS DISTINCT FROM (excluded.crew_member_id, excluded.vessel_id, excluded.rank, excluded.sign_on,
                              excluded.planned_sign_off, excluded.actual_sign_off, excluded.state)`),
  );
  await tx.execute(
    sql.raw(`
    UPDATE tours t SET actual_sign_off = greatest(tours_today(), coalesce(t.sign_on, tours_today())),
                       state = 'completed', updated_at = now()
      FROM crew_members cm
     WHERE cm.id = t.crew_member_id AND ${OPEN_ASSIGNMENT}
       AND (cm.current_vessel_id IS DISTINCT FROM t.vessel_id
            OR EXISTS (SELECT 1 FROM tours o WHERE o.crew_member_id = t.crew_member_id
                          AND o.rotation_id IS NULL AND o.crew_change_member_id IS NULL
                          AND o.actual_sign_off IS NULL AND o.id < t.id))`),
  );
  await tx.execute(
    sql.raw(`UPDATE tours t SET state = CASE WHEN t.actual_sign_off IS NULL THEN 'aboard' ELSE 'completed' END
      WHERE ${NOT_ROTATION_NOR_CHANGE}
        AND t.state IS DISTINCT FROM CASE WHEN t.actual_sign_off IS NULL THEN 'aboard' ELSE 'completed' END`),
  );
  // the crew changes' tours, then every open tour's planned sign-off
  await tx.execute(
    sql.raw(`SELECT tours_settle_changes(x.crew_member_id) FROM (
      SELECT crew_member_id FROM crew_change_members UNION SELECT crew_member_id FROM tours
       WHERE crew_change_member_id IS NOT NULL) x`),
  );
  await tx.execute(
    sql.raw(`UPDATE tours t SET planned_sign_off = x.p, updated_at = now()
      FROM (SELECT o.id, tours_planned_off(o.crew_member_id, o.vessel_id, o.sign_on, o.rotation_id,
                                           o.crew_change_member_id) AS p
              FROM tours o WHERE o.actual_sign_off IS NULL AND o.state <> 'cancelled') x
     WHERE t.id = x.id AND t.planned_sign_off IS DISTINCT FROM x.p`),
  );
}
