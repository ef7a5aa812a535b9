// npm test: unit tests, API tests on PGlite and on PostgreSQL, the file, upload, document and backup API
// tests again with the object store (FILE_STORE=s3 against a local S3-API server), check:projections on a seeded database on
// each engine, the reliability suite (crash, outage,
// SIGTERM; in CI or with RELIABILITY=1), the multi-instance suite (several instances on one PostgreSQL;
// in CI or with MULTI=1), then the e2e suite in chromium.
// Each stage's counts are printed, then one closing line "N passed, N failed". A stage that could not
// run fails the whole run (in CI PostgreSQL is required; elsewhere its absence is printed as a skip).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

const out = ".vitest-results";
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const only = process.argv.slice(2); // e.g. npm test -- unit api:pglite
const want = (stage) => only.length === 0 || only.includes(stage);
const results = [];

function run(stage, cmd, args, env = {}) {
  process.stdout.write(`\n=== ${stage} ===\n`);
  const res = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return res.status ?? 1;
}

function vitest(stage, project, env, files = []) {
  const file = `${out}/${stage.replace(/[^a-z0-9]/gi, "-")}.json`;
  const code = run(
    stage,
    "npx",
    [
      "vitest",
      "run",
      "--project",
      project,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${file}`,
      ...files,
    ],
    env,
  );
  const json = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
  results.push({
    stage,
    code,
    passed: json?.numPassedTests ?? 0,
    failed: json ? json.numFailedTests + (json.numFailedTestSuites ?? 0) : 1,
    skipped: json?.numPendingTests ?? 0,
  });
}

if (want("unit")) vitest("unit", "unit", {});
if (want("api:pglite")) vitest("api:pglite", "api", { TEST_ENGINE: "pglite" });
if (want("api:postgres")) {
  if (process.env.TEST_DATABASE_URL) {
    vitest("api:postgres", "api", { TEST_ENGINE: "postgres" });
  } else if (process.env.CI) {
    process.stdout.write(
      "\n=== api:postgres ===\nTEST_DATABASE_URL is not set: in CI the PostgreSQL run is required.\n",
    );
    results.push({ stage: "api:postgres", code: 1, passed: 0, failed: 1, skipped: 0 });
  } else {
    process.stdout.write(
      "\n=== api:postgres ===\nSkipped: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres) to run the API tests on PostgreSQL.\n",
    );
  }
}
// The object store (FILE_STORE=s3): the tests of files, uploads, documents, submissions, housekeeping and
// backup/restore once more, each app's files in a local S3-API server that global-setup.ts starts
// (TEST_FILE_STORE=s3), on each engine the API suites ran on (about a minute each).
const OBJECT_STORE_TESTS = [
  "src/server/modules/files/",
  "src/server/modules/documents/documents.test.ts",
  "src/server/modules/document-submissions/",
  "src/server/jobs/housekeeping.test.ts",
  "src/server/db/backup/",
];
if (want("api:s3:pglite"))
  vitest("api:s3:pglite", "api", { TEST_ENGINE: "pglite", TEST_FILE_STORE: "s3" }, OBJECT_STORE_TESTS);
if (want("api:s3:postgres") && process.env.TEST_DATABASE_URL)
  vitest("api:s3:postgres", "api", { TEST_ENGINE: "postgres", TEST_FILE_STORE: "s3" }, OBJECT_STORE_TESTS);
// npm run check:projections on a freshly seeded demo database, on each engine the API suites ran on:
// every derived table equals its recount from the sources (a few seconds each).
function projectionsCheck(stage, env) {
  process.stdout.write(`\n=== ${stage} ===\n`);
  const childEnv = { ...process.env, ...env };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const step = (script) => spawnSync("npx", ["tsx", script], { stdio: "inherit", env: childEnv }).status ?? 1;
  const code = step("src/server/db/seed/seed-cli.ts") || step("src/server/projections/check-cli.ts");
  results.push({ stage, code, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 });
}
if (want("projections:pglite")) {
  const dir = mkdtempSync(join(tmpdir(), "cf-projections-"));
  projectionsCheck("projections:pglite", { DATA_DIR: dir });
  rmSync(dir, { recursive: true, force: true });
}
if (want("projections:postgres") && process.env.TEST_DATABASE_URL) {
  const url = new URL(process.env.TEST_DATABASE_URL);
  const name = `cf_projections_${process.pid}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  url.pathname = `/${name}`;
  projectionsCheck("projections:postgres", { DATABASE_URL: url.toString() });
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
// A stage run by a tsx script that writes {passed, failed, skipped} to the JSON file named in jsonEnv;
// it runs in CI or when the opt-in variable is set (these start real app processes and take minutes).
function scriptStage({ stage, title, script, jsonEnv, optIn, why }) {
  if (!want(stage)) return;
  if (!(process.env.CI || process.env[optIn])) {
    process.stdout.write(
      `\n=== ${title} ===\nSkipped: ${why}; they run in CI (CI=true) or with ${optIn}=1.\n`,
    );
    return;
  }
  const file = `${out}/${stage}.json`;
  const code = run(title, "npx", ["tsx", script], { [jsonEnv]: file });
  const json = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
  results.push({
    stage,
    code,
    passed: json?.passed ?? 0,
    failed: json?.failed ?? 1,
    skipped: json?.skipped ?? 0,
  });
}

scriptStage({
  stage: "reliability",
  title: "reliability",
  script: "tests/reliability/run.ts",
  jsonEnv: "RELIABILITY_JSON",
  optIn: "RELIABILITY",
  why: "crash, outage and SIGTERM tests take ~3 minutes",
});
scriptStage({
  stage: "multi",
  title: "multi-instance",
  script: "tests/multi/run.ts",
  jsonEnv: "MULTI_JSON",
  optIn: "MULTI",
  why: "instances on one PostgreSQL (caches, first start, mail, outage) take ~2 minutes",
});
if (want("e2e")) {
  const built = run("build client", "npx", ["vite", "build", "--logLevel", "warn"]);
  const file = `${out}/e2e.json`;
  const code = built === 0 ? run("e2e (chromium)", "npx", ["playwright", "test"], { PW_JSON: file }) : 1;
  const report = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
  const stats = report?.stats ?? null;
  results.push({
    stage: "e2e",
    code,
    passed: stats ? stats.expected + stats.flaky : 0,
    failed: stats ? stats.unexpected : 1,
    skipped: stats?.skipped ?? 0,
    note: stats?.flaky ? `${stats.flaky} passed only on retry: ${flakyTitles(report).join("; ")}` : "",
  });
}

/** The titles of the tests that failed first and passed on a retry (Playwright's "flaky"). */
function flakyTitles(report) {
  const titles = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? [])
        if (t.status === "flaky") titles.push([...path, spec.title].join(" › "));
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return titles;
}

process.stdout.write("\n=== summary ===\n");
let passed = 0;
let failed = 0;
let skipped = 0;
for (const r of results) {
  const ranNothing = r.passed + r.failed === 0;
  const bad = r.code !== 0 || r.failed > 0 || ranNothing;
  process.stdout.write(
    `${r.stage.padEnd(14)} ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped${ranNothing ? " (ran no test)" : ""}${bad ? "  <-- FAILED" : ""}\n`,
  );
  if (r.note) process.stdout.write(`${"".padEnd(14)} ${r.note}\n`);
  passed += r.passed;
  failed += r.failed + (bad && r.failed === 0 ? 1 : 0);
  skipped += r.skipped;
}
process.stdout.write(`${passed} passed, ${failed} failed, ${skipped} skipped\n`);
process.exit(failed > 0 || results.length === 0 ? 1 : 0);
