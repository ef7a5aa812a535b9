// A backup is one folder: the database artifact, the uploaded files (PGlite) and manifest.json, which
// says what the backup holds so a restore can prove it got all of it back.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";
import { SAFE_KEY } from "../../modules/files/store";
import { BackupError } from "./backup-error";

export const MANIFEST_FILE = "manifest.json";
/** PGlite: the data dir as PGlite's own gzipped tarball (dumpDataDir). */
export const PGLITE_ARCHIVE = "pglite-datadir.tar.gz";
/** PostgreSQL: pg_dump's custom format (-Fc), restored with pg_restore. */
export const POSTGRES_DUMP = "database.pgdump";
/**
 * Uploaded files under their storage keys, copied from the PGlite folder or the object store
 * (PostgreSQL's embedded store keeps the bytes in the dump).
 */
export const UPLOADS_FOLDER = "uploads";

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const ZTableFingerprint = z.object({
  table: z.string(),
  rows: z.number().int().min(0),
  /** md5 of the sorted md5s of each row's text form: equal rows give an equal md5 on any server. */
  md5: z.string().regex(/^[0-9a-f]{32}$/),
});

export const ZFileEntry = z.object({
  id: z.string().uuid(),
  /** A server-made key; anything else (a path, "..") makes the manifest invalid. */
  storageKey: z.string().regex(SAFE_KEY),
  bytes: z.number().int().min(0),
  sha256,
});

export const ZBackupManifest = z.object({
  format: z.literal("crewfleet-backup"),
  formatVersion: z.literal(1),
  createdAt: z.string().datetime(),
  engine: z.enum(["pglite", "postgres"]),
  /** Where the files were (FILE_STORE): an s3 backup holds them in uploads/ whatever the engine. */
  fileStore: z.enum(["embedded", "s3"]).default("embedded"),
  appVersion: z.string(),
  schema: z.object({
    migrationsApplied: z.number().int().min(0),
    /** Tag of the newest applied migration in drizzle/ (e.g. 0001_activity_append_only). */
    latestMigration: z.string().nullable(),
    latestMigrationHash: z.string().nullable(),
  }),
  database: z.object({
    file: z.enum([PGLITE_ARCHIVE, POSTGRES_DUMP]),
    bytes: z.number().int(),
    sha256,
    serverVersion: z.string(),
  }),
  tables: z.array(ZTableFingerprint),
  files: z.array(ZFileEntry),
});

export type TableFingerprint = z.infer<typeof ZTableFingerprint>;
export type FileEntry = z.infer<typeof ZFileEntry>;
export type BackupManifest = z.infer<typeof ZBackupManifest>;
/** What an engine's backup contributes to the manifest, plus what it warns about. */
export type EngineBackup = Omit<BackupManifest, "format" | "formatVersion" | "createdAt" | "appVersion"> & {
  warnings: string[];
};

/** An engine's backup from the database's facts, its artifact (the archive or the dump) and the files:
 * the same fields in the same order whatever the engine. */
export function engineBackup(
  engine: BackupManifest["engine"],
  s3: boolean,
  facts: { schema: BackupManifest["schema"]; serverVersion: string; tables: TableFingerprint[] },
  artifact: Omit<BackupManifest["database"], "serverVersion">,
  files: FileEntry[],
  warnings: string[],
): EngineBackup {
  return {
    engine,
    fileStore: s3 ? "s3" : "embedded",
    schema: facts.schema,
    database: { ...artifact, serverVersion: facts.serverVersion },
    tables: facts.tables,
    files,
    warnings,
  };
}

export async function writeManifest(dir: string, manifest: BackupManifest): Promise<void> {
  await writeFile(join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function readManifest(dir: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(join(dir, MANIFEST_FILE), "utf8");
  } catch {
    throw new BackupError(`${dir} is not a backup: ${MANIFEST_FILE} is missing.`);
  }
  const parsed = ZBackupManifest.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new BackupError(
      `${join(dir, MANIFEST_FILE)} is not a valid backup manifest: ${parsed.error.message}`,
    );
  return parsed.data;
}

/** True when the backup's files are in its uploads/ folder (not inside a PostgreSQL dump). */
export const filesInFolder = (m: Pick<BackupManifest, "engine" | "fileStore">) =>
  m.engine === "pglite" || m.fileStore === "s3";

export const totalRows = (m: Pick<BackupManifest, "tables">) => m.tables.reduce((n, t) => n + t.rows, 0);
