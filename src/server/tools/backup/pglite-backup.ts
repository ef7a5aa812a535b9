// PGlite: the backup opens DATA_DIR itself, so it takes the DATA_DIR lock and refuses while the app
// runs (one process per data dir); with the lock held nothing else writes, so the data-dir tarball,
// the figures and the copied upload files describe one moment.
import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { inArray, sql } from "drizzle-orm";
import { openDatabase } from "../../db/client";
import { storedFiles } from "../../db/schema-documents";
import { diskStore } from "../../modules/files/store";
import { BackupError } from "./backup-error";
import { sha256Of } from "./checksum";
import { pinTextSettings, schemaVersion, serverVersion, tableFingerprints } from "./database-facts";
import { type EngineBackup, type FileEntry, PGLITE_ARCHIVE, UPLOADS_FOLDER } from "./manifest";

export const uploadsDirOf = (dataDir: string) => resolve(dataDir, "uploads");
export const hasPgliteDatabase = (dataDir: string) => existsSync(join(dataDir, "pglite", "PG_VERSION"));

export async function backupPglite(dataDir: string, outDir: string): Promise<EngineBackup> {
  if (!hasPgliteDatabase(dataDir))
    throw new BackupError(`There is no PGlite database in DATA_DIR ${dataDir}: nothing to back up.`);
  const database = await openDatabase({ dataDir }); // throws DataDirLockedError while the app runs
  try {
    const facts = await database.db.transaction(async (tx) => {
      await pinTextSettings(tx);
      return {
        tables: await tableFingerprints(tx),
        schema: await schemaVersion(tx),
        serverVersion: await serverVersion(tx),
        fileRows: await tx
          .select({ id: storedFiles.id, key: storedFiles.storageKey, sha256: storedFiles.sha256 })
          .from(storedFiles)
          .where(inArray(storedFiles.status, ["stored", "attached"]))
          .orderBy(storedFiles.id),
      };
    });
    await database.db.execute(sql`checkpoint`); // the tarball then needs no WAL replay
    const dump = database.dumpDataDir;
    if (!dump) throw new Error("PGlite database without dumpDataDir");
    const archive = Buffer.from(await (await dump()).arrayBuffer());
    await writeFile(join(outDir, PGLITE_ARCHIVE), archive);

    const source = diskStore(uploadsDirOf(dataDir));
    const copy = diskStore(join(outDir, UPLOADS_FOLDER));
    const files: FileEntry[] = [];
    const warnings: string[] = [];
    for (const row of facts.fileRows) {
      const data = await source.get(row.key);
      if (!data) {
        warnings.push(
          `uploaded file ${row.key} (stored_files ${row.id}) is missing from ${uploadsDirOf(dataDir)}`,
        );
        continue;
      }
      const sha256 = sha256Of(data);
      if (row.sha256 && row.sha256 !== sha256)
        warnings.push(`uploaded file ${row.key} no longer matches the sha256 recorded at upload`);
      await copy.put(row.key, data);
      files.push({ id: row.id, storageKey: row.key, bytes: data.length, sha256 });
    }
    return {
      engine: "pglite",
      schema: facts.schema,
      database: {
        file: PGLITE_ARCHIVE,
        bytes: archive.length,
        sha256: sha256Of(archive),
        serverVersion: facts.serverVersion,
      },
      tables: facts.tables,
      files,
      warnings,
    };
  } finally {
    await database.close();
  }
}
