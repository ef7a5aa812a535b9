-- The append-only trigger of 0001 is per row, and TRUNCATE fires no row triggers: without this, one
-- TRUNCATE would empty the audit trail. Refused the same way, for the whole statement.
CREATE TRIGGER activity_log_no_truncate BEFORE TRUNCATE ON activity_log
  FOR EACH STATEMENT EXECUTE FUNCTION activity_log_append_only();
