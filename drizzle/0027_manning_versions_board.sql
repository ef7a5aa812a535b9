-- The planning board's rows are reused per vessel until its manning version (0023) moves, as the gaps are:
-- so the version also moves with every statement that changes the vessel's crew changes, and with a
-- seafarer's name change on every vessel they have a tour on (the board shows the names).
CREATE TRIGGER crew_changes_version_insert AFTER INSERT ON crew_changes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_vessel_manning_version();
--> statement-breakpoint
CREATE TRIGGER crew_changes_version_update AFTER UPDATE ON crew_changes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_vessel_manning_version();
--> statement-breakpoint
CREATE TRIGGER crew_changes_version_delete AFTER DELETE ON crew_changes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_vessel_manning_version();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_vessel_manning_version_of_names() RETURNS trigger AS $$
BEGIN
  INSERT INTO vessel_manning_versions AS m (vessel_id, version)
    SELECT DISTINCT t.vessel_id, 1 FROM tours t
     WHERE t.crew_member_id IN (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
                                 WHERE n.first_name IS DISTINCT FROM o.first_name
                                    OR n.last_name IS DISTINCT FROM o.last_name)
     ORDER BY 1
    ON CONFLICT (vessel_id) DO UPDATE SET version = m.version + 1;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER crew_names_version_update AFTER UPDATE ON crew_members
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_vessel_manning_version_of_names();
