// Opens a fresh, migrated database for one test file on the engine under test, as a copy of the run's
// template (global-setup.ts).
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";
import { adminUrl, fileDatabaseName } from "./global-setup";

export const ENGINE = process.env.TEST_ENGINE === "postgres" ? "postgres" : "pglite";
let seq = 0;

export async function openTestDatabase(): Promise<Database> {
  if (ENGINE === "pglite") {
    const template = inject("pgliteTemplate");
    if (!template) {
      const database = await openDatabase({});
      await runMigrations(database);
      return database;
    }
    return openDatabase({ loadDataDir: new Blob([readFileSync(template)]) });
  }
  const url = process.env.TEST_DATABASE_URL as string;
  const name = fileDatabaseName(String(++seq));
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject("pgTemplate")}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ databaseUrl: adminUrl(url, name), poolSize: 5 });
  const close = database.close;
  database.close = async () => {
    await close();
    const dropper = new pg.Client({ connectionString: adminUrl(url) });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => dropper.end());
  };
  return database;
}
