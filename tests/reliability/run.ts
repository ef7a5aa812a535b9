// The reliability stage of `npm test` (DESIGN §7): crash (kill -9 during writes) on PGlite and
// PostgreSQL. Prints one line per check and writes counts to RELIABILITY_JSON for scripts/test-all.mjs.
import { writeFileSync } from "node:fs";
import { localS3Env, startLocalS3 } from "../../src/server/test/s3-server";
import { buildServerIfStale } from "../support/app-process";
import { crashSuite } from "./crash";
import { crewChangeCrashSuite } from "./crash-crew-change";
import { pgliteEngine, postgresEngine, type TestEngine } from "./engines";
import { outageSuite } from "./outage";
import { sigtermSuite } from "./sigterm";
import { uploadCrashSuite } from "./upload-crash";

const KILLS = Number(process.env.RELIABILITY_KILLS ?? 20);
const SEED = Number(process.env.RELIABILITY_SEED ?? 20261122);
let passed = 0;
let failed = 0;

/** RELIABILITY_ONLY=<words>: only the checks whose name holds them (e.g. "upload crash"). */
const ONLY = process.env.RELIABILITY_ONLY;

async function check(name: string, fn: () => Promise<string[]>) {
  if (ONLY && !name.includes(ONLY)) return;
  const started = Date.now();
  try {
    const problems = await fn();
    if (problems.length === 0) passed++;
    else {
      failed++;
      process.stdout.write(`FAIL ${name}:\n  ${problems.slice(0, 20).join("\n  ")}\n`);
    }
  } catch (err) {
    failed++;
    process.stdout.write(`FAIL ${name}: ${(err as Error).stack ?? err}\n`);
  }
  process.stdout.write(`  (${name}: ${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
}

async function onEngine(make: () => Promise<TestEngine> | TestEngine) {
  const engine = await make();
  try {
    await check(`crash on ${engine.name}`, async () => {
      const r = await crashSuite(engine, KILLS, SEED);
      if (r.problems.length === 0)
        process.stdout.write(
          `crash: ${KILLS} kills survived on ${engine.name}, ${r.acknowledged} acknowledged writes verified (${r.rows} crew rows checked for half-applied changes)\n`,
        );
      return r.problems;
    });
    await check(`crew-change crash on ${engine.name}`, async () => {
      const r = await crewChangeCrashSuite(engine, Math.ceil(KILLS / 4), SEED);
      if (r.problems.length === 0)
        process.stdout.write(
          `crew-change crash: ${r.completed} acknowledged completions kept, ${r.rows} crew changes all or nothing on ${engine.name}\n`,
        );
      return r.problems;
    });
    await check(`SIGTERM drain on ${engine.name}`, async () => {
      const r = await sigtermSuite(engine);
      process.stdout.write(
        `sigterm: in-flight request got ${r.slowStatus}, a new one got ${r.late}, exit code ${r.code} on ${engine.name}\n`,
      );
      return r.problems;
    });
    for (const store of ["embedded", "s3"] as const)
      await check(`upload crash (${store} store) on ${engine.name}`, async () => {
        const storeEnv = store === "s3" ? localS3Env(s3.endpoint, `crash-${engine.name}-${Date.now()}/`) : {};
        const r = await uploadCrashSuite(engine, storeEnv);
        if (r.problems.length === 0)
          process.stdout.write(
            `upload crash: killed mid-upload on ${engine.name} (${r.store} store): nothing counted${r.partial ? ` (the store showed ${r.partial} bytes of it)` : ""}, nothing left after housekeeping, a whole upload after the restart stored\n`,
          );
        return r.problems;
      });
    if (engine.name === "postgres")
      await check("database outage on postgres", async () => {
        const r = await outageSuite(engine);
        process.stdout.write(`outage: answers during the outage ${JSON.stringify(r.answers)} on postgres\n`);
        return r.problems;
      });
  } finally {
    await engine.drop();
  }
}

process.stdout.write(`reliability: seed ${SEED}\n`);
// the object store's uploads run against a local S3-API server (loopback, a temp folder)
const s3 = await startLocalS3();
// The two engines share nothing (a temp DATA_DIR against a database of their own, each app on a free port,
// each upload under its own prefix), and one engine's checks keep about one core busy (the app and this
// driver taking turns): on the 2-core CI machine they run side by side.
buildServerIfStale();
await Promise.all([onEngine(pgliteEngine), onEngine(postgresEngine)]);
await s3.close();
process.stdout.write(`reliability: ${passed} passed, ${failed} failed\n`);
if (process.env.RELIABILITY_JSON)
  writeFileSync(process.env.RELIABILITY_JSON, JSON.stringify({ passed, failed, skipped: 0 }));
process.exit(failed > 0 ? 1 : 0);
