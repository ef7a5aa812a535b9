// The activity log tallied by UTC day, role, user and entity type (the activity tally projection): kept by
// its statement trigger on activity_log, in the writing transaction. The activity report sums whole days
// from the tally and counts only the two part-days at its edges from the log itself, so its tiles and filter
// choices cost about a month of small rows, not every entry; the overview's "activity in range" is a sum
// of the tally too.
//
// Why slots: every audited write adds to the tally, so one row per key and day would be a lock that every
// concurrent writer queues on from its entry to its commit (measured: tests/bench/hot-row.ts, 10 writers
// on PostgreSQL waited on a lock in 96% of samples and wrote a quarter as fast as without the trigger).
// Each connection adds to its own slot of the key (its backend pid modulo TALLY_SLOTS), so writers on
// different connections never share a row; readers sum the slots. Housekeeping folds the slots of the days
// before today into slot 0 (foldActivityTally), so a day keeps one row per key once it is over.
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { queryRows } from "../db/rows";
import { driftOf, type Projection, trigger } from "./types";

/** Slots per key and day (a connection writes to its backend pid modulo this). */
export const TALLY_SLOTS = 64;

/** The tally's key of an activity_log row (`r` is the table or a transition table). */
const KEY = `(created_at AT TIME ZONE 'UTC')::date AS day, coalesce(user_role, '') AS user_role,
  coalesce(username, '') AS username, coalesce(entity_type, '') AS entity_type`;

/** Adds the rows of `r` to the tally in `slot`, grouped, in key order (no lock cycles). */
const tallyActivity = (r: string, slot: string) => `
  INSERT INTO activity_tally (day, user_role, username, entity_type, slot, n)
  SELECT ${KEY}, ${slot}, count(*)::int FROM ${r} GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, user_role, username, entity_type, slot) DO UPDATE SET n = activity_tally.n + excluded.n;`;

/** Rebuilds the tally from the log (slot 0). */
const RECOUNT_ACTIVITY_TALLY = ["DELETE FROM activity_tally", tallyActivity("activity_log", "0")];

const DDL: string[] = [
  // the audit log only ever gains rows (the activity log guard, projections/guards.ts, refuses updates,
  // deletes and truncation): inserts are all the tally follows. The fleet counts' trigger on the log kept
  // it before the slots (and an 'activity' bucket with one row per day): gone.
  "DROP TRIGGER IF EXISTS fleet_counts_activity_log_insert ON activity_log;",
  "DROP FUNCTION IF EXISTS fleet_counts_activity_log_insert();",
  `CREATE OR REPLACE FUNCTION activity_tally_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  ${tallyActivity("new_rows", `(pg_backend_pid() % ${TALLY_SLOTS})::smallint`)}
  RETURN NULL;
END $$;`,
  ...trigger(
    "activity_tally_insert",
    "activity_log",
    `AFTER INSERT ON activity_log REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION activity_tally_insert();`,
  ),
];

/** Folds the slots of the days before `today` into slot 0 (one row per key for a day that is over);
 * housekeeping runs it. Answers the rows folded away. */
export async function foldActivityTally(db: DbOrTx, today: string): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`WITH gone AS (
          DELETE FROM activity_tally WHERE day < ${today}::date AND slot <> 0
          RETURNING day, user_role, username, entity_type, n
        ), folded AS (
          INSERT INTO activity_tally AS t (day, user_role, username, entity_type, slot, n)
          SELECT day, user_role, username, entity_type, 0, sum(n)::int FROM gone
           GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
          ON CONFLICT (day, user_role, username, entity_type, slot) DO UPDATE SET n = t.n + excluded.n
        )
        SELECT count(*)::int AS n FROM gone`,
  );
  return rows[0]?.n ?? 0;
}

/** Audit entries written on or after the UTC day `from` (the overview's activity in range). */
export async function activitySince(db: DbOrTx, from: string): Promise<number> {
  const [r] = await queryRows<{ n: number }>(
    db,
    sql`SELECT coalesce(sum(n), 0)::int AS n FROM activity_tally WHERE day >= ${from}::date`,
    "activity_since",
  );
  return r.n;
}

/** The activity tally projection: its trigger on activity_log adds each inserting statement's entries. */
export const activityTally: Projection = {
  name: "activity_tally",
  tables: ["activity_tally"],
  keeps:
    "audit entries by UTC day, role, user and entity type, in slots per connection (the activity report's tiles and filters, the overview's activity in range)",
  sources: { activity_log: ["created_at", "user_role", "username", "entity_type"] },
  services: ["activity (every audited write: logActivity)"],
  ddl: DDL,
  recountOnInstall: true,
  async recount(tx) {
    for (const statement of RECOUNT_ACTIVITY_TALLY) await tx.execute(sql.raw(statement));
  },
  drift: (db) =>
    driftOf(
      db,
      "activity_tally",
      `SELECT day || '|' || user_role || '|' || username || '|' || entity_type AS key, sum(n)::text AS value
         FROM activity_tally GROUP BY day, user_role, username, entity_type HAVING sum(n) <> 0`,
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
/** The last day a date can name (its next midnight is past what PostgreSQL and the API accept). */
const LAST_DAY_MS = Date.parse("9999-12-31T00:00:00Z");
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The activity report's counts for [since, until): the tiles under `filter` (SQL on the columns
 * user_role, username, entity_type of the tally's shape, '' for none) and the choices of the user and
 * entity filters (without it). Whole UTC days come from the tally; the part-day at the start from the
 * log's created_at index. The part-day at the end (today, as the report is read) is its day's tally less
 * the log's entries from `until` to that day's end, which are none when `until` is now: counting today's
 * entries from the log read every one of them (8.9k on a busy day: ~4.5 ms of the statement's ~4.7).
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
  // the end's part-day from the tally when it starts at a midnight the head does not reach; the log's
  // entries after `until` that day are read in the head's scan and counted against it
  const tailFromTally = tailStart.getTime() === lastDay && lastDay < until.getTime() && lastDay < LAST_DAY_MS;
  const logRange = tailFromTally
    ? sql`(created_at >= ${until} AND created_at < ${new Date(lastDay + DAY_MS)})`
    : sql`(created_at >= ${tailStart} AND created_at < ${until})`;
  const logCount = tailFromTally
    ? sql`sum(CASE WHEN created_at < ${headEnd} THEN 1 ELSE -1 END)::int`
    : sql`count(*)::int`;
  const [row] = await queryRows<ActivityPeriodCounts>(
    db,
    sql`WITH parts AS (
      SELECT user_role, username, entity_type, n FROM activity_tally
       WHERE day >= ${dayOf(firstDay)}::date AND day < ${dayOf(tailFromTally ? lastDay + DAY_MS : lastDay)}::date
      UNION ALL
      SELECT coalesce(user_role, ''), coalesce(username, ''), coalesce(entity_type, ''), ${logCount}
        FROM activity_log
       WHERE (created_at >= ${since} AND created_at < ${headEnd}) OR ${logRange}
       GROUP BY 1, 2, 3
    ), g AS (
      SELECT user_role, username, entity_type, sum(n)::int AS n FROM parts GROUP BY 1, 2, 3 HAVING sum(n) <> 0
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
