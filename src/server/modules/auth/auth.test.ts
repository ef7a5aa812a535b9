import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { activityLog, sessions, users } from "../../db/schema";
import { hashToken, SESSION_COOKIE } from "../../lib/sessions";
import { buildTestContext, TEST_PASSWORD, type TestContext, type TestRole } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";
import { LoginThrottle } from "./login-throttle";

const login = (ctx: TestContext, username: string, password: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "POST", url: "/api/auth/login", payload: { username, password }, headers });

describe(`auth API (${ENGINE})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestContext({
      throttle: new LoginThrottle({ windowMs: 60_000, maxPerPair: 3, maxPerIp: 50 }),
    });
  });
  afterAll(() => ctx.close());

  it("tells the client the auth mode", async () => {
    const res = await ctx.as(null, { method: "GET", url: "/api/auth/config" });
    expect(res.json()).toEqual({ authMode: "demo" });
  });

  it("signs in with the right password: user, token and an httpOnly SameSite cookie", async () => {
    const res = await login(ctx, "office", TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ username: "office", role: "office_staff", name: "Olivia Office" });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toContain(`${SESSION_COOKIE}=${body.token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // only the hash of the token is stored
    const [row] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(body.token)));
    expect(row.userId).toBe(ctx.userIds.office_staff);
    const me = await ctx.app.inject({
      method: "GET",
      url: "/api/auth/me",
      cookies: { [SESSION_COOKIE]: body.token },
    });
    expect(me.json().user.username).toBe("office");
  });

  it("gives the crew user their linked crew member", async () => {
    const res = await ctx.as("crew", { method: "GET", url: "/api/auth/me" });
    expect(res.json().user).toMatchObject({ role: "crew", crewMemberId: ctx.crewMemberId });
  });

  it("refuses a wrong password and an unknown user with the same message, and logs both", async () => {
    const wrong = await login(ctx, "admin", "nope-nope");
    const unknown = await login(ctx, "nobody", "nope-nope");
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe("Invalid username or password");
    expect(unknown.json().message).toBe(wrong.json().message);
    const failed = await ctx.db.select().from(activityLog).where(eq(activityLog.action, "login_failed"));
    expect(failed.map((f) => f.description)).toEqual(
      expect.arrayContaining(["Failed sign-in for admin", "Failed sign-in for nobody"]),
    );
  });

  it("rejects a malformed body with 400 and the zod issues, writing nothing", async () => {
    const before = await ctx.db.select().from(activityLog);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: "admin" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION", issues: [{ path: ["password"] }] });
    expect(await ctx.db.select().from(activityLog)).toHaveLength(before.length);
  });

  it("rate limits repeated failures for a username with 429, even with the right password next", async () => {
    for (let i = 0; i < 3; i++) expect((await login(ctx, "crew", "bad-password")).statusCode).toBe(401);
    const limited = await login(ctx, "crew", TEST_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many failed sign-in attempts/);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // an unknown username is throttled the same way, so 429 reveals nothing
    for (let i = 0; i < 3; i++) await login(ctx, "ghost", "bad-password");
    expect((await login(ctx, "ghost", "bad-password")).json().message).toBe(limited.json().message);
  });

  it("logout ends the session: the token no longer works", async () => {
    const { token } = (await login(ctx, "admin", TEST_PASSWORD)).json();
    const auth = { authorization: `Bearer ${token}` };
    expect((await ctx.app.inject({ method: "GET", url: "/api/auth/me", headers: auth })).statusCode).toBe(
      200,
    );
    const out = await ctx.app.inject({ method: "POST", url: "/api/auth/logout", headers: auth });
    expect(out.statusCode).toBe(200);
    const after = await ctx.app.inject({ method: "GET", url: "/api/auth/me", headers: auth });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toMatch(/session has expired/);
    const logouts = await ctx.db.select().from(activityLog).where(eq(activityLog.action, "logout"));
    expect(logouts.length).toBeGreaterThan(0);
  });

  it("answers 401 without a session, with a forged cookie and with a forged bearer token", async () => {
    expect((await ctx.as(null, { method: "GET", url: "/api/auth/me" })).statusCode).toBe(401);
    const forgedCookie = await ctx.app.inject({
      method: "GET",
      url: "/api/auth/me",
      cookies: { [SESSION_COOKIE]: "x".repeat(43) },
    });
    expect(forgedCookie.statusCode).toBe(401);
    const forgedBearer = await ctx.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: { authorization: "Bearer forged" },
    });
    expect(forgedBearer.statusCode).toBe(401);
  });

  it("ignores X-User-* headers", async () => {
    const res = await ctx.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: { "x-user-id": ctx.userIds.admin, "x-user-role": "admin", "x-username": "admin" },
    });
    expect(res.statusCode).toBe(401);
  });

  it("expires sessions after the idle period and at the absolute expiry", async () => {
    const idle = (await login(ctx, "office", TEST_PASSWORD)).json().token;
    await ctx.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 13 * 3_600_000) })
      .where(eq(sessions.id, hashToken(idle)));
    expect(
      (
        await ctx.app.inject({
          method: "GET",
          url: "/api/auth/me",
          headers: { authorization: `Bearer ${idle}` },
        })
      ).statusCode,
    ).toBe(401);
    const old = (await login(ctx, "office", TEST_PASSWORD)).json().token;
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, hashToken(old)));
    expect(
      (
        await ctx.app.inject({
          method: "GET",
          url: "/api/auth/me",
          headers: { authorization: `Bearer ${old}` },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      await ctx.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, hashToken(old))),
    ).toHaveLength(0);
  });

  it("refuses a disabled account and ends its open sessions; right and wrong passwords get the same answer", async () => {
    const { token } = (await login(ctx, "office", TEST_PASSWORD)).json();
    await ctx.db.update(users).set({ disabled: true }).where(eq(users.id, ctx.userIds.office_staff));
    try {
      const res = await login(ctx, "office", TEST_PASSWORD);
      const wrong = await login(ctx, "office", "wrong-password");
      expect(res.statusCode).toBe(401);
      expect(wrong.statusCode).toBe(401);
      // the answer must not confirm that the password was right
      expect(res.json()).toEqual(wrong.json());
      expect(res.json().message).toBe("Invalid username or password");
      const [entry] = await ctx.db
        .select()
        .from(activityLog)
        .where(eq(activityLog.description, "Sign-in refused for disabled account office"));
      expect(entry, "the administrator still sees why in the activity log").toBeDefined();
      const me = await ctx.app.inject({
        method: "GET",
        url: "/api/auth/me",
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.statusCode).toBe(401);
    } finally {
      await ctx.db.update(users).set({ disabled: false }).where(eq(users.id, ctx.userIds.office_staff));
    }
  });

  it("demo sign-in opens a session as the demo admin", async () => {
    const res = await ctx.as(null, { method: "POST", url: "/api/auth/demo" });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ username: "admin", role: "admin" });
  });

  it("switch-role continues as the demo user of that role and ends the old session", async () => {
    const { token } = (await ctx.as(null, { method: "POST", url: "/api/auth/demo" })).json();
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/switch-role",
      headers: { authorization: `Bearer ${token}` },
      payload: { role: "office_staff" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ username: "office", role: "office_staff" });
    const old = await ctx.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(old.statusCode).toBe(401);
    const switchAs = (caller: TestRole | null, role: string) =>
      ctx.as(caller, { method: "POST", url: "/api/auth/switch-role", payload: { role } });
    expect((await switchAs("admin", "captain")).statusCode).toBe(400);
    expect((await switchAs(null, "admin")).statusCode).toBe(401);
  });

  it("refuses a state-changing request from a foreign origin", async () => {
    const res = await login(ctx, "admin", TEST_PASSWORD, { origin: "https://evil.example" });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Cross-site request refused");
  });

  it("answers an unknown API route with a JSON 404", async () => {
    const res = await ctx.as("admin", { method: "GET", url: "/api/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: "NOT_FOUND" });
  });
});

