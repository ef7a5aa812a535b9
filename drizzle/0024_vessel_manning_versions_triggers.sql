-- A vessel's manning version (0023) moves on with every statement that changes its tours or its safe-manning
-- positions, in that statement's transaction: the fleet's manning gaps are computed per vessel and reused
-- until the vessel's version moves (modules/manning/gaps-memo.ts). Counting only: the gap rule itself stays
-- in src/shared/manning.ts. Vessels are bumped in id order so two writers never wait for each other in a cycle.
CREATE OR REPLACE FUNCTION bump_vessel_manning_version() RETURNS trigger AS $$
BEGIN
  -- (Nested IFs: an insert's trigger has no old_rows and a delete's no new_rows to name.)
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO vessel_manning_versions AS m (vessel_id, version)
      SELECT DISTINCT o.vessel_id, 1 FROM old_rows o JOIN vessels v ON v.id = o.vessel_id ORDER BY 1
      ON CONFLICT (vessel_id) DO UPDATE SET version = m.version + 1;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO vessel_manning_versions AS m (vessel_id, version)
      SELECT DISTINCT n.vessel_id, 1 FROM new_rows n ORDER BY 1
      ON CONFLICT (vessel_id) DO UPDATE SET version = m.version + 1;
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER tours_version_insert AFTER INSERT ON tours
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_vessel_manning_version();
--> statement-breakpoint
CREATE TRIGGER tours_version_update AFTER UPDATE ON tours
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_vessel_manning_version();
--> statement-breakpoint
CREATE TRIGGER tours_version_delete AFTER DELETE ON tours
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_vessel_manning_version();
--> statement-breakpoint
CREATE TRIGGER positions_version_insert AFTER INSERT ON safe_manning_positions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_vessel_manning_version();
--> statement-breakpoint
CREATE TRIGGER positions_version_update AFTER UPDATE ON safe_manning_positions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_vessel_manning_version();
--> statement-breakpoint
CREATE TRIGGER positions_version_delete AFTER DELETE ON safe_manning_positions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_vessel_manning_version();
--> statement-breakpoint
INSERT INTO vessel_manning_versions (vessel_id, version) SELECT id, 1 FROM vessels ON CONFLICT DO NOTHING;
