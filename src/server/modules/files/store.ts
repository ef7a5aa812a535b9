// Where uploaded bytes live, behind one small interface. The embedded store (the default) follows the
// database engine: on disk under DATA_DIR/uploads beside PGlite, in PostgreSQL (stored_files.data,
// bytea) when DATABASE_URL is set, so several app instances see every file and one dump holds them.
// FILE_STORE=s3 puts them in S3-compatible object storage instead (s3-store.ts). The database keeps the
// metadata (name, type, size, sha256, status) in stored_files whichever store holds the bytes.
// Bytes go in and out as streams: the disk and object stores never hold a whole file in memory.
import { createWriteStream } from "node:fs";
import { mkdir, open, readdir, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { storedFiles } from "../../db/schema-documents";
import type { FileStore, StoredBytes } from "../../lib/file-store";

export type { FileStore, StoredBytes };

/** Keys are server-made ("<uuid>.<ext>"); anything else is refused so a key can never leave the folder. */
export const SAFE_KEY = /^[0-9a-f-]{36}\.(pdf|jpg|png|bin)$/;
export function checkKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

/**
 * A body may fail (a refused type, a client gone) before the pipeline that consumes it is attached (a
 * store awaits first): its error must not go unheard meanwhile. The pipeline still fails with it, from the
 * stream's errored state.
 */
export function holdErrors<T extends Readable>(body: T): T {
  body.on("error", () => {});
  return body;
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** get() from open(), for every store. */
export async function bytesOf(store: Pick<FileStore, "open">, key: string): Promise<Buffer | null> {
  const found = await store.open(key);
  return found ? readAll(found.stream) : null;
}

export function diskStore(dir: string): FileStore {
  let ready: Promise<unknown> | null = null;
  const ensure = () => {
    ready ??= mkdir(dir, { recursive: true });
    return ready;
  };
  const store: FileStore = {
    kind: "disk",
    async put(key, body) {
      holdErrors(body);
      await ensure();
      const path = join(dir, checkKey(key));
      try {
        await pipeline(body, createWriteStream(`${path}.part`));
      } catch (err) {
        await rm(`${path}.part`, { force: true });
        throw err;
      }
      // rename is atomic: a crash mid-write never leaves a half file under the real key
      await rename(`${path}.part`, path);
    },
    async open(key) {
      try {
        const handle = await open(join(dir, checkKey(key)));
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },
    get: (key) => bytesOf(store, key),
    async delete(key) {
      await rm(join(dir, checkKey(key)), { force: true });
      await rm(join(dir, `${key}.part`), { force: true });
    },
    async keys() {
      const names = await readdir(dir).catch((err: NodeJS.ErrnoException) => {
        if (err.code === "ENOENT") return [] as string[];
        throw err;
      });
      const keys = names.map((n) => n.replace(/\.part$/, "")).filter((k) => SAFE_KEY.test(k));
      return [...new Set(keys)];
    },
  };
  return store;
}

/** Bytes in the stored_files row itself (the row is created with the upload slot). */
export function postgresStore(db: Db): FileStore {
  const store: FileStore = {
    kind: "postgres",
    async put(key, body) {
      // a bytea parameter is one value: the caller bounds the size (MAX_UPLOAD_BYTES)
      const data = await readAll(body);
      await db
        .update(storedFiles)
        .set({ data })
        .where(eq(storedFiles.storageKey, checkKey(key)));
    },
    async open(key) {
      const [row] = await db
        .select({ data: storedFiles.data })
        .from(storedFiles)
        .where(eq(storedFiles.storageKey, checkKey(key)));
      return row?.data ? { stream: Readable.from([row.data]), size: row.data.length } : null;
    },
    get: (key) => bytesOf(store, key),
    async delete(key) {
      await db
        .update(storedFiles)
        .set({ data: null })
        .where(eq(storedFiles.storageKey, checkKey(key)));
    },
    async keys() {
      const rows = await db
        .select({ key: storedFiles.storageKey })
        .from(storedFiles)
        .where(isNotNull(storedFiles.data));
      return rows.map((r) => r.key);
    },
  };
  return store;
}
