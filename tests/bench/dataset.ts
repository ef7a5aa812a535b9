// Prepares a fresh database with the large dataset for one engine, outside the app (as `npm run seed`).
import { rmSync } from "node:fs";
import pg from "pg";
import { openDatabase } from "../../src/server/db/client";
import { runMigrations } from "../../src/server/db/migrate";
import { appMeta } from "../../src/server/db/schema";
import { LAST_SCAN_KEY } from "../../src/server/jobs/reminder-scan";
import { ensureAdminAccount } from "../../src/server/modules/users/service";
import { seedLarge } from "../../src/server/tools/seed/large";
import { todayIn } from "../../src/shared/dates";

export const BENCH_PASSWORD = "bench-password-1";
/** The bench's PostgreSQL databases are named `<prefix>_<pid>_<time>` (BENCH_DB_PREFIX, default cf_bench),
 * so several people benchmarking on one server tell theirs apart. */
export const BENCH_DB_PREFIX = process.env.BENCH_DB_PREFIX ?? "cf_bench";

export interface Dataset {
  env: Record<string, string>;
  drop(): Promise<void>;
}

function withDb(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function postgresReachable(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  return c.connect().then(
    () => c.end().then(() => true),
    () => false,
  );
}

export async function prepareDataset(
  engine: "pglite" | "postgres",
  scale: number,
  adminUrl: string,
): Promise<Dataset> {
  const tag = `${process.pid}_${Date.now()}`;
  let env: Record<string, string>;
  let drop: () => Promise<void>;
  if (engine === "pglite") {
    const dir = `/tmp/cf-bench-${tag}`;
    env = { DATA_DIR: dir };
    drop = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const name = `${BENCH_DB_PREFIX}_${tag}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    env = { DATABASE_URL: withDb(adminUrl, name) };
    drop = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => c.end());
    };
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await runMigrations(database);
    await ensureAdminAccount(database.db, BENCH_PASSWORD);
    const today = todayIn("UTC");
    await seedLarge(database.db, today, scale);
    // The day's reminder scan would queue ~8,500 e-mails for this data right after start-up and overlap the
    // first measurements: mark it as done so the figures are the screens' steady state.
    await database.db
      .insert(appMeta)
      .values({ key: LAST_SCAN_KEY, value: today })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: today } });
  } finally {
    await database.close();
  }
  return { env: { ...env, SEED_DEMO: "false", DEMO_PASSWORD: BENCH_PASSWORD }, drop };
}
