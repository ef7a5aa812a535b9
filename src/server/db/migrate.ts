// Applies the drizzle-kit migrations in ./drizzle. On PostgreSQL an advisory lock serialises instances
// (main.ts also holds the start-up lock around migrations, the admin account and the demo seed).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { fromRoot } from "../paths";
import { installProjections } from "../projections/registry";
import type { Database } from "./client";
import { queryRows } from "./rows";

export const MIGRATIONS_FOLDER = fromRoot("drizzle");
const MIGRATION_LOCK = 727_001;
/** Session-level advisory lock held by one starting instance at a time (main.ts). */
export const STARTUP_LOCK = 727_002;

export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  // A migration that changes data the tours projection reads fires its triggers, which need the triggers'
  // today (db/app-today.ts): migrations run on the database's date, as they always have.
  if (database.engine === "pglite") {
    // One connection: set for the session while the migrator runs, then cleared.
    await database.db.execute(sql`select set_config('app.today', current_date::text, false)`);
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants its driver's own database type
    await migratePglite(database.db as any, config).finally(() =>
      database.db.execute(sql`select set_config('app.today', '', false)`),
    );
    await database.db.transaction((tx) => installProjections(tx));
    return;
  }
  await database.db.transaction(async (tx) => {
    // A migration on a large database may take longer than DB_STATEMENT_TIMEOUT_MS allows a request.
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.execute(sql`select set_config('app.today', current_date::text, true)`);
    // biome-ignore lint/suspicious/noExplicitAny: as above
    await migratePg(tx as any, config);
    await installProjections(tx);
  });
}

/** How many migrations this build ships (drizzle/meta/_journal.json). */
export function shippedMigrations(): number {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** True when the database has every migration this build ships (readiness). */
export async function migrationsApplied(database: Database, shipped = shippedMigrations()): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return (row?.n ?? 0) >= shipped;
}
