// npm test: unit tests, API tests on PGlite and on PostgreSQL, the file, upload, document and backup API
// tests again with the object store (FILE_STORE=s3 against a local S3-API server), check:projections on a
// seeded database on each engine, the reliability suite (crash, outage, SIGTERM; in CI or with
// RELIABILITY=1) beside the multi-instance suite (several instances on one PostgreSQL; in CI or with
// MULTI=1), then the e2e suite in chromium.
// Each stage's counts, wall time, load average and cores busy are printed, with the tests it skipped (each
// named with its reason) and the e2e tests that passed only on a retry, then one closing line "N passed, N
// failed". A stage that could not run fails the whole run (in CI PostgreSQL is required; elsewhere its
// absence is printed as a skip).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

const out = ".vitest-results";
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const only = process.argv.slice(2); // e.g. npm test -- unit api:pglite
const want = (stage) => only.length === 0 || only.includes(stage);
const results = [];
let stageStarted = Date.now();

/** The machine's busy and total CPU time so far (Linux /proc/stat; null elsewhere). */
function cpuTimes() {
  if (!existsSync("/proc/stat")) return null;
  const fields = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((a, b) => a + b, 0);
  const idle = fields[3] + (fields[4] ?? 0); // idle + iowait
  return { busy: total - idle, total };
}
let stageCpu = cpuTimes();

/**
 * A stage's outcome, with the seconds since the previous one ended, the load average now and how busy the
 * machine's cores were over the stage (where a stage leaves cores idle, another could have used them).
 */
function record(result) {
  const seconds = Math.round((Date.now() - stageStarted) / 1000);
  const cpu = cpuTimes();
  const busy =
    cpu && stageCpu && cpu.total > stageCpu.total
      ? `${Math.round((100 * (cpu.busy - stageCpu.busy)) / (cpu.total - stageCpu.total))}%`
      : "?";
  results.push({ ...result, seconds, load: loadavg()[0].toFixed(1), busy });
  stageStarted = Date.now();
  stageCpu = cpu;
}

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
  record({
    stage,
    code,
    passed: json?.numPassedTests ?? 0,
    failed: json ? json.numFailedTests + (json.numFailedTestSuites ?? 0) : 1,
    skipped: (json?.numPendingTests ?? 0) + (json?.numTodoTests ?? 0),
    skippedTitles: (json?.testResults ?? []).flatMap((file) =>
      file.assertionResults
        .filter((t) => ["skipped", "pending", "todo"].includes(t.status))
        .map((t) => t.fullName),
    ),
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
    record({ stage: "api:postgres", code: 1, passed: 0, failed: 1, skipped: 0 });
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
  const code = step("src/server/tools/seed/seed-cli.ts") || step("src/server/projections/check-cli.ts");
  record({ stage, code, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 });
}
if (want("projections:pglite")) {
  const dir = mkdtempSync(join(tmpdir(), "cf-projections-"));
  projectionsCheck("projections:pglite", { DATA_DIR: dir });
  rmSync(dir, { recursive: true, force: true });
}
if (want("projections:postgres") && process.env.TEST_DATABASE_URL) {
  const url = new URL(process.env.TEST_DATABASE_URL);
  // named after TEST_DATABASE_URL's database, like the API tests' databases (src/server/test/global-setup.ts)
  const base = url.pathname.slice(1);
  const name = `${!base || base === "postgres" ? "cf" : base}_projections_${process.pid}`;
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
// The reliability and multi-instance stages run side by side: each keeps about one core busy (apps
// starting, a driver waiting on them), they share nothing (own databases, data dirs and free ports), and
// each line they print is prefixed with its stage.
const SCRIPT_STAGES = [
  {
    stage: "reliability",
    title: "reliability",
    script: "tests/reliability/run.ts",
    jsonEnv: "RELIABILITY_JSON",
    optIn: "RELIABILITY",
    why: "crash, outage and SIGTERM tests take ~3 minutes",
  },
  {
    stage: "multi",
    title: "multi-instance",
    script: "tests/multi/run.ts",
    jsonEnv: "MULTI_JSON",
    optIn: "MULTI",
    why: "instances on one PostgreSQL (caches, first start, mail, outage) take ~2 minutes",
  },
].filter(({ stage, title, optIn, why }) => {
  if (!want(stage)) return false;
  if (process.env.CI || process.env[optIn]) return true;
  process.stdout.write(`\n=== ${title} ===\nSkipped: ${why}; they run in CI (CI=true) or with ${optIn}=1.\n`);
  return false;
});

/** Runs a script stage as a child, each output line prefixed with `[stage] `; resolves with its exit code. */
function runPrefixed(stage, cmd, args, env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = "";
      from.on("data", (chunk) => {
        const lines = (rest + chunk).split("\n");
        rest = lines.pop();
        for (const line of lines) to.write(`[${stage}] ${line}\n`);
      });
      from.on("end", () => rest && to.write(`[${stage}] ${rest}\n`));
    }
    child.on("close", (code) => resolve(code ?? 1));
  });
}

