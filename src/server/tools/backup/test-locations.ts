// Where backup tests put data on the engine under test: a fresh temp DATA_DIR (PGlite) or a fresh
// database next to TEST_DATABASE_URL (PostgreSQL; named like test-database.ts's so the run's global
// teardown drops any left behind). `migrated` clones the run's migrated template; otherwise it is empty.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { adminUrl, fileDatabaseName } from "../../test/global-setup";
import { ENGINE } from "../../test/test-database";
import type { DataLocation } from "./create-backup";

export interface TestLocation extends DataLocation {
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
  if (ENGINE === "pglite") return { dataDir, remove: async () => removeDir() };
  const name = fileDatabaseName(`bk${++seq}`);
  const template = opts.migrated ? ` TEMPLATE ${inject("pgTemplate")}` : "";
  await admin((c) => c.query(`CREATE DATABASE ${name}${template}`));
  return {
    dataDir,
    databaseUrl: adminUrl(process.env.TEST_DATABASE_URL as string, name),
    remove: async () => {
      removeDir();
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