describe(`auth API in password mode (${ENGINE})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestContext({ env: { AUTH_MODE: "password" } });
  });
  afterAll(() => ctx.close());

  it("has no demo sign-in and no role switching", async () => {
    expect((await ctx.as(null, { method: "POST", url: "/api/auth/demo" })).statusCode).toBe(404);
    const sw = await ctx.as("admin", {
      method: "POST",
      url: "/api/auth/switch-role",
      payload: { role: "crew" },
    });
    expect(sw.statusCode).toBe(404);
    expect((await ctx.as(null, { method: "GET", url: "/api/auth/config" })).json().authMode).toBe("password");
  });
});

describe(`checked sessions are reused briefly (${ENGINE})`, () => {
  const me = (ctx: TestContext, token: string) =>
    ctx.app.inject({ method: "GET", url: "/api/auth/me", headers: { authorization: `Bearer ${token}` } });
  const endInDatabase = (ctx: TestContext, token: string) =>
    ctx.db.delete(sessions).where(eq(sessions.id, hashToken(token)));

  let ctx: TestContext;
  let uncached: TestContext;
  beforeAll(async () => {
    ctx = await buildTestContext();
    uncached = await buildTestContext({ env: { SESSION_CACHE_SECONDS: "0" } });
  });
  afterAll(async () => {
    await ctx.close();
    await uncached.close();
  });

  it("answers from the cache until it is cleared: a session ended in the database by another process", async () => {
    const { token } = (await login(ctx, "office", TEST_PASSWORD)).json();
    expect((await me(ctx, token)).statusCode).toBe(200);
    await endInDatabase(ctx, token);
    // Within SESSION_CACHE_SECONDS the check is not repeated; that bound is what another instance waits.
    expect((await me(ctx, token)).statusCode).toBe(200);
    ctx.app.sessionCache.clear();
    expect((await me(ctx, token)).statusCode).toBe(401);
  });

  it("never lets a write through on a cached answer: a user disabled elsewhere is refused at once", async () => {
    const { token } = (await login(ctx, "office", TEST_PASSWORD)).json();
    const as = (method: "GET" | "POST", url: string, payload?: object) =>
      ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
    expect((await me(ctx, token)).statusCode).toBe(200);
    // Another instance disables the user; this one has not heard the cache bus yet.
    await ctx.db.update(users).set({ disabled: true }).where(eq(users.username, "office"));
    try {
      expect((await me(ctx, token)).statusCode).toBe(200);
      const write = await as("POST", "/api/crew", {
        firstName: "Ada",
        lastName: "Refused",
        nationality: "GB",
      });
      expect(write.statusCode).toBe(401);
      // The refusal also drops the cached answer: the reads after it are refused too.
      expect((await me(ctx, token)).statusCode).toBe(401);
    } finally {
      await ctx.db.update(users).set({ disabled: false }).where(eq(users.username, "office"));
    }
  });

  it("any write through the app clears it, so sign-out elsewhere applies on the next request", async () => {
    const first = (await login(ctx, "office", TEST_PASSWORD)).json().token;
    const second = (await login(ctx, "office", TEST_PASSWORD)).json().token;
    expect((await me(ctx, second)).statusCode).toBe(200);
    await endInDatabase(ctx, second);
    const out = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { authorization: `Bearer ${first}` },
    });
    expect(out.statusCode).toBeLessThan(300);
    expect((await me(ctx, second)).statusCode).toBe(401);
  });

  it("never uses a checked session past its own expiry", async () => {
    const { token } = (await login(ctx, "office", TEST_PASSWORD)).json();
    // Sessions keep the wall clock, not the app's injectable one (tests move app.now by days while they
    // hold sessions), so the test moves the wall clock (Date only; timers stay real) instead of waiting.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      await ctx.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() + 1200) })
        .where(eq(sessions.id, hashToken(token)));
      expect((await me(ctx, token)).statusCode).toBe(200);
      vi.setSystemTime(Date.now() + 1300);
      expect((await me(ctx, token)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it("with SESSION_CACHE_SECONDS=0 every request checks the database", async () => {
    const { token } = (await login(uncached, "office", TEST_PASSWORD)).json();
    expect((await me(uncached, token)).statusCode).toBe(200);
    await endInDatabase(uncached, token);
    expect((await me(uncached, token)).statusCode).toBe(401);
  });
});
