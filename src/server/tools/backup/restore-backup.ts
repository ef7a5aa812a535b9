// npm run restore: checks the backup against its manifest first (a damaged backup restores nothing),
// restores into an empty DATA_DIR or database (or over existing data with --force), then proves the
// restore by reading back every table's rows and every file's sha256.
import { join } from "node:path";
import { BackupError } from "./backup-error";
import { sha256OfFile } from "./checksum";
import { type DataLocation, engineOf } from "./create-backup";
import { type BackupManifest, filesInFolder, readManifest, totalRows, UPLOADS_FOLDER } from "./manifest";
import { restorePglite } from "./pglite-restore";
import { restorePostgres } from "./postgres-restore";
import { differencesFromManifest } from "./verify";

export interface RestoreReport {
  manifest: BackupManifest;
  rows: number;
  tables: number;
  files: number;
  /** With --force on PGlite: where the replaced DATA_DIR contents were moved. */
  movedAside?: string;
}

async function checkBackupIntact(dir: string, manifest: BackupManifest): Promise<void> {
  const damaged: string[] = [];
  const check = async (path: string, sha256: string) => {
    const actual = await sha256OfFile(join(dir, path)).catch(() => null);
    if (actual !== sha256) damaged.push(actual ? `${path} (sha256 differs)` : `${path} (missing)`);
  };
  await check(manifest.database.file, manifest.database.sha256);
  if (filesInFolder(manifest))
    for (const f of manifest.files) await check(join(UPLOADS_FOLDER, f.storageKey), f.sha256);
  if (damaged.length)
    throw new BackupError(
      `The backup in ${dir} is damaged; nothing was restored:\n  ${damaged.join("\n  ")}`,
    );
}

export async function restoreBackup(
  where: DataLocation,
  backupDir: string,
  opts: { force?: boolean; now?: Date } = {},
): Promise<RestoreReport> {
  const manifest = await readManifest(backupDir);
  const engine = engineOf(where);
  if (manifest.engine !== engine)
    throw new BackupError(
      manifest.engine === "pglite"
        ? "This is a PGlite backup: restore it with DATABASE_URL unset (into an empty DATA_DIR)."
        : "This is a PostgreSQL backup: restore it with DATABASE_URL set to an empty database.",
    );
  await checkBackupIntact(backupDir, manifest);

  const force = opts.force ?? false;
  const restored = where.databaseUrl
    ? await restorePostgres(where.databaseUrl, backupDir, manifest, { force, s3: where.s3 })
    : await restorePglite(where.dataDir, backupDir, manifest, {
        force,
        now: opts.now ?? new Date(),
        s3: where.s3,
      });
  const problems = differencesFromManifest(manifest, restored);
  if (problems.length)
    throw new BackupError(`The restore does not match the backup:\n  ${problems.join("\n  ")}`);
  return {
    manifest,
    rows: totalRows(manifest),
    tables: manifest.tables.length,
    files: manifest.files.length,
    movedAside: restored.movedAside,
  };
}
