// Which file store holds the bytes, from the environment (FILE_STORE and S3_*): one place for the app,
// backup and restore, and the command that moves files between stores.
import { resolve } from "node:path";
import type { Db, Engine } from "../../db/client";
import { type Env, EnvError } from "../../env";
import { type S3Config, s3Store } from "./s3-store";
import { diskStore, type FileStore, postgresStore } from "./store";

export type StoreChoice = "embedded" | "s3";

/**
 * The object store's settings (FILE_STORE=s3), or undefined for the embedded store; `always` reads
 * the S3_* variables whatever FILE_STORE says (moving files between stores), naming any missing.
 */
export function s3ConfigOf(env: Env, always = false): S3Config | undefined {
  if (env.FILE_STORE !== "s3" && !always) return undefined;
  const needed = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
  const missing = needed.filter((name) => !env[name]);
  if (missing.length) throw new EnvError(`The object store needs ${missing.join(", ")}.`);
  return {
    endpoint: env.S3_ENDPOINT as string,
    bucket: env.S3_BUCKET as string,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID as string,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    prefix: env.S3_PREFIX,
  };
}

export const uploadsDirOf = (dataDir: string) => resolve(dataDir, "uploads");

/** The embedded store of an engine: a folder beside PGlite, stored_files.data in PostgreSQL. */
export function embeddedStore(engine: Engine, db: Db, uploadsDir: string): FileStore {
  return engine === "postgres" ? postgresStore(db) : diskStore(uploadsDir);
}

export function openFileStore(
  where: { engine: Engine; db: Db; uploadsDir: string; s3?: S3Config },
  choice: StoreChoice = where.s3 ? "s3" : "embedded",
): FileStore {
  if (choice === "embedded") return embeddedStore(where.engine, where.db, where.uploadsDir);
  if (!where.s3) throw new Error("FILE_STORE=s3 needs S3_ENDPOINT, S3_BUCKET and the S3 credentials");
  return s3Store(where.s3);
}
