// PostgreSQL: pg_restore into DATABASE_URL in one transaction (a failure leaves the database as it
// was). The database must be empty (no tables) unless --force, which drops and recreates the objects
// the backup holds (pg_restore --clean). Ownership and grants are not restored: objects belong to the
// role that restores. Files the backup holds in uploads/ (it was made with the object store) go into the
// object store when FILE_STORE=s3, else into stored_files.data.
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../db/client";
import { queryRows } from "../../db/rows";
import { type S3Config, s3Store } from "../../modules/files/s3-store";
import { postgresStore } from "../../modules/files/store";
import { BackupError } from "./backup-error";
import { refuseNonEmptyStore, restoreFilesInto } from "./backup-files";
import { pinTextSettings, tableFingerprints } from "./database-facts";
import { type BackupManifest, filesInFolder } from "./manifest";
import { runPgTool } from "./pg-tools";
import { storedFileChecksums } from "./postgres-backup";
import type { RestoredState } from "./verify";

export async function restorePostgres(
  databaseUrl: string,
  backupDir: string,
  manifest: BackupManifest,
  opts: { force: boolean; s3?: S3Config },
): Promise<RestoredState> {
  const database = await openDatabase({ databaseUrl, poolSize: 1 });
  try {
    const target = opts.s3 ? s3Store(opts.s3) : postgresStore(database.db);
    await refuseNonEmptyStore(target, opts.force, `The bucket ${opts.s3?.bucket}`);
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

    // the rows as restored, before any file goes into stored_files.data
    const restored = await database.db.transaction(async (tx) => {
      await pinTextSettings(tx);
      const tables = await tableFingerprints(tx);
      const files = (await storedFileChecksums(tx)).map((f) => ({ id: f.id, sha256: f.sha256 }));
      return { tables, files };
    });
    if (!filesInFolder(manifest)) return restored;
    return { tables: restored.tables, files: await restoreFilesInto(target, backupDir, manifest) };
  } finally {
    await database.close();
  }
}
