// The activity log tallied by UTC day, role, user and entity type (the activity tally projection): kept by
// the statement trigger on activity_log that keeps fleet_counts (projections/fleet-counts.ts), recounted with it. The
// activity report sums whole days from the tally and counts only the two part-days at its edges from the
// log itself, so its tiles and filter choices cost about a month of small rows, not every entry.
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { queryRows } from "../db/rows";
import { driftOf, type Projection } from "./types";

/** The tally's key of an activity_log row (`r` is the table or a transition table). */
const KEY = `(created_at AT TIME ZONE 'UTC')::date AS day, coalesce(user_role, '') AS user_role,
  coalesce(username, '') AS username, coalesce(entity_type, '') AS entity_type`;

/** Adds the rows of `r` to the tally, grouped, in key order (no lock cycles). */
export const tallyActivity = (r: string) => `
  INSERT INTO activity_tally (day, user_role, username, entity_type, n)
  SELECT ${KEY}, count(*)::int FROM ${r} GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, user_role, username, entity_type) DO UPDATE SET n = activity_tally.n + excluded.n;`;

/** Rebuilds the tally from the log. */
export const RECOUNT_ACTIVITY_TALLY = ["DELETE FROM activity_tally", tallyActivity("activity_log")];

/** The activity tally projection: its trigger is the activity log's fleet counts trigger
 * (fleet_counts_activity_log_insert), which adds each inserting statement's entries to both. */
export const activityTally: Projection = {
  name: "activity_tally",
  tables: ["activity_tally"],
  keeps: "audit entries by UTC day, role, user and entity type (the activity report's tiles and filters)",
  sources: { activity_log: ["created_at", "user_role", "username", "entity_type"] },
  services: ["activity (every audited write: logActivity)"],
  ddl: [],
  sharedTriggers: ["fleet_counts_activity_log_insert"],
  async recount(tx) {
    for (const statement of RECOUNT_ACTIVITY_TALLY) await tx.execute(sql.raw(statement));
  },
  drift: (db) =>
    driftOf(
      db,
      "activity_tally",
      `SELECT day || '|' || user_role || '|' || username || '|' || entity_type AS key, n::text AS value
         FROM activity_tally WHERE n <> 0`,
      `SELECT day || '|' || user_role || '|' || username || '|' || entity_type AS key, count(*)::text AS value
         FROM (SELECT ${KEY} FROM activity_log) x GROUP BY day, user_role, username, entity_type`,
    ),
};

export interface ActivityPeriodCounts {
  summary: { adminActions: number; officeStaffActions: number; activeUsers: number; totalActivities: number };
  users: { value: string | null; count: number }[];
  entities: { value: string | null; count: number }[];
}

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The activity report's counts for [since, until): the tiles under `filter` (SQL on the columns
 * user_role, username, entity_type of the tally's shape, '' for none) and the choices of the user and
 * entity filters (without it). Whole UTC days come from the tally; the part-days at either end from the
 * log's created_at index.
 */
export async function activityPeriodCounts(
  db: DbOrTx,
  since: Date,
  until: Date,
  filter: SQL | undefined,
): Promise<ActivityPeriodCounts> {
  const firstDay = Math.ceil(since.getTime() / DAY_MS) * DAY_MS; // the first whole day starts here
  const lastDay = Math.floor(until.getTime() / DAY_MS) * DAY_MS; // ... and the last one ends here
  const headEnd = new Date(Math.min(firstDay, until.getTime()));
  const tailStart = new Date(Math.max(lastDay, headEnd.getTime()));
  const [row] = await queryRows<ActivityPeriodCounts>(
    db,
    sql`WITH parts AS (
      SELECT user_role, username, entity_type, n FROM activity_tally
       WHERE day >= ${dayOf(firstDay)}::date AND day < ${dayOf(lastDay)}::date
      UNION ALL
      SELECT coalesce(user_role, ''), coalesce(username, ''), coalesce(entity_type, ''), count(*)::int
        FROM activity_log
       WHERE (created_at >= ${since} AND created_at < ${headEnd}) OR (created_at >= ${tailStart} AND created_at < ${until})
       GROUP BY 1, 2, 3
    ), g AS (
      SELECT user_role, username, entity_type, sum(n)::int AS n FROM parts GROUP BY 1, 2, 3
    ), f AS (SELECT * FROM g${filter ? sql` WHERE ${filter}` : sql``})
    SELECT
      (SELECT json_build_object(
         'adminActions', coalesce(sum(n) FILTER (WHERE user_role = 'admin'), 0),
         'officeStaffActions', coalesce(sum(n) FILTER (WHERE user_role = 'office_staff'), 0),
         'activeUsers', count(DISTINCT nullif(username, '')),
         'totalActivities', coalesce(sum(n), 0)) FROM f) AS summary,
      (SELECT coalesce(json_agg(json_build_object('value', value, 'count', count) ORDER BY value), '[]')
         FROM (SELECT nullif(username, '') AS value, sum(n)::int AS count FROM g GROUP BY 1) u) AS users,
      (SELECT coalesce(json_agg(json_build_object('value', value, 'count', count) ORDER BY value), '[]')
         FROM (SELECT nullif(entity_type, '') AS value, sum(n)::int AS count FROM g GROUP BY 1) e) AS entities`,
    "activity_period",
  );
  return row;
}
