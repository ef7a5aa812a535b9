// PGlite: the backup opens DATA_DIR itself, so it takes the DATA_DIR lock and refuses while the app
// runs (one process per data dir); with the lock held nothing else writes, so the data-dir tarball,
// the figures and the copied upload files (from DATA_DIR/uploads or the object store) describe one moment.
import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../db/client";
import { type S3Config, s3Store } from "../../modules/files/s3-store";
import { diskStore } from "../../modules/files/store";
import { uploadsDirOf } from "../../modules/files/store-config";
import { BackupError } from "./backup-error";
import { copyFilesOut, fileRowsOf } from "./backup-files";
import { sha256Of } from "./checksum";
import { pinTextSettings, schemaVersion, serverVersion, tableFingerprints } from "./database-facts";
import { type EngineBackup, engineBackup, PGLITE_ARCHIVE } from "./manifest";

export const hasPgliteDatabase = (dataDir: string) => existsSync(join(dataDir, "pglite", "PG_VERSION"));

export async function backupPglite(dataDir: string, outDir: string, s3?: S3Config): Promise<EngineBackup> {
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
        fileRows: await fileRowsOf(tx),
      };
    });
    await database.db.execute(sql`checkpoint`); // the tarball then needs no WAL replay
    const dump = database.dumpDataDir;
    if (!dump) throw new Error("PGlite database without dumpDataDir");
    const archive = Buffer.from(await (await dump()).arrayBuffer());
    await writeFile(join(outDir, PGLITE_ARCHIVE), archive);

    const source = s3 ? s3Store(s3) : diskStore(uploadsDirOf(dataDir));
    const { files, warnings } = await copyFilesOut(
      source,
      facts.fileRows,
      outDir,
      s3 ? `bucket ${s3.bucket}` : uploadsDirOf(dataDir),
    );
    const artifact = { file: PGLITE_ARCHIVE, bytes: archive.length, sha256: sha256Of(archive) } as const;
    return engineBackup("pglite", !!s3, facts, artifact, files, warnings);
  } finally {
    await database.close();
  }
}
