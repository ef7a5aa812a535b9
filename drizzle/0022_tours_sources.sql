-- The tours table (0021) is the one stored source of time aboard (issue 20 item 2). The spec's rotation and
-- assignment APIs keep their shape and write it through these triggers, in the writing statement's
-- transaction, so every writer (the API, crew changes, seeds, imports, restores) keeps it whole:
--   * a rotation that is not cancelled is one tour (rotation_id): its vessel, its rank (else the seafarer's),
--     sign-on = join date, planned sign-off = leave date, actual sign-off = leave date once completed;
--   * the assignment (crew_members.current_vessel_id) opens a tour when set (sign-on today; unknown for a
--     record created aboard) unless a rotation on that vessel already covers today, and closes it (actual
--     sign-off today) when cleared or changed; its planned sign-off is the seafarer's active contract's end;
--   * a rotation current or ahead on the vessel of an open assignment tour ends that tour on its join date
--     (the rotation carries the stay from then on), and gives it back if the rotation is cancelled or deleted.
-- "Today" is the app's day (APP_TIME_ZONE) when the service sets app.today for the transaction
-- (lib/tours-today.ts), else the database's current_date.
CREATE OR REPLACE FUNCTION tours_today() RETURNS date AS $$
  SELECT coalesce(nullif(current_setting('app.today', true), '')::date, current_date)
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tours_of_rotation() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    -- a cancelled, deleted or moved rotation gives back the assignment tour it ended
    IF TG_OP = 'DELETE' OR NEW.status = 'cancelled' OR NEW.vessel_id <> OLD.vessel_id
       OR NEW.crew_member_id <> OLD.crew_member_id OR NEW.join_date <> OLD.join_date THEN
      UPDATE tours t SET actual_sign_off = NULL, updated_at = now()
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
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER tours_of_rotation AFTER INSERT OR UPDATE OR DELETE ON rotations
  FOR EACH ROW EXECUTE FUNCTION tours_of_rotation();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tours_of_assignment() RETURNS trigger AS $$
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
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER tours_of_assignment AFTER INSERT OR UPDATE OF current_vessel_id, rank ON crew_members
  FOR EACH ROW EXECUTE FUNCTION tours_of_assignment();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tours_of_contract() RETURNS trigger AS $$
BEGIN
  -- the open assignment tours of the seafarers whose contracts changed take their active contract's end
  UPDATE tours t
     SET planned_sign_off = (SELECT max(c.end_date) FROM contracts c
                              WHERE c.crew_member_id = t.crew_member_id AND c.status = 'active'),
         updated_at = now()
   WHERE t.rotation_id IS NULL AND t.actual_sign_off IS NULL
     AND t.crew_member_id IN (SELECT crew_member_id FROM changed_rows);
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tours_of_contract_old() RETURNS trigger AS $$
BEGIN
  UPDATE tours t
     SET planned_sign_off = (SELECT max(c.end_date) FROM contracts c
                              WHERE c.crew_member_id = t.crew_member_id AND c.status = 'active'),
         updated_at = now()
   WHERE t.rotation_id IS NULL AND t.actual_sign_off IS NULL
     AND t.crew_member_id IN (SELECT crew_member_id FROM old_rows);
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER tours_of_contract_insert AFTER INSERT ON contracts
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION tours_of_contract();
--> statement-breakpoint
CREATE TRIGGER tours_of_contract_update AFTER UPDATE ON contracts
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION tours_of_contract();
--> statement-breakpoint
CREATE TRIGGER tours_of_contract_delete AFTER DELETE ON contracts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tours_of_contract_old();
--> statement-breakpoint
-- The existing data: every rotation that is not cancelled, then every assignment no rotation covers today.
INSERT INTO tours (crew_member_id, vessel_id, rank, sign_on, planned_sign_off, actual_sign_off, rotation_id)
  SELECT r.crew_member_id, r.vessel_id, coalesce(r.rank, cm.rank), r.join_date, r.leave_date,
         CASE WHEN r.status = 'completed' THEN r.leave_date END, r.id
    FROM rotations r JOIN crew_members cm ON cm.id = r.crew_member_id
   WHERE r.status <> 'cancelled';
--> statement-breakpoint
INSERT INTO tours (crew_member_id, vessel_id, rank, sign_on, planned_sign_off)
  SELECT cm.id, cm.current_vessel_id, cm.rank, NULL,
         (SELECT max(c.end_date) FROM contracts c WHERE c.crew_member_id = cm.id AND c.status = 'active')
    FROM crew_members cm
   WHERE cm.current_vessel_id IS NOT NULL
     AND NOT EXISTS (
       SELECT 1 FROM rotations r
        WHERE r.crew_member_id = cm.id AND r.vessel_id = cm.current_vessel_id AND r.status <> 'cancelled'
          AND r.join_date <= tours_today() AND (r.leave_date IS NULL OR r.leave_date > tours_today()));