if (SCRIPT_STAGES.length) {
  process.stdout.write(`\n=== ${SCRIPT_STAGES.map((s) => s.title).join(" + ")} (side by side) ===\n`);
  const started = Date.now();
  const outcomes = await Promise.all(
    SCRIPT_STAGES.map(async ({ stage, script, jsonEnv }) => {
      const file = `${out}/${stage}.json`;
      const code = await runPrefixed(stage, "npx", ["tsx", script], { [jsonEnv]: file });
      const json = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
      return { stage, code, json, seconds: Math.round((Date.now() - started) / 1000) };
    }),
  );
  // each its own wall time; the cores-busy figure is of their shared window (the first record's)
  for (const [i, { stage, code, json, seconds }] of outcomes.entries()) {
    record({
      stage,
      code,
      passed: json?.passed ?? 0,
      failed: json?.failed ?? 1,
      skipped: json?.skipped ?? 0,
    });
    Object.assign(results.at(-1), { seconds }, i > 0 ? { busy: results.at(-1 - i).busy } : {});
  }
}
if (want("e2e")) {
  const built = run("build client", "npx", ["vite", "build", "--logLevel", "warn"]);
  const file = `${out}/e2e.json`;
  const code = built === 0 ? run("e2e (chromium)", "npx", ["playwright", "test"], { PW_JSON: file }) : 1;
  const report = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
  const stats = report?.stats ?? null;
  record({
    stage: "e2e",
    code,
    passed: stats ? stats.expected + stats.flaky : 0,
    failed: stats ? stats.unexpected : 1,
    skipped: stats?.skipped ?? 0,
    skippedTitles: report ? e2eTitles(report, "skipped") : [],
    flakyTitles: report ? e2eTitles(report, "flaky") : [],
  });
}

/** The titles of the e2e tests whose outcome is `status` ("flaky": failed first, passed on a retry). */
function e2eTitles(report, status) {
  const titles = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? [])
        if (t.status === status) titles.push([...path, spec.title].join(" › "));
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return titles;
}

process.stdout.write("\n=== summary ===\n");
const say = (line) => process.stdout.write(`${line}\n`);
let passed = 0;
let failed = 0;
let skipped = 0;
const flaky = [];
for (const r of results) {
  const ranNothing = r.passed + r.failed === 0;
  const bad = r.code !== 0 || r.failed > 0 || ranNothing;
  say(
    `${r.stage.padEnd(20)} ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped${ranNothing ? " (ran no test)" : ""}  ${r.seconds} s, load ${r.load}, cores busy ${r.busy}${bad ? "  <-- FAILED" : ""}`,
  );
  for (const title of r.skippedTitles ?? []) say(`${"".padEnd(20)} skipped: ${title}`);
  flaky.push(...(r.flakyTitles ?? []));
  passed += r.passed;
  failed += r.failed + (bad && r.failed === 0 ? 1 : 0);
  skipped += r.skipped;
}
// A test that passed only on a retry is counted as passed, and named here where nobody can miss it: it
// is flaky, and the retry is what hid it (docs/testing.md).
if (flaky.length) {
  say(`\n!!! ${flaky.length} e2e test${flaky.length === 1 ? "" : "s"} passed only on a retry (flaky):`);
  for (const title of flaky) say(`!!!   ${title}`);
}
say(
  `${passed} passed${flaky.length ? ` (${flaky.length} only on a retry)` : ""}, ${failed} failed, ${skipped} skipped`,
);
process.exit(failed > 0 || results.length === 0 ? 1 : 0);
