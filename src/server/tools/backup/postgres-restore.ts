// PostgreSQL: pg_restore into DATABASE_URL in one transaction (a failure leaves the database as it
// was). The database must be empty (no tables) unless --force, which drops and recreates the objects
// the backup holds (pg_restore --clean). Ownership and grants are not restored: objects belong to the
// role that restores.
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../db/client";
import { queryRows } from "../../db/rows";
import { BackupError } from "./backup-error";
import { pinTextSettings, tableFingerprints } from "./database-facts";
import type { BackupManifest } from "./manifest";
import { runPgTool } from "./pg-tools";
import { storedFileChecksums } from "./postgres-backup";
import type { RestoredState } from "./verify";

export async function restorePostgres(
  databaseUrl: string,
  backupDir: string,
  manifest: BackupManifest,
  opts: { force: boolean },
): Promise<RestoredState> {
  const database = await openDatabase({ databaseUrl, poolSize: 1 });
  try {
    const [{ n }] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    if (n > 0 && !opts.force)
      throw new BackupError(
        `The database at DATABASE_URL already has ${n} tables. Restore into an empty database (createdb), or pass --force to replace the objects the backup holds.`,
      );
    const args = ["--exit-on-error", "--single-transaction", "--no-owner", "--no-privileges"];
    if (n > 0) args.push("--clean", "--if-exists");
    await runPgTool("pg_restore", databaseUrl, [...args, join(backupDir, manifest.database.file)]);

    return await database.db.transaction(async (tx) => {
      await pinTextSettings(tx);
      const tables = await tableFingerprints(tx);
      const files = (await storedFileChecksums(tx)).map((f) => ({ id: f.id, sha256: f.sha256 }));
      return { tables, files };
    });
  } finally {
    await database.close();
  }
}
