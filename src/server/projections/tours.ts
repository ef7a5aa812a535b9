// The tours projection: the one stored source of time aboard (db/schema-fleet.ts `tours`; read through
// modules/manning/tours.ts). The spec's rotation, assignment and crew-change APIs keep their shape and write
// it through these triggers, in the writing statement's transaction, so every writer (the API, seeds,
// imports, restores) keeps it whole:
//   * a rotation that is not cancelled is one tour (rotation_id): its vessel, its rank (else the seafarer's),
//     sign-on = join date, planned sign-off = leave date, actual sign-off = leave date once completed;
//     planned while scheduled, aboard once completed without a leave date, completed with one;
//   * the assignment (crew_members.current_vessel_id) opens a tour (aboard) when set (sign-on today; unknown
//     for a record created aboard) unless a rotation on that vessel already covers today, up to the next
//     rotation or crew change joining it, and closes it (completed, actual sign-off today) when cleared or
//     changed; planned sign-off: the active contract's end;
//   * a rotation current or ahead on the vessel of an open assignment tour ends that tour on its join date
//     (the rotation carries the stay from then on), and gives it back if the rotation is cancelled or deleted;
//   * a crew change planned or confirmed is a planned tour for each on-signer (crew_change_member_id: the
//     change's vessel and date, the on-signer's rank, planned sign-off the active contract's end after it),
//     unless a rotation joins them to that vessel that day (it is that sign-on), and the change's date is
//     the planned sign-off of each off-signer's open tour on that vessel. Moving
//     the change (date, vessel, people) moves them; cancelling it cancels its tours (state cancelled, counted
//     nowhere); completing it drops them (crew-changes/complete.ts writes the stays as rotations: the
//     on-signers' tours are then aboard, the off-signers' completed).
// Tours never overlap: a seafarer's tours that are not cancelled, planned or not, on any vessel, are refused
// at commit by the exclusion constraints tours_no_overlap_elsewhere/_here (drizzle migration; 409 naming the
// clash, db/tour-clash.ts).
// A planned tour whose sign-on day has passed without being done (the crew change not completed, the
// rotation still scheduled) stays planned and counts aboard from its day: the plan is presumed kept, so safe
// manning, certificates and rest hours all see the seafarer, and the office sees it flagged "sign-on not
// confirmed" (docs/ARCHITECTURE.md "Tours"). Recount and drift check: tours-recount.ts.
// "Today" (tours_today()) is the app's day in APP_TIME_ZONE, the transaction's app.today setting (set by
// writeTx, db/app-today.ts); a write that fires these triggers without it is refused.

import { recountTours, toursDrift } from "./tours-recount";
import type { Projection } from "./types";
import { rowTriggerFunction, statementTriggers, triggerFunction } from "./types";

