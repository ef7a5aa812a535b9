// Where backup tests put data on the engine under test: a fresh temp DATA_DIR (PGlite) or a fresh
// database next to TEST_DATABASE_URL (PostgreSQL; named like test-database.ts's so the run's global
// teardown drops any left behind). `migrated` clones the run's migrated template; otherwise it is empty.
// With TEST_FILE_STORE=s3 each location's files are in the local S3 server under a prefix of its own.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { s3ConfigOf } from "../modules/files/store-config";
import type { DataLocation } from "../tools/backup/create-backup";
import { adminUrl, fileDatabaseName } from "./global-setup";
import { testEnv, testStoreEnv } from "./helpers";
import { ENGINE } from "./test-database";

export interface TestLocation extends DataLocation {
  /** The environment an app on this location needs for its file store (empty: embedded). */
  storeEnv: Record<string, string>;
  remove(): Promise<void>;
}

let seq = 0;

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl(process.env.TEST_DATABASE_URL as string) });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function newTestLocation(opts: { migrated: boolean }): Promise<TestLocation> {
  const dataDir = mkdtempSync(join(tmpdir(), "crewfleet-backup-test-"));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  const storeEnv = testStoreEnv();
  const s3 = s3ConfigOf(testEnv(storeEnv));
  if (ENGINE === "pglite") return { dataDir, s3, storeEnv, remove: async () => removeDir() };
  const name = fileDatabaseName(`bk${++seq}`);
  const template = opts.migrated ? ` TEMPLATE ${inject("pgTemplate")}` : "";
  await admin((c) => c.query(`CREATE DATABASE ${name}${template}`));
  return {
    dataDir,
    s3,
    storeEnv,
    databaseUrl: adminUrl(process.env.TEST_DATABASE_URL as string, name),
    remove: async () => {
      removeDir();
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
