// Triggers that keep no derived table but guard one: listed with the projections so the inventory
// (docs/projections.md) names every trigger in the database.
import { trigger } from "./types";

export interface Guard {
  name: string;
  /** The table it guards. */
  table: string;
  /** What it refuses. */
  refuses: string;
  ddl: readonly string[];
}

/** The activity log is the audit trail: the application may insert into it, never change or remove rows
 * (per row for UPDATE and DELETE; TRUNCATE fires no row triggers, so it is refused for the statement). */
export const activityLogAppendOnly: Guard = {
  name: "activity_log_append_only",
  table: "activity_log",
  refuses: "any UPDATE, DELETE or TRUNCATE of the audit trail",
  ddl: [
    `CREATE OR REPLACE FUNCTION activity_log_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'activity_log is append-only';
END;
$$ LANGUAGE plpgsql;`,
    ...trigger(
      "activity_log_no_update",
      "activity_log",
      `BEFORE UPDATE OR DELETE ON activity_log
  FOR EACH ROW EXECUTE FUNCTION activity_log_append_only();`,
    ),
    ...trigger(
      "activity_log_no_truncate",
      "activity_log",
      `BEFORE TRUNCATE ON activity_log
  FOR EACH STATEMENT EXECUTE FUNCTION activity_log_append_only();`,
    ),
  ],
};

export const GUARDS: readonly Guard[] = [activityLogAppendOnly];
