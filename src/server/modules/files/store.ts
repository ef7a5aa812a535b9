// Where uploaded bytes live, behind one small interface: on disk under DATA_DIR/uploads for the embedded
// PGlite default, in PostgreSQL (stored_files.data, bytea) when DATABASE_URL is set, so several app
// instances behind a load balancer see every file and one backup holds everything. An S3-compatible
// store can be added later behind the same interface.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { storedFiles } from "../../db/schema-documents";
import type { FileStore } from "../../lib/file-store";

/** Keys are server-made ("<uuid>.<ext>"); anything else is refused so a key can never leave the folder. */
export const SAFE_KEY = /^[0-9a-f-]{36}\.(pdf|jpg|png|bin)$/;
function checkKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

export function diskStore(dir: string): FileStore {
  let ready: Promise<unknown> | null = null;
  const ensure = () => {
    ready ??= mkdir(dir, { recursive: true });
    return ready;
  };
  return {
    kind: "disk",
    async put(key, data) {
      await ensure();
      const path = join(dir, checkKey(key));
      await writeFile(`${path}.part`, data);
      // rename is atomic: a crash mid-write never leaves a half file under the real key
      const { rename } = await import("node:fs/promises");
      await rename(`${path}.part`, path);
    },
    async get(key) {
      try {
        return await readFile(join(dir, checkKey(key)));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(join(dir, checkKey(key)), { force: true });
    },
  };
}

/** Bytes in the stored_files row itself (the row is created with the upload slot). */
export function postgresStore(db: Db): FileStore {
  return {
    kind: "postgres",
    async put(key, data) {
      await db
        .update(storedFiles)
        .set({ data })
        .where(eq(storedFiles.storageKey, checkKey(key)));
    },
    async get(key) {
      const [row] = await db
        .select({ data: storedFiles.data })
        .from(storedFiles)
        .where(eq(storedFiles.storageKey, checkKey(key)));
      return row?.data ?? null;
    },
    async delete(key) {
      await db
        .update(storedFiles)
        .set({ data: null })
        .where(eq(storedFiles.storageKey, checkKey(key)));
    },
  };
}