/** An assignment's own tour (alias t): neither a rotation's nor a crew change's. */
export const ASSIGNMENT = "t.rotation_id IS NULL AND t.crew_change_member_id IS NULL";

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
  // An open tour's planned sign-off: the date of the first crew change planned to sign the seafarer off
  // that vessel after the sign-on, else the rotation's leave date, else (an assignment's, a crew change's)
  // the active contract's end (a crew change's tour: only an end after its sign-on). It and tours_settle_offs
  // are PL/pgSQL, whose statements keep their plans on the connection: as SQL functions (neither can be
  // inlined) their bodies were planned at every call, ~0.7 ms of each settle of a seafarer's tours.
  `CREATE OR REPLACE FUNCTION tours_planned_off(member uuid, vessel uuid, sign_on date, rotation uuid,
                                               change_member uuid) RETURNS date AS $$
BEGIN
  RETURN coalesce(
    (SELECT min(c.date) FROM crew_change_members m JOIN crew_changes c ON c.id = m.crew_change_id
      WHERE m.crew_member_id = member AND m.direction = 'off' AND c.vessel_id = vessel
        AND c.status IN ('planned', 'confirmed') AND (sign_on IS NULL OR c.date > sign_on)),
    CASE WHEN rotation IS NOT NULL THEN (SELECT r.leave_date FROM rotations r WHERE r.id = rotation)
         ELSE (SELECT max(ct.end_date) FROM contracts ct
                WHERE ct.crew_member_id = member AND ct.status = 'active'
                  AND (change_member IS NULL OR sign_on IS NULL OR ct.end_date > sign_on)) END);
END $$ LANGUAGE plpgsql STABLE;`,
  `CREATE OR REPLACE FUNCTION tours_settle_offs(member uuid) RETURNS void AS $$
BEGIN
  UPDATE tours t SET planned_sign_off = x.p, updated_at = now()
    FROM (SELECT o.id, tours_planned_off(o.crew_member_id, o.vessel_id, o.sign_on, o.rotation_id,
                                         o.crew_change_member_id) AS p
            FROM tours o
           WHERE o.crew_member_id = member AND o.actual_sign_off IS NULL AND o.state <> 'cancelled') x
   WHERE t.id = x.id AND t.planned_sign_off IS DISTINCT FROM x.p;
END $$ LANGUAGE plpgsql;`,
  // the seafarer's crew-change tours as their changes say, then their open tours' planned sign-offs
  `CREATE OR REPLACE FUNCTION tours_settle_changes(member uuid) RETURNS void AS $$
BEGIN
  IF member IS NULL THEN RETURN; END IF;
  DELETE FROM tours t
   WHERE t.crew_member_id = member AND t.crew_change_member_id IS NOT NULL
     AND NOT EXISTS (SELECT 1 FROM crew_change_members m JOIN crew_changes c ON c.id = m.crew_change_id
                      WHERE m.id = t.crew_change_member_id AND m.crew_member_id = member
                        AND m.direction = 'on' AND c.status <> 'completed'
                        AND NOT EXISTS (SELECT 1 FROM rotations r
                                         WHERE r.crew_member_id = member AND r.vessel_id = c.vessel_id
                                           AND r.join_date = c.date AND r.status <> 'cancelled'));
  INSERT INTO tours AS t (crew_member_id, vessel_id, rank, sign_on, crew_change_member_id, state)
    SELECT m.crew_member_id, c.vessel_id, coalesce(m.rank, cm.rank), c.date, m.id,
           CASE WHEN c.status = 'cancelled' THEN 'cancelled' ELSE 'planned' END
      FROM crew_change_members m JOIN crew_changes c ON c.id = m.crew_change_id
      JOIN crew_members cm ON cm.id = m.crew_member_id
     WHERE m.crew_member_id = member AND m.direction = 'on' AND c.status <> 'completed'
       AND NOT EXISTS (SELECT 1 FROM rotations r WHERE r.crew_member_id = member AND r.vessel_id = c.vessel_id
                          AND r.join_date = c.date AND r.status <> 'cancelled')
    ON CONFLICT (crew_change_member_id) DO UPDATE
      SET vessel_id = excluded.vessel_id, rank = excluded.rank, sign_on = excluded.sign_on,
          state = excluded.state, updated_at = now()
      WHERE (t.vessel_id, t.rank, t.sign_on, t.state)
            IS DISTINCT FROM (excluded.vessel_id, excluded.rank, excluded.sign_on, excluded.state);
  PERFORM tours_settle_offs(member);
END $$ LANGUAGE plpgsql;`,
  ...rowTriggerFunction(
    "tours_of_rotation",
    "rotations",
    "INSERT OR UPDATE OR DELETE",
    `BEGIN
  IF TG_OP <> 'INSERT' THEN
    -- a cancelled, deleted or moved rotation gives back the assignment tour it ended, open again (aboard)
    IF TG_OP = 'DELETE' OR NEW.status = 'cancelled' OR NEW.vessel_id <> OLD.vessel_id
       OR NEW.crew_member_id <> OLD.crew_member_id OR NEW.join_date <> OLD.join_date THEN
      UPDATE tours t SET actual_sign_off = NULL, state = 'aboard', updated_at = now()
       WHERE ${ASSIGNMENT} AND t.crew_member_id = OLD.crew_member_id AND t.vessel_id = OLD.vessel_id
         AND t.actual_sign_off = OLD.join_date
         AND EXISTS (SELECT 1 FROM crew_members cm
                      WHERE cm.id = OLD.crew_member_id AND cm.current_vessel_id = OLD.vessel_id)
         AND NOT EXISTS (SELECT 1 FROM tours o
                          WHERE o.rotation_id IS NULL AND o.crew_change_member_id IS NULL
                            AND o.crew_member_id = OLD.crew_member_id
                            AND o.vessel_id = OLD.vessel_id AND o.actual_sign_off IS NULL);
    END IF;
    IF TG_OP = 'DELETE' OR NEW.crew_member_id <> OLD.crew_member_id THEN
      PERFORM tours_settle_changes(OLD.crew_member_id);
    END IF;
    IF TG_OP = 'DELETE' THEN RETURN NULL; END IF; -- its tour goes with it (ON DELETE CASCADE)
  END IF;
  IF NEW.status = 'cancelled' THEN
    DELETE FROM tours WHERE rotation_id = NEW.id;
    -- the tours it stood in for come back as the crew changes say: an on-signer's tour that this
    -- rotation's join was, and the planned sign-off of the assignment tour given back above (a crew
    -- change signing the seafarer off that vessel meanwhile is its end)
    PERFORM tours_settle_changes(NEW.crew_member_id);
    RETURN NULL;
  END IF;
  INSERT INTO tours AS t (crew_member_id, vessel_id, rank, sign_on, planned_sign_off, actual_sign_off,
                          rotation_id, state)
    SELECT NEW.crew_member_id, NEW.vessel_id, coalesce(NEW.rank, cm.rank), NEW.join_date, NEW.leave_date,
           CASE WHEN NEW.status = 'completed' THEN NEW.leave_date END, NEW.id,
           CASE WHEN NEW.status = 'scheduled' THEN 'planned'
                WHEN NEW.leave_date IS NULL THEN 'aboard' ELSE 'completed' END
      FROM crew_members cm WHERE cm.id = NEW.crew_member_id
    ON CONFLICT (rotation_id) DO UPDATE
      SET crew_member_id = excluded.crew_member_id, vessel_id = excluded.vessel_id, rank = excluded.rank,
          sign_on = excluded.sign_on, planned_sign_off = excluded.planned_sign_off,
          actual_sign_off = excluded.actual_sign_off, state = excluded.state, updated_at = now();
  IF NEW.leave_date IS NULL OR NEW.leave_date >= tours_today() THEN
    UPDATE tours t SET actual_sign_off = NEW.join_date, state = 'completed', updated_at = now()
     WHERE ${ASSIGNMENT} AND t.crew_member_id = NEW.crew_member_id AND t.vessel_id = NEW.vessel_id
       AND t.actual_sign_off IS NULL AND (t.sign_on IS NULL OR t.sign_on <= NEW.join_date);
  END IF;
  PERFORM tours_settle_changes(NEW.crew_member_id);`,
  ),
  ...rowTriggerFunction(
    "tours_of_assignment",
    "crew_members",
    "INSERT OR UPDATE OF current_vessel_id, rank",
    `DECLARE
  d date := tours_today();
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.rank IS DISTINCT FROM OLD.rank THEN
    -- tours that take the seafarer's rank (not a rotation's own) and are not over follow a promotion
    UPDATE tours t SET rank = NEW.rank, updated_at = now()
     WHERE t.crew_member_id = NEW.id AND t.rank = OLD.rank AND t.crew_change_member_id IS NULL
       AND coalesce(t.actual_sign_off, t.planned_sign_off, 'infinity'::date) > d
       AND (t.rotation_id IS NULL
            OR EXISTS (SELECT 1 FROM rotations r WHERE r.id = t.rotation_id AND r.rank IS NULL));
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.current_vessel_id IS NOT DISTINCT FROM OLD.current_vessel_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.current_vessel_id IS NOT NULL THEN
    -- ends today, or where a rotation on the vessel took the stay over (a crew change completed late
    -- records the stay as a rotation to its day), never before its own sign-on
    UPDATE tours t SET actual_sign_off = greatest(coalesce(t.sign_on, d), least(d, (
             SELECT min(r.sign_on) FROM tours r
              WHERE r.crew_member_id = NEW.id AND r.vessel_id = OLD.current_vessel_id
                AND r.rotation_id IS NOT NULL AND (t.sign_on IS NULL OR r.sign_on >= t.sign_on)))),
           state = 'completed', updated_at = now()
     WHERE ${ASSIGNMENT} AND t.crew_member_id = NEW.id AND t.vessel_id = OLD.current_vessel_id
       AND t.actual_sign_off IS NULL;
  END IF;
  IF NEW.current_vessel_id IS NOT NULL AND NOT EXISTS (
       SELECT 1 FROM tours t
        WHERE t.crew_member_id = NEW.id AND t.vessel_id = NEW.current_vessel_id AND t.rotation_id IS NOT NULL
          AND (t.sign_on IS NULL OR t.sign_on <= d)
          AND coalesce(t.actual_sign_off, t.planned_sign_off, 'infinity'::date) > d) THEN
    -- up to the next rotation or crew change joining this vessel (which carries the stay from then on)
    INSERT INTO tours (crew_member_id, vessel_id, rank, sign_on, actual_sign_off, state)
      SELECT NEW.id, NEW.current_vessel_id, NEW.rank, CASE WHEN TG_OP = 'UPDATE' THEN d END, n.next,
             CASE WHEN n.next IS NULL THEN 'aboard' ELSE 'completed' END
        FROM (SELECT min(t.sign_on) AS next FROM tours t
               WHERE t.crew_member_id = NEW.id AND t.vessel_id = NEW.current_vessel_id
                 AND t.state <> 'cancelled' AND t.sign_on > d) n;
  END IF;
  PERFORM tours_settle_offs(NEW.id);`,
  ),
  // the open tours of the seafarers whose contracts changed take their active contract's end
  triggerFunction(
    "tours_of_contract",
    `BEGIN
  PERFORM tours_settle_offs(x.crew_member_id) FROM (SELECT DISTINCT crew_member_id FROM changed_rows) x;`,
  ),
  ...statementTriggers(
    "contracts",
    "tours_of_contract",
    {
      INSERT: "tours_of_contract_insert",
      UPDATE: "tours_of_contract_update",
      DELETE: "tours_of_contract_delete",
    },
    "changed_rows",
  ),
  // a crew change moved, cancelled or completed: its seafarers' tours follow
  ...rowTriggerFunction(
    "tours_of_crew_change",
    "crew_changes",
    "UPDATE OF vessel_id, date, status",
    `BEGIN
  PERFORM tours_settle_changes(m.crew_member_id)
     FROM (SELECT DISTINCT crew_member_id FROM crew_change_members WHERE crew_change_id = NEW.id) m;`,
  ),
  // a seafarer added to, moved within or taken off a crew change
  ...rowTriggerFunction(
    "tours_of_crew_change_member",
    "crew_change_members",
    "INSERT OR UPDATE OR DELETE",
    `BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM tours_settle_changes(OLD.crew_member_id); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.crew_member_id <> OLD.crew_member_id
                            OR NEW IS DISTINCT FROM OLD) THEN
    PERFORM tours_settle_changes(NEW.crew_member_id);
  END IF;`,
  ),
  // installed on a database that has crew changes already: their tours (idempotent)
  `SELECT tours_settle_changes(x.crew_member_id) FROM (SELECT DISTINCT crew_member_id FROM crew_change_members) x;`,
];

export const tours: Projection = {
  name: "tours",
  tables: ["tours"],
  keeps:
    "every seafarer's time aboard, planned or done: one tour per rotation not cancelled, one per assignment, one per on-signer of a crew change not completed (manning, the board, relievers, crew changes, the timeline, the crew list, hours of rest)",
  sources: {
    rotations: ["crew_member_id", "vessel_id", "rank", "join_date", "leave_date", "status"],
    crew_members: ["current_vessel_id", "rank"],
    contracts: ["crew_member_id", "end_date", "status"],
    crew_changes: ["vessel_id", "date", "status"],
    crew_change_members: ["crew_change_id", "crew_member_id", "direction", "rank"],
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
