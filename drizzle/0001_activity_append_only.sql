-- The activity log is the audit trail: the application may insert into it, never change or remove rows.
CREATE OR REPLACE FUNCTION activity_log_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'activity_log is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER activity_log_no_update BEFORE UPDATE OR DELETE ON activity_log
  FOR EACH ROW EXECUTE FUNCTION activity_log_append_only();
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS crew_full_name_lower_idx ON crew_members (lower(first_name || ' ' || last_name));
