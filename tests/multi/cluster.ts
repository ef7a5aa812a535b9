// Helpers of the multi-instance stage: N instances of the built app on one PostgreSQL database (one of
// them through a TCP proxy that can refuse connections), a real SMTP sink on loopback, and timing.

import { type Api, type ApiResult, signIn } from "../reliability/api-client";
import { freePort, type RunningApp, startApp } from "../support/app-process";

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Instance {
  name: string;
  app: RunningApp;
  env: Record<string, string>;
  port: number;
  api: Api;
}

/** Starts one instance per env at the same moment; resolves when each answers (or rejects with why). */
export async function startTogether(envs: { name: string; env: Record<string, string> }[]) {
  const ports = await Promise.all(envs.map(() => freePort()));
  const started = await Promise.allSettled(envs.map((e, i) => startApp(e.env, ports[i])));
  return started.map((s, i) => ({ ...envs[i], port: ports[i], result: s }));
}

export async function restart(instance: Instance): Promise<Instance> {
  const app = await startApp(instance.env, instance.port);
  return { ...instance, app, api: await signIn(app.url) };
}

/** GET as the given api; the answer's body and X-Total-Count as one comparable string. */
export async function snapshot(api: Api, path: string): Promise<{ res: ApiResult; key: string }> {
  const res = await api.send("GET", path);
  return { res, key: `${res.headers.get("x-total-count") ?? ""}|${JSON.stringify(res.body)}` };
}

/**
 * Reads `path` through `reader` until its answer differs from `before` (at most `limitMs`); returns the
 * time from `ackedAt` to the first fresh answer, and whether the very first read was already fresh.
 */
export async function timeUntilFresh(
  reader: Api,
  path: string,
  before: string,
  ackedAt: number,
  limitMs = 2000,
) {
  let first = true;
  let firstFresh = false;
  for (;;) {
    const { res, key } = await snapshot(reader, path);
    if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
    const fresh = key !== before;
    if (first) firstFresh = fresh;
    first = false;
    const ms = performance.now() - ackedAt;
    if (fresh) return { ms, firstFresh };
    if (ms > limitMs) return { ms: Number.POSITIVE_INFINITY, firstFresh: false };
    await sleep(5);
  }
}

export function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export function expectStatus(res: ApiResult, ok: number[], what: string) {
  if (!ok.includes(res.status))
    throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as Record<string, unknown>;
}

export function addDaysIso(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
