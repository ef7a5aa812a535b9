// npm run backup: one folder per backup, the database artifact and uploaded files first and
// manifest.json last, so a folder with a manifest is a complete backup. A failed backup leaves nothing.
import { existsSync, readdirSync } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { APP_VERSION } from "../../app";
import type { Engine } from "../../db/client";
import type { S3Config } from "../../modules/files/s3-store";
import { BackupError } from "./backup-error";
import { type BackupManifest, writeManifest } from "./manifest";
import { backupPglite } from "./pglite-backup";
import { backupPostgres } from "./postgres-backup";

/**
 * Where the data lives: DATABASE_URL (PostgreSQL) or else the PGlite database in DATA_DIR; the files in
 * the engine's embedded store, or in the object store when `s3` is set (FILE_STORE=s3).
 */
export interface DataLocation {
  databaseUrl?: string;
  dataDir: string;
  s3?: S3Config;
}

export const engineOf = (where: DataLocation): Engine => (where.databaseUrl ? "postgres" : "pglite");

/** backups/crewfleet-<engine>-<UTC time>, e.g. backups/crewfleet-pglite-20261122T184500Z */
export function defaultBackupDir(engine: Engine, now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  return join("backups", `crewfleet-${engine}-${stamp}`);
}

export async function createBackup(
  where: DataLocation,
  outDir: string,
  now = new Date(),
): Promise<{ manifest: BackupManifest; warnings: string[] }> {
  if (existsSync(outDir) && readdirSync(outDir).length > 0)
    throw new BackupError(`${outDir} already exists and is not empty; choose another folder with --out.`);
  await mkdir(outDir, { recursive: true });
  try {
    const { warnings, ...backup } = where.databaseUrl
      ? await backupPostgres(where.databaseUrl, outDir, where.s3)
      : await backupPglite(where.dataDir, outDir, where.s3);
    const manifest: BackupManifest = {
      format: "crewfleet-backup",
      formatVersion: 1,
      createdAt: now.toISOString(),
      appVersion: APP_VERSION,
      ...backup,
    };
    await writeManifest(outDir, manifest);
    return { manifest, warnings };
  } catch (err) {
    await rm(outDir, { recursive: true, force: true });
    throw err;
  }
}
