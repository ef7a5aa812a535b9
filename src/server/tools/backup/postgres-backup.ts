// PostgreSQL: pg_dump's custom format of DATABASE_URL while the app keeps running. A read-only
// REPEATABLE READ transaction exports its snapshot and pg_dump dumps that same snapshot (--snapshot),
// so the manifest's figures and checksums describe exactly the rows in the dump. With the embedded file
// store uploaded files are bytea in stored_files, so the dump holds them; with the object store
// (FILE_STORE=s3) the objects of the snapshot's file rows are copied into uploads/ after the dump (an
// object is written once under its key, so a later upload never changes one; a file deleted meanwhile is
// reported as missing).
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { type Db, openDatabase } from "../../db/client";
import { queryRows } from "../../db/rows";
import { type S3Config, s3Store } from "../../modules/files/s3-store";
import { copyFilesOut, fileRowsOf } from "./backup-files";
import { sha256OfFile } from "./checksum";
import { pinTextSettings, schemaVersion, serverVersion, tableFingerprints } from "./database-facts";
import { type EngineBackup, engineBackup, type FileEntry, POSTGRES_DUMP } from "./manifest";
import { runPgTool } from "./pg-tools";

/** Stored file bytes and their sha256, computed by the server (bytes never leave it). */
export async function storedFileChecksums(tx: Db) {
  return queryRows<FileEntry & { recorded: string | null }>(
    tx,
    sql`select id, storage_key as "storageKey", length(data)::int as bytes,
               encode(sha256(data), 'hex') as sha256, sha256 as recorded
        from stored_files where data is not null order by id`,
  );
}

export async function backupPostgres(
  databaseUrl: string,
  outDir: string,
  s3?: S3Config,
): Promise<EngineBackup> {
  const database = await openDatabase({ databaseUrl, poolSize: 1 });
  try {
    const dumpPath = join(outDir, POSTGRES_DUMP);
    const facts = await database.db.transaction(
      async (tx) => {
        await pinTextSettings(tx);
        const [{ snapshot }] = await queryRows<{ snapshot: string }>(
          tx,
          sql`select pg_export_snapshot() as snapshot`,
        );
        const result = {
          tables: await tableFingerprints(tx),
          schema: await schemaVersion(tx),
          serverVersion: await serverVersion(tx),
          files: s3 ? [] : await storedFileChecksums(tx),
          fileRows: s3 ? await fileRowsOf(tx) : [],
        };
        // the exported snapshot lives as long as this transaction: dump before committing
        await runPgTool("pg_dump", databaseUrl, [
          "--format=custom",
          `--snapshot=${snapshot}`,
          `--file=${dumpPath}`,
        ]);
        return result;
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    const objects = s3
      ? await copyFilesOut(s3Store(s3), facts.fileRows, outDir, `bucket ${s3.bucket}`)
      : { files: [], warnings: [] };
    const warnings = facts.files
      .filter((f) => f.recorded && f.recorded !== f.sha256)
      .map((f) => `uploaded file ${f.storageKey} no longer matches the sha256 recorded at upload`)
      .concat(objects.warnings);
    const bytes = (await readFile(dumpPath)).length;
    const artifact = { file: POSTGRES_DUMP, bytes, sha256: await sha256OfFile(dumpPath) } as const;
    const files = s3 ? objects.files : facts.files.map(({ recorded: _, ...file }) => file);
    return engineBackup("postgres", !!s3, facts, artifact, files, warnings);
  } finally {
    await database.close();
  }
}
