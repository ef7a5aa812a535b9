// The two database engines the suite runs the app on: PGlite in a fresh temp DATA_DIR, and PostgreSQL
// in a fresh database on the machine's server (created and dropped here, named after TEST_DATABASE_URL's
// database like the API tests' own; the server itself is never stopped). `query` reads the data
// directly after a crash, with the app stopped (PGlite) or running.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../../src/server/db/client";
import { runPrefix } from "../../src/server/test/global-setup";

export const PG_SERVER = process.env.RELIABILITY_PG_URL ?? "postgres://postgres@127.0.0.1:5432";

export interface TestEngine {
  name: "pglite" | "postgres";
  /** Environment that points the app at this engine's data. */
  env: Record<string, string>;
  /** Runs read-only SQL on the data (the PGlite app must not be running). */
  query<T>(text: string): Promise<T[]>;
  drop(): Promise<void>;
}

export function pgliteEngine(): TestEngine {
  const dir = mkdtempSync(join(tmpdir(), "cf-reliability-"));
  return {
    name: "pglite",
    env: { DATA_DIR: dir },
    async query<T>(text: string) {
      const database = await openDatabase({ dataDir: dir });
      try {
        return ((await database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
      } finally {
        await database.close();
      }
    },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function admin(text: string) {
  const client = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function postgresEngine(): Promise<TestEngine> {
  const name = `${runPrefix()}_reliability_${Date.now()}_${process.pid}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = `${PG_SERVER}/${name}`;
  const dir = mkdtempSync(join(tmpdir(), "cf-reliability-pg-"));
  return {
    name: "postgres",
    env: { DATABASE_URL: url, DATA_DIR: dir },
    async query<T>(text: string) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(text)).rows as T[];
      } finally {
        await client.end();
      }
    },
    async drop() {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
