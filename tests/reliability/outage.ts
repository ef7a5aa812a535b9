// PostgreSQL going away under load (DESIGN §7): the app reaches the database through a TCP proxy that
// drops all connections for a few seconds. Meanwhile every answer must be a success or a 503 with
// Retry-After (never a 500, never a crash), /api/health must say the database is down, and after the
// database is back requests succeed again without restarting the app.
import { freePort, startApp } from "../support/app-process";
import { type Api, signIn } from "./api-client";
import type { TestEngine } from "./engines";
import { startTcpProxy } from "./tcp-proxy";

const newCrew = (lastName: string) => ({
  firstName: "Load",
  lastName,
  nationality: "Norway",
  dateOfBirth: "1990-01-01",
  rank: "Able Seaman",
  contractStartDate: "2026-01-01",
  contractEndDate: "2026-12-31",
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function load(api: Api, seen: Map<string, number>, problems: string[], stop: () => boolean) {
  for (let n = 0; !stop(); n++) {
    const res =
      n % 3 === 0
        ? await api.send("POST", "/api/crew", newCrew(`Outage-${n}`)).catch(() => null)
        : await api.send("GET", "/api/crew?limit=5").catch(() => null);
    if (!res) {
      problems.push("a request failed without an answer (did the app crash?)");
      return;
    }
    const key = res.status >= 200 && res.status < 300 ? "2xx" : String(res.status);
    seen.set(key, (seen.get(key) ?? 0) + 1);
    if (res.status >= 500 && res.status !== 503)
      problems.push(`answered ${res.status}: ${JSON.stringify(res.body)}`);
    if (res.status === 503 && !res.headers.get("retry-after")) problems.push("503 without Retry-After");
    if (res.status === 503) await sleep(50);
  }
}

export async function outageSuite(engine: TestEngine) {
  const url = new URL(engine.env.DATABASE_URL);
  const proxy = await startTcpProxy(Number(url.port || 5432), url.hostname);
  url.port = String(proxy.port);
  const app = await startApp(
    { ...engine.env, DATABASE_URL: url.toString(), AUTH_MODE: "password" },
    await freePort(),
  );
  const problems: string[] = [];
  const during = new Map<string, number>();
  try {
    const api = await signIn(app.url);
    let phase = "before";
    const workers = Array.from({ length: 3 }, () => load(api, during, problems, () => phase === "after"));
    await sleep(1000);
    proxy.cut();
    phase = "outage";
    await sleep(1500);
    const health = await fetch(`${app.url}/api/health`).then(
      async (r) => ({ status: r.status, body: (await r.json()) as { db?: string } }),
      () => null,
    );
    if (!health) throw new Error(`the app died during the outage: ${app.stderr().slice(-3000)}`);
    if (health.status !== 503 || health.body.db !== "down")
      problems.push(`/api/health during the outage answered ${health.status} ${JSON.stringify(health.body)}`);
    await sleep(2000);
    proxy.restore();
    phase = "after";
    await Promise.all(workers);
    if (!during.get("503")) problems.push("the outage produced no 503 (was the database really cut?)");
    let recovered = false;
    for (let i = 0; i < 60 && !recovered; i++) {
      const r = await api.send("GET", "/api/crew?limit=5");
      recovered = r.status === 200;
      if (!recovered) await sleep(250);
    }
    if (!recovered) problems.push("requests did not succeed again after the database came back");
    const created = await api.send("POST", "/api/crew", newCrew("After-outage"));
    if (created.status !== 201 && created.status !== 200)
      problems.push(`a write after recovery answered ${created.status}`);
    if (!isAlive(app.pid)) problems.push(`the app process died: ${app.stderr().slice(-3000)}`);
  } finally {
    await app.stop();
    await proxy.close();
  }
  return { answers: Object.fromEntries(during), problems };
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
