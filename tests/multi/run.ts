// The multi-instance stage of `npm test` (DESIGN §4 and §7): instances of the built app on one
// fresh PostgreSQL database, started at the same moment, behind no balancer (the test talks to each).
// Checks and prints: every instance up and the seed made once; a write through A read fresh through B on
// each cached path; a user disabled through A refused by B at once; the reminder scan on both at once
// queues each (document, recipient) once; with a real SMTP server on loopback, kill -9 and SIGTERM of an
// instance mid-delivery deliver every message exactly once (count and Message-IDs at the sink) and a
// slow server causes no duplicate; PostgreSQL refusing connections gives only 503s and the instance
// recovers without restart. Writes counts to MULTI_JSON for scripts/test-all.mjs.

import { writeFileSync } from "node:fs";
import { type SmtpCatcher, startSmtpCatcher } from "../../src/server/test/smtp-catcher";
import { postgresEngine, type TestEngine } from "../reliability/engines";
import { startTcpProxy, type TcpProxy } from "../reliability/tcp-proxy";
import { buildServerIfStale } from "../support/app-process";
import { cachedPathsSuite, disableSuite, outageSuite, reminderSuite, startupSuite } from "./checks";
import { mailSuite } from "./mail";

const N = Number(process.env.MULTI_INSTANCES ?? 4);
let passed = 0;
let failed = 0;
const say = (s: string) => process.stdout.write(`${s}\n`);

async function check(name: string, fn: () => Promise<string[]>) {
  const started = Date.now();
  try {
    const problems = await fn();
    if (problems.length === 0) passed++;
    else {
      failed++;
      say(`FAIL ${name}:\n  ${problems.slice(0, 20).join("\n  ")}`);
    }
  } catch (err) {
    failed++;
    say(`FAIL ${name}: ${(err as Error).stack ?? err}`);
  }
  say(`  (${name}: ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

export interface Stage {
  engine: TestEngine;
  smtp: SmtpCatcher;
  proxy: TcpProxy;
  /** Held before the sink answers 250 (a slow server); set per phase. */
  hold: { ms: number; onMail?: () => void };
}

buildServerIfStale(); // once, before N instances start at once
const engine = await postgresEngine();
const hold: Stage["hold"] = { ms: 0 };
const smtp = await startSmtpCatcher(0, {
  beforeAnswer: async () => {
    hold.onMail?.();
    if (hold.ms > 0) await new Promise((r) => setTimeout(r, hold.ms));
  },
});
const pgUrl = new URL(engine.env.DATABASE_URL);
const proxy = await startTcpProxy(Number(pgUrl.port || 5432), pgUrl.hostname);
const stage: Stage = { engine, smtp, proxy, hold };
const started = Date.now();
try {
  const instances = await startupSuite(stage, N, check);
  if (instances.length >= 2) {
    const [a, b] = instances;
    await check("write on A, read on B: every cached path fresh", () => cachedPathsSuite(a, b));
    await check("user disabled on A is refused on B", () => disableSuite(a, b));
    await check("reminder scan on A and B at once", () => reminderSuite(stage, a, b));
    await check("mail: kill -9, SIGTERM, slow server", () => mailSuite(stage, instances));
    await check("PostgreSQL refusing connections", () => outageSuite(stage, instances));
    for (const i of instances) await i.app.stop();
  }
} finally {
  await proxy.close();
  await smtp.close();
  await engine.drop();
}
say(`multi-instance: ${passed} passed, ${failed} failed (${((Date.now() - started) / 1000).toFixed(0)} s)`);
if (process.env.MULTI_JSON)
  writeFileSync(process.env.MULTI_JSON, JSON.stringify({ passed, failed, skipped: 0 }));
process.exit(failed > 0 ? 1 : 0);
