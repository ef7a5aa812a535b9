// Two app instances on one test database, for the cache bus and the scoped cache invalidation: A is the
// test context, B a second app on A's database; both closed after each test. On PGlite both share the one
// in-process database and its in-process LISTEN/NOTIFY.
import type { FastifyInstance } from "fastify";
import { afterEach, expect } from "vitest";
import { buildApp } from "../app";
import { buildTestContext, type TestContext, testEnv } from "./helpers";

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `read` until it returns true, for at most 3 s (a notification takes a few ms). */
export async function eventually(read: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 150; i++) {
    if (await read()) return true;
    await pause(20);
  }
  return false;
}

/** Waits until B has heard every notification A published (a sign-in is a write too). */
export const settled = async (a: TestContext, b: FastifyInstance) =>
  expect(await eventually(async () => b.cacheBus.stats.heard >= a.app.cacheBus.stats.published)).toBe(true);

/** Call inside a describe: closes the instances after each test, and returns what builds them (both
 * listening for the other's notifications). */
export function twoInstancesEach() {
  let a: TestContext | null = null;
  let b: FastifyInstance | null = null;
  afterEach(async () => {
    await b?.close();
    await a?.close();
    b = null;
    a = null;
  });
  return async () => {
    a = await buildTestContext({ env: { AUTH_MODE: "password" } });
    b = await buildApp({ env: testEnv({ AUTH_MODE: "password" }), database: a.database, logger: false });
    await b.ready();
    expect(a.app.cacheBus.listening).toBe(true);
    expect(b.cacheBus.listening).toBe(true);
    return { a, b };
  };
}
