// The shared-row measure of the activity tally projection: N connections, each writing audited changes to
// its own seafarer (an edit of the member and its activity entry, one transaction), with the tally's
// trigger on activity_log on and off. Every audited write adds 1 to the tally; with one row per key and
// day, writers that otherwise touch nothing in common queued on that row's lock from the insert to their
// commit (the tally's slots are the fix, projections/activity-tally.ts). The "off" rounds are the same
// writes without the trigger: the ceiling the tally costs against. Rounds alternate on and off so the
// machine's load falls on both alike; figures only, never a pass or fail.
// Run alone: `npx tsx tests/bench/hot-row.ts` (BENCH_DATABASE_URL, HOT_ROW_WRITERS, HOT_ROW_SECONDS).
import pg from "pg";
import { openDatabase } from "../../src/server/db/client";
import { runMigrations } from "../../src/server/db/migrate";
import { installProjections } from "../../src/server/projections/registry";
import { createCrewMember } from "../../src/server/test/factories";

export interface HotRowRound {
  trigger: "on" | "off";
  usernames: "one per writer" | "one for all";
  writesPerSec: number;
  p50: number;
  p99: number;
  /** Share of samples (every 5 ms) in which a writer waited on a lock. */
  lockWaitShare: number;
}

const TRIGGER = "activity_tally_insert";

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10;
}

function withDb(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function hotRow(
  adminUrl: string,
  writers = 10,
  seconds = 5,
  rounds = 2,
): Promise<HotRowRound[]> {
  const name = `cf_hotrow_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = withDb(adminUrl, name);
  const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
  const pool = new pg.Pool({ connectionString: url, max: writers + 1 });
  pool.on("error", () => {});
  try {
    await runMigrations(database);
    await installProjections(database.db);
    const members: string[] = [];
    for (let i = 0; i < writers; i++) members.push((await createCrewMember(database.db)).id);
    const today = new Date().toISOString().slice(0, 10);
    const results: HotRowRound[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const trigger of ["on", "off"] as const) {
        for (const usernames of ["one per writer", "one for all"] as const) {
          await pool.query(
            `ALTER TABLE activity_log ${trigger === "on" ? "ENABLE" : "DISABLE"} TRIGGER ${TRIGGER}`,
          );
          results.push(await measure(pool, members, today, seconds, trigger, usernames));
        }
      }
    }
    await pool.query(`ALTER TABLE activity_log ENABLE TRIGGER ${TRIGGER}`);
    return results;
  } finally {
    await pool.end();
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function measure(
  pool: pg.Pool,
  members: string[],
  today: string,
  seconds: number,
  trigger: "on" | "off",
  usernames: HotRowRound["usernames"],
): Promise<HotRowRound> {
  const times: number[] = [];
  const until = Date.now() + seconds * 1000;
  let samples = 0;
  let waiting = 0;
  let sampling = true;
  const sampler = (async () => {
    const c = await pool.connect();
    try {
      while (sampling) {
        const { rows } = await c.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        samples++;
        if (rows[0].n > 0) waiting++;
        await new Promise((r) => setTimeout(r, 5));
      }
    } finally {
      c.release();
    }
  })();
  const writing = Promise.allSettled(
    members.map(async (id, i) => {
      const c = await pool.connect();
      try {
        const username = usernames === "one for all" ? "office" : `office${i}`;
        for (let n = 0; Date.now() < until; n++) {
          const t = performance.now();
          await c.query("BEGIN");
          await c.query(`SELECT set_config('app.today', $1, true)`, [today]);
          await c.query(`UPDATE crew_members SET phone_number = $2, updated_at = now() WHERE id = $1`, [
            id,
            `+63 900 ${n}`,
          ]);
          await c.query(
            `INSERT INTO activity_log (type, action, entity_type, entity_id, username, user_role, description, severity)
             VALUES ('crew', 'update', 'crew_member', $1, $2, 'office_staff', 'Edited a crew member', 'info')`,
            [id, username],
          );
          await c.query("COMMIT");
          times.push(performance.now() - t);
        }
      } finally {
        c.release();
      }
    }),
  );
  const settled = await writing;
  sampling = false;
  await sampler;
  const failed = settled.find((s) => s.status === "rejected");
  if (failed) throw failed.reason;
  times.sort((a, b) => a - b);
  return {
    trigger,
    usernames,
    writesPerSec: Math.round(times.length / seconds),
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    lockWaitShare: samples ? Math.round((waiting / samples) * 100) / 100 : 0,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const rounds = await hotRow(
    url,
    Number(process.env.HOT_ROW_WRITERS ?? 10),
    Number(process.env.HOT_ROW_SECONDS ?? 5),
  );
  console.table(rounds);
}
