// Limits against abuse: the sign-in throttle lives in the database (shared
// by app instances and restarts) and never locks the owner out from an address they used before; a flood
// of refusals makes one audit entry per window with a count; anonymous refusals are rate limited before
// they reach the log; slow clients are cut off and Node's own refusals answer in our JSON shape.
import { connect } from "node:net";
import { and, eq, gt, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { activityLog } from "../../db/schema";
import { DENIAL_WINDOW_MS } from "../../lib/activity-log";
import { ANONYMOUS_DENIALS_PER_MINUTE } from "../../plugins/auth";
import { buildTestContext, TEST_PASSWORD, type TestContext, testEnv } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";
import { LoginThrottle } from "../auth/login-throttle";

const login = (app: FastifyInstance, username: string, password: string, remoteAddress: string) =>
  app.inject({ method: "POST", url: "/api/auth/login", payload: { username, password }, remoteAddress });

const lastId = async (ctx: TestContext) =>
  Number(
    (await ctx.db.select({ id: sql<number>`coalesce(max(${activityLog.id}), 0)` }).from(activityLog))[0].id,
  );

describe(`sign-in throttle in the database (${ENGINE})`, () => {
  let ctx: TestContext;
  let second: FastifyInstance;
  const throttle = () => new LoginThrottle({ maxPerPair: 3, maxPerIp: 10, maxPerUsername: 6 });
  beforeAll(async () => {
    ctx = await buildTestContext({ throttle: throttle() });
    // a second app instance on the same database, as behind a load balancer (or after a restart)
    second = await buildApp({ env: testEnv(), database: ctx.database, throttle: throttle(), logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await ctx.close();
  });

  it("counts attempts across app instances: N instances do not allow N × the limit", async () => {
    const ip = "192.0.2.10";
    expect((await login(ctx.app, "office", "wrong-1", ip)).statusCode).toBe(401);
    expect((await login(second, "office", "wrong-2", ip)).statusCode).toBe(401);
    expect((await login(ctx.app, "office", "wrong-3", ip)).statusCode).toBe(401);
    const fourth = await login(second, "office", TEST_PASSWORD, ip);
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("never locks the owner out from an address they signed in from, whatever others try", async () => {
    const home = "192.0.2.20";
    expect((await login(ctx.app, "admin", TEST_PASSWORD, home)).statusCode).toBe(200);
    // an attacker locks their own pair, then spreads wrong passwords over many addresses
    for (let i = 0; i < 5; i++) await login(ctx.app, "admin", `wrong-${i}`, "192.0.2.66");
    expect((await login(ctx.app, "admin", TEST_PASSWORD, "192.0.2.66")).statusCode).toBe(429);
    for (let i = 0; i < 8; i++) await login(second, "admin", `wrong-${i}`, `192.0.2.${100 + i}`);
    // the per-username back-off now holds new addresses, even with the right password ...
    expect((await login(ctx.app, "admin", TEST_PASSWORD, "192.0.2.200")).statusCode).toBe(429);
    // ... but the owner's known address still gets in, on either instance
    expect((await login(ctx.app, "admin", TEST_PASSWORD, home)).statusCode).toBe(200);
    expect((await login(second, "admin", TEST_PASSWORD, home)).statusCode).toBe(200);
  });

  it("one address hammering one account uses up only its own pair allowance, not the username's", async () => {
    for (let i = 0; i < 30; i++) await login(ctx.app, "office2", `wrong-${i}`, "192.0.2.70");
    expect((await login(ctx.app, "office2", "wrong", "192.0.2.70")).statusCode).toBe(429);
    // a new address for the same username is still evaluated (401, not 429)
    expect((await login(ctx.app, "office2", "wrong", "192.0.2.71")).statusCode).toBe(401);
  });

  it("a shared address that fails with unknown names does not lock out its known users", async () => {
    const office = "192.0.2.30";
    expect((await login(ctx.app, "crew", TEST_PASSWORD, office)).statusCode).toBe(200);
    for (let i = 0; i < 12; i++) await login(ctx.app, `nobody${i}`, "wrong", office);
    expect((await login(ctx.app, "nobody-else", "wrong", office)).statusCode).toBe(429);
    expect((await login(ctx.app, "crew", TEST_PASSWORD, office)).statusCode).toBe(200);
  });
});

describe(`refusals in the audit trail (${ENGINE})`, () => {
  let ctx: TestContext;
  let clock = new Date("2026-03-02T10:00:30Z");
  beforeAll(async () => {
    ctx = await buildTestContext({ now: () => clock });
  });
  afterAll(() => ctx.close());

  it("aggregates repeated refusals from one address to one route: one entry per window, with the count", async () => {
    const ip = "192.0.2.40";
    const before = await lastId(ctx);
    for (let i = 0; i < 60; i++) {
      const res = await ctx.app.inject({ method: "GET", url: "/api/vessels", remoteAddress: ip });
      expect(res.statusCode).toBe(401);
    }
    const first = await ctx.db.select().from(activityLog).where(gt(activityLog.id, before));
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ type: "security", action: "denied", ip, entityId: "GET /api/vessels" });
    // a refusal in the next window writes its own entry and the closed window's count
    clock = new Date(clock.getTime() + DENIAL_WINDOW_MS);
    await ctx.app.inject({ method: "GET", url: "/api/crew", remoteAddress: ip });
    const after = await ctx.db
      .select()
      .from(activityLog)
      .where(gt(activityLog.id, before))
      .orderBy(activityLog.id);
    expect(after).toHaveLength(3);
    const summary = after.find((a) => (a.metadata as { count?: number })?.count);
    expect(summary).toMatchObject({ ip, entityId: "GET /api/vessels", metadata: { status: 401, count: 60 } });
    expect(summary?.description).toMatch(/^60 refusals of GET \/api\/vessels from 192\.0\.2\.40 \(401\)/);
  });

  it("rate limits anonymous refusals per address before they reach the log", async () => {
    const ip = "192.0.2.50";
    const before = await lastId(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < ANONYMOUS_DENIALS_PER_MINUTE + 20; i++) {
      const res = await ctx.app.inject({ method: "GET", url: `/api/vessels/${i}`, remoteAddress: ip });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(ANONYMOUS_DENIALS_PER_MINUTE);
    expect(statuses.slice(ANONYMOUS_DENIALS_PER_MINUTE).every((s) => s === 429)).toBe(true);
    const rows = await ctx.db
      .select()
      .from(activityLog)
      .where(and(gt(activityLog.id, before), eq(activityLog.ip, ip)));
    expect(rows).toHaveLength(1);
    // a signed-in caller from the same address is not held back by it
    expect(
      (await ctx.as("admin", { method: "GET", url: "/api/vessels", remoteAddress: ip })).statusCode,
    ).toBe(200);
    // another address is not affected
    expect(
      (await ctx.app.inject({ method: "GET", url: "/api/vessels", remoteAddress: "192.0.2.51" })).statusCode,
    ).toBe(401);
  });
});

describe(`slow and malformed clients on a real socket (${ENGINE})`, () => {
  let ctx: TestContext;
  let port = 0;
  beforeAll(async () => {
    ctx = await buildTestContext({ env: { REQUEST_TIMEOUT_MS: "1000" } });
    await ctx.app.listen({ host: "127.0.0.1", port: 0 });
    port = (ctx.app.server.address() as { port: number }).port;
  });
  afterAll(() => ctx.close());

  /** Sends `chunks` and returns everything the server wrote before it closed the socket. */
  const exchange = (chunks: string[]) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1");
      let got = "";
      socket.on("data", (d) => {
        got += d.toString();
      });
      socket.on("close", () => resolve(got));
      socket.on("error", reject);
      socket.on("connect", () => {
        for (const c of chunks) socket.write(c);
      });
    });

  it("cuts off a request whose body never finishes (408), so slow clients cannot hold sockets", async () => {
    const res = await exchange([
      "POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{",
    ]);
    expect(res).toMatch(/^HTTP\/1\.1 408 /);
    expect(res).toContain('"code":"TIMEOUT"');
  });

  it("cuts off a request whose headers never finish", async () => {
    const res = await exchange(["GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1"]);
    expect(res).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("answers malformed HTTP and oversized headers in the {message, code} shape", async () => {
    const bad = await exchange(["GARBAGE\r\n\r\n"]);
    expect(bad).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(bad.slice(bad.indexOf("\r\n\r\n") + 4))).toEqual({
      message: "The request is not valid HTTP",
      code: "BAD_REQUEST",
    });
    const big = await exchange([
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
    ]);
    expect(big).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(big.slice(big.indexOf("\r\n\r\n") + 4)).message).toBe(
      "The request's headers are too large",
    );
  });
});
