// One migrated template per run, made here once; each test file starts from a copy of it, so files never
// share mutable state and none runs the migrations again. PostgreSQL: a template database each file
// clones. PGlite: the migrated data dir as a tarball each file's in-memory database is loaded from
// (that also skips PGlite's own initdb, most of the cost of opening one). With TEST_FILE_STORE=s3 a local
// S3-API server (s3-server.ts) runs for the whole run and every test app stores its files there.
import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    pgTemplate: string;
    pgliteTemplate: string;
    s3Endpoint: string;
  }
}

export function adminUrl(url: string, database = "postgres"): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * What the databases a run makes are named after: TEST_DATABASE_URL's own database (cf_ci_… in CI, or
 * the one a developer created), so runs side by side on one server never meet; "cf" for "postgres".
 */
export function runPrefix(url = process.env.TEST_DATABASE_URL): string {
  const name = url ? decodeURIComponent(new URL(url).pathname.slice(1)) : "";
  return !name || name === "postgres" ? "cf" : name;
}

/** A database for one test file of this worker, named so the run's teardown drops it if it is left. */
export function fileDatabaseName(tag: string): string {
  return `${runPrefix()}_t_${process.ppid}_${process.pid}_${Date.now().toString(36)}_${tag}`;
}

async function pgliteTemplate(project: TestProject) {
  const database = await openDatabase({});
  await runMigrations(database);
  // A checkpoint first: the dump then holds no WAL to replay, and each file's open starts the database
  // without recovering the migrations' writes (open 0.8–1.0 s → 0.5 s).
  await database.db.execute(sql`CHECKPOINT`);
  const tarball = await (database.dumpDataDir as () => Promise<Blob>)();
  await database.close();
  // kept as a plain tar: each file's open then untars it without gunzipping 44 MB first (~0.3 s an open)
  const file = join(tmpdir(), `cf_pglite_tmpl_${process.pid}_${Date.now()}.tar`);
  writeFileSync(file, gunzipSync(Buffer.from(await tarball.arrayBuffer())));
  project.provide("pgliteTemplate", file);
  return () => rmSync(file, { force: true });
}

export default async function setup(project: TestProject) {
  project.provide("s3Endpoint", "");
  const s3 = process.env.TEST_FILE_STORE === "s3" ? await (await import("./s3-server")).startLocalS3() : null;
  if (s3) project.provide("s3Endpoint", s3.endpoint);
  const engineTeardown = await engineSetup(project);
  return async () => {
    await engineTeardown();
    await s3?.close();
  };
}

async function engineSetup(project: TestProject) {
  if (process.env.TEST_ENGINE !== "postgres") return pgliteTemplate(project);
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_ENGINE=postgres needs TEST_DATABASE_URL");
  const template = `${runPrefix(url)}_tmpl_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const database = await openDatabase({ databaseUrl: adminUrl(url, template), poolSize: 1 });
  await runMigrations(database);
  await database.close();
  project.provide("pgTemplate", template);
  return async () => {
    const res = await admin.query(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [
      `${runPrefix(url)}_t_${process.pid}_%`,
    ]);
    for (const row of res.rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
  };
}
