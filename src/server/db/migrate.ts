// Applies the drizzle-kit migrations in ./drizzle. On PostgreSQL an advisory lock serialises instances.
import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { fromRoot } from "../paths";
import type { Database } from "./client";

export const MIGRATIONS_FOLDER = fromRoot("drizzle");
const MIGRATION_LOCK = 727_001;

export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.engine === "pglite") {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants its driver's own database type
    await migratePglite(database.db as any, config);
    return;
  }
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    // biome-ignore lint/suspicious/noExplicitAny: as above
    await migratePg(tx as any, config);
  });
}
