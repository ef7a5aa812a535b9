// For the PostgreSQL run: one migrated template database per run; each test file clones it (fast) so
// files never share mutable state. For PGlite each file opens its own in-memory database.
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    pgTemplate: string;
  }
}

export function adminUrl(url: string, database = "postgres"): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_ENGINE !== "postgres") return;
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_ENGINE=postgres needs TEST_DATABASE_URL");
  const template = `cf_tmpl_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const database = await openDatabase({ databaseUrl: adminUrl(url, template), poolSize: 1 });
  await runMigrations(database);
  await database.close();
  project.provide("pgTemplate", template);
  return async () => {
    const res = await admin.query(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [
      `cf_t_${process.pid}_%`,
    ]);
    for (const row of res.rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
  };
}
