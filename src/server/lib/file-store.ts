// What a service may ask of the store of uploaded bytes (ctx.files): bytes in and out as streams. The
// stores themselves (disk, PostgreSQL, S3-compatible object storage) are the files module's
// (modules/files/store.ts, s3-store.ts).
import type { Readable } from "node:stream";

export interface StoredBytes {
  stream: Readable;
  /** Length in bytes, when the store knows it before reading. */
  size?: number;
}

export interface FileStore {
  readonly kind: "disk" | "postgres" | "s3";
  /** Stores the bytes of `body` under `key`; `size` is the length when known up front. */
  put(key: string, body: Readable, size?: number): Promise<void>;
  /** The bytes under `key` as a stream, or null when it holds none. */
  open(key: string): Promise<StoredBytes | null>;
  /** The whole file in memory (OCR and tests); downloads use open(). */
  get(key: string): Promise<Buffer | null>;
  /** Removes the bytes (and any half-written part) under `key`; no error when there are none. */
  delete(key: string): Promise<void>;
  /** Every key that holds bytes (orphan sweep, backups, moving stores). */
  keys(): Promise<string[]>;
}
