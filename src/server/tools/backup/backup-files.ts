// Uploaded files in a backup: copied out of whichever file store holds them (the PGlite folder or the
// object store) into the backup's uploads/ folder, and put back into the target's store on restore,
// streamed and checksummed on the way (sha256), never a whole file in memory.
import { createHash } from "node:crypto";
import { join } from "node:path";
import { Transform } from "node:stream";
import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { storedFiles } from "../../db/schema-documents";
import { diskStore, type FileStore } from "../../modules/files/store";
import { BackupError } from "./backup-error";
import { type BackupManifest, type FileEntry, UPLOADS_FOLDER } from "./manifest";

/** The files a backup holds: every upload stored or attached (not slots nor uploads in progress). */
export function fileRowsOf(tx: Db) {
  return tx
    .select({ id: storedFiles.id, key: storedFiles.storageKey, sha256: storedFiles.sha256 })
    .from(storedFiles)
    .where(inArray(storedFiles.status, ["stored", "attached"]))
    .orderBy(storedFiles.id);
}

/** A pass-through that counts and hashes what flows through it. */
function hashing() {
  const hash = createHash("sha256");
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ bytes, sha256: hash.digest("hex") }) };
}

/** sha256 and length of the bytes under `key`, or null when the store holds none. */
export async function checksumIn(store: FileStore, key: string) {
  const found = await store.open(key);
  if (!found) return null;
  const hash = createHash("sha256");
  let bytes = 0;
  for await (const chunk of found.stream) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { bytes, sha256: hash.digest("hex") };
}

/**
 * Streams the bytes under `key` from one store into another; answers their length and sha256 as they
 * were sent, or null when the source holds none.
 */
export async function copyBetween(from: FileStore, to: FileStore, key: string) {
  const found = await from.open(key);
  if (!found) return null;
  const h = hashing();
  found.stream.on("error", (err) => h.stream.destroy(err));
  await to.put(key, found.stream.pipe(h.stream), found.size);
  return h.result();
}

/** Copies each file row's bytes from `source` into the backup's uploads/ folder. */
export async function copyFilesOut(
  source: FileStore,
  rows: { id: string; key: string; sha256: string | null }[],
  outDir: string,
  where: string,
): Promise<{ files: FileEntry[]; warnings: string[] }> {
  const copy = diskStore(join(outDir, UPLOADS_FOLDER));
  const files: FileEntry[] = [];
  const warnings: string[] = [];
  for (const row of rows) {
    const sent = await copyBetween(source, copy, row.key);
    if (!sent) {
      warnings.push(`uploaded file ${row.key} (stored_files ${row.id}) is missing from ${where}`);
      continue;
    }
    const { bytes, sha256 } = sent;
    if (row.sha256 && row.sha256 !== sha256)
      warnings.push(`uploaded file ${row.key} no longer matches the sha256 recorded at upload`);
    files.push({ id: row.id, storageKey: row.key, bytes, sha256 });
  }
  return { files, warnings };
}

/** Puts the backup's uploads/ files into `target`, then reads each back for its sha256. */
export async function restoreFilesInto(target: FileStore, backupDir: string, manifest: BackupManifest) {
  const fromBackup = diskStore(join(backupDir, UPLOADS_FOLDER));
  for (const file of manifest.files) {
    const found = await fromBackup.open(file.storageKey);
    if (!found) throw new BackupError(`The backup lacks ${UPLOADS_FOLDER}/${file.storageKey}.`);
    await target.put(file.storageKey, found.stream, found.size);
  }
  const files = [];
  for (const file of manifest.files)
    files.push({ id: file.id, sha256: (await checksumIn(target, file.storageKey))?.sha256 ?? null });
  return files;
}

/** An object store to restore into must be empty (under its prefix) unless --force. */
export async function refuseNonEmptyStore(target: FileStore, force: boolean, what: string) {
  if (force || target.kind !== "s3") return;
  const keys = await target.keys();
  if (keys.length)
    throw new BackupError(
      `${what} already holds ${keys.length} files. Restore into an empty bucket or prefix, or pass --force (files the restored database does not name are removed by housekeeping).`,
    );
}
