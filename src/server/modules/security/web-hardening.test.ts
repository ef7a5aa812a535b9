// Web hardening checked end to end through inject (DESIGN §7 security baseline):
// security headers, HSTS and cookie flags by mode, CSRF, CORS, login answers that reveal nothing,
// uploads under server-made names, and an export that hostile text cannot split. What other files
// already prove is not repeated here: the cookie's HttpOnly/SameSite and a foreign-origin login
// (auth.test.ts), 413/415 uploads (documents.test.ts), CSV formula neutralising (client lib/csv.test.ts).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog, users } from "../../db/schema";
import { storedFiles } from "../../db/schema-documents";
import { SESSION_COOKIE } from "../../lib/sessions";
import { createCrewMember, createRotation, createVessel } from "../../test/factories";
import { PDF, putToSlot } from "../../test/files";
import { buildTestContext, TEST_PASSWORD, type TestContext } from "../../test/helpers";
import { tableFingerprint } from "../../test/table-fingerprint";
import { ENGINE } from "../../test/test-database";
import { LoginThrottle } from "../auth/login-throttle";

const EVIL = "https://evil.example";
const HOST = "crewfleet.test";

function cspOf(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers["content-security-policy"] ?? "");
  return new Map(
    header
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

function sessionCookie(res: LightMyRequestResponse): string {
  const cookies = [res.headers["set-cookie"] ?? []].flat();
  const cookie = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  expect(cookie, "session cookie").toBeDefined();
  return cookie as string;
}

const login = (ctx: TestContext, username: string, password: string, remoteAddress = "127.0.0.1") =>
  ctx.app.inject({ method: "POST", url: "/api/auth/login", payload: { username, password }, remoteAddress });

describe(`web hardening (${ENGINE})`, () => {
  let ctx: TestContext;
  let cookie: Record<string, string>;
  beforeAll(async () => {
    ctx = await buildTestContext({
      env: { ALLOWED_HOSTS: HOST },
      throttle: new LoginThrottle({ windowMs: 60_000, maxPerPair: 3, maxPerIp: 6 }),
    });
    cookie = { [SESSION_COOKIE]: await ctx.tokenFor("admin") };
  });
  afterAll(() => ctx.close());

  it("sends a strict CSP, nosniff, a referrer policy and no HSTS (test mode) on answers and errors", async () => {
    const answers = [
      await ctx.as(null, { method: "GET", url: "/api/health" }),
      await ctx.as(null, { method: "GET", url: "/api/no-such-route" }),
      await ctx.as("admin", { method: "POST", url: "/api/vessels", payload: { name: 1 } }),
      await ctx.as(null, { method: "GET", url: "/api/vessels" }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 404, 400, 401]);
    for (const res of answers) {
      const csp = cspOf(res);
      const scriptSrc = csp.get("script-src") ?? csp.get("default-src");
      expect(scriptSrc).toEqual(["'self'"]);
      expect(csp.get("default-src")).toEqual(["'self'"]);
      expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
      expect(csp.get("object-src")).toEqual(["'none'"]);
      expect(csp.get("base-uri")).toEqual(["'none'"]);
      expect(csp.get("form-action")).toEqual(["'self'"]);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(res.headers["x-frame-options"]).toMatch(/^(DENY|SAMEORIGIN)$/);
      expect(res.headers["strict-transport-security"]).toBeUndefined();
      expect(res.headers["x-powered-by"]).toBeUndefined();
    }
  });

  it("answers a malformed or overlong URL with the JSON error shape, not Fastify's", async () => {
    const bad = await ctx.as("admin", { method: "GET", url: "/api/vessels/%E0%A4%A" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: "The address is not valid", code: "BAD_REQUEST" });
    expect(bad.headers["x-content-type-options"]).toBe("nosniff");
    const long = await ctx.as("admin", { method: "GET", url: `/api/vessels/${"x".repeat(500)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: "A part of the address is too long", code: "BAD_REQUEST" });
  });

  it("sets the session cookie HttpOnly, SameSite=Lax, Path=/ and not Secure outside production; logout clears it", async () => {
    const res = await login(ctx, "admin", TEST_PASSWORD);
    const set = sessionCookie(res);
    expect(set).toMatch(/; HttpOnly/i);
    expect(set).toMatch(/; SameSite=Lax/i);
    expect(set).toMatch(/; Path=\/(;|$)/);
    expect(set).not.toMatch(/; Secure/i);
    const out = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      cookies: { [SESSION_COOKIE]: res.json().token },
    });
    expect(sessionCookie(out)).toMatch(
      new RegExp(`^${SESSION_COOKIE}=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)`),
    );
  });

  it("refuses cross-site writes made with the session cookie, whatever the content type, changing nothing", async () => {
    const vessel = await createVessel(ctx.db, { name: "MV Keep" });
    const before = await tableFingerprint(ctx.db);
    const post = (headers: Record<string, string>, payload: string, method: "POST" | "DELETE" = "POST") =>
      ctx.app.inject({
        method,
        url: method === "POST" ? "/api/vessels" : `/api/vessels/${vessel.id}`,
        headers: { host: HOST, ...headers },
        cookies: cookie,
        payload,
      });
    const json = JSON.stringify({ name: "MV Evil", type: "Tanker", flag: "Malta" });
    const crossSite = [
      // a hidden form on another site: urlencoded or text/plain, the browser adds the Origin
      post({ origin: EVIL, "content-type": "application/x-www-form-urlencoded" }, "name=MV+Evil"),
      post({ origin: EVIL, "content-type": "text/plain" }, json),
      // fetch() from another site
      post({ origin: EVIL, "content-type": "application/json" }, json),
      post({ origin: EVIL }, "", "DELETE"),
      // a sandboxed iframe, a look-alike host, and a browser that only sends Fetch metadata
      post({ origin: "null", "content-type": "application/json" }, json),
      post({ origin: `https://${HOST}.evil.example`, "content-type": "application/json" }, json),
      post({ "sec-fetch-site": "cross-site", "content-type": "application/json" }, json),
    ];
    for (const res of await Promise.all(crossSite)) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: "Cross-site request refused", code: "FORBIDDEN" });
    }
    // an old browser that sends no Origin: a form's content types are not parsed as the API's JSON
    expect(
      (await post({ "content-type": "application/x-www-form-urlencoded" }, "name=MV+Evil")).statusCode,
    ).toBe(415);
    expect((await post({ "content-type": "text/plain" }, json)).statusCode).toBe(400);
    // nothing changed but the audit trail and its refusal counters: repeated refusals of one route from
    // one address are one entry per window, so POST and DELETE make two entries
    const { activity_log: logBefore, security_counters: _c1, ...restBefore } = before;
    const { activity_log: logAfter, security_counters: _c2, ...restAfter } = await tableFingerprint(ctx.db);
    expect(restAfter).toEqual(restBefore);
    expect(logAfter.rows - logBefore.rows).toBe(2);
    const denied = await ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.type, "security"), eq(activityLog.action, "denied")));
    expect(denied.filter((d) => d.description.includes("403: cross-site request"))).toHaveLength(2);
    // the same request from the app's own origin (scheme, host and port) goes through
    const own = await post({ origin: `http://${HOST}`, "content-type": "application/json" }, json);
    expect(own.statusCode).toBe(201);
  });

  it("keeps CORS closed: no Access-Control-Allow-* for a foreign origin, and preflights are refused", async () => {
    const read = await ctx.app.inject({
      method: "GET",
      url: "/api/auth/me",
      cookies: cookie,
      headers: { origin: EVIL },
    });
    expect(read.statusCode).toBe(200);
    const preflight = await ctx.app.inject({
      method: "OPTIONS",
      url: "/api/vessels",
      headers: {
        origin: EVIL,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(preflight.statusCode).toBeGreaterThanOrEqual(400);
    for (const res of [read, preflight]) {
      const cors = Object.keys(res.headers).filter((h) => h.startsWith("access-control-"));
      expect(cors).toEqual([]);
    }
  });

  it("answers an unknown user and a wrong password identically, with no cookie", async () => {
    const unknown = await login(ctx, "nobody-here", "wrong-password", "198.51.100.1");
    const wrong = await login(ctx, "crew", "wrong-password", "198.51.100.1");
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(unknown.headers["set-cookie"]).toBeUndefined();
    expect(wrong.headers["set-cookie"]).toBeUndefined();
  });

  it("after a lockout answers the right password, a wrong one and an unknown user identically (429)", async () => {
    const ip = "198.51.100.2";
    for (let i = 0; i < 3; i++) await login(ctx, "office", "wrong-password", ip);
    for (let i = 0; i < 3; i++) await login(ctx, "ghost", "wrong-password", ip);
    const right = await login(ctx, "office", TEST_PASSWORD, ip);
    const wrong = await login(ctx, "office", "wrong-password", ip);
    const unknown = await login(ctx, "ghost", "wrong-password", ip);
    for (const res of [right, wrong, unknown]) {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual(right.json());
      expect(res.headers["set-cookie"]).toBeUndefined();
    }
    expect(right.json().message).toMatch(/^Too many failed sign-in attempts/);
  });

  it("locks out an address that tries many usernames, whichever name it tries next", async () => {
    const ip = "198.51.100.3";
    for (let i = 0; i < 6; i++)
      expect((await login(ctx, `spray${i}`, "wrong-password", ip)).statusCode).toBe(401);
    const next = await login(ctx, "admin", TEST_PASSWORD, ip);
    expect(next.statusCode).toBe(429);
    expect(next.headers["set-cookie"]).toBeUndefined();
    // another address is not affected
    expect((await login(ctx, "admin", TEST_PASSWORD, "198.51.100.4")).statusCode).toBe(200);
  });

  it.each([
    "../../../../etc/passwd.pdf",
    "..\\..\\windows\\system32\\config.pdf",
    "/var/lib/crewfleet/other-user.pdf",
    'scan.pdf"; filename=evil.html\r\nX-Injected: 1',
    "%2e%2e%2f%2e%2e%2fsecret.pdf",
  ])("stores an upload named %j under a server-made key and serves it sandboxed", async (filename) => {
    const slot = await ctx.as("admin", {
      method: "POST",
      url: "/api/upload",
      payload: { filename, fileType: "text/html" },
    });
    expect(slot.statusCode).toBe(200);
    const { uploadURL, filePath } = slot.json();
    expect(uploadURL).toMatch(/^\/api\/upload\/[0-9a-f-]{36}$/);
    const put = await putToSlot(ctx, "admin", uploadURL, "text/html", PDF);
    expect(put.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(storedFiles).where(eq(storedFiles.id, filePath));
    expect(row.storageKey).toBe(`${filePath}.bin`);
    expect(row.originalName).not.toMatch(/[/\\\r\n"]/);
    expect(row.mimeType).toBe("application/pdf");
    expect((await ctx.app.fileStore.get(row.storageKey))?.equals(PDF)).toBe(true);

    const doc = await ctx.as("admin", {
      method: "POST",
      url: "/api/documents",
      payload: {
        crewMemberId: ctx.crewMemberId,
        type: "passport",
        documentNumber: "P7654321",
        issueDate: "2024-01-01",
        expiryDate: "2030-01-01",
        issuingAuthority: "Passport Office",
        filePath,
      },
    });
    expect(doc.statusCode).toBe(201);
    const file = await ctx.as("admin", { method: "GET", url: doc.json().filePath });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toMatch(/^application\/pdf/);
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.headers["content-security-policy"]).toMatch(/sandbox/);
    expect(file.headers["x-injected"]).toBeUndefined();
    const disposition = String(file.headers["content-disposition"]);
    expect(disposition).not.toMatch(/[\r\n]/);
    expect(disposition.match(/filename="([^"]*)"/)?.[1]).not.toMatch(/[/\\]/);
  });

  it("refuses an upload address that is not a server-made id", async () => {
    for (const url of ["/api/upload/..%2F..%2Fetc%2Fpasswd", "/api/upload/x.bin", "/api/upload/%2e%2e"]) {
      const res = await ctx.as("admin", {
        method: "PUT",
        url,
        headers: { "content-type": "application/pdf" },
        payload: PDF,
      });
      expect([400, 404]).toContain(res.statusCode);
    }
  });

  it("answers 421 and nothing else to a Host it does not serve (DNS rebinding), in demo mode too", async () => {
    const sessionsBefore = (await tableFingerprint(ctx.db)).sessions;
    for (const host of [
      "rebind.attacker.example:5000",
      "rebind.attacker.example",
      "crewfleet.test.evil.example",
    ]) {
      for (const [method, url] of [
        ["POST", "/api/auth/demo"],
        ["GET", "/api/auth/session"],
        ["GET", "/"],
      ] as const) {
        const res = await ctx.app.inject({ method, url, headers: { host }, remoteAddress: "127.0.0.1" });
        expect(res.statusCode, `${method} ${url} Host ${host}`).toBe(421);
        expect(res.json()).toEqual({
          message: "This server does not answer to that host name",
          code: "MISDIRECTED",
        });
        expect(res.headers["set-cookie"]).toBeUndefined();
      }
    }
    expect((await tableFingerprint(ctx.db)).sessions).toEqual(sessionsBefore);
    // loopback names, IP addresses (a rebound page cannot have one) and ALLOWED_HOSTS are served
    for (const host of [
      "localhost:5000",
      "127.0.0.1:5000",
      "[::1]:5000",
      "app.localhost",
      "10.1.2.3:5000",
      HOST,
    ]) {
      const res = await ctx.app.inject({ method: "GET", url: "/api/auth/config", headers: { host } });
      expect(res.statusCode, `Host ${host}`).toBe(200);
    }
  });

  it("refuses a cross-site write whatever the path's encoding, and compares scheme, host and port", async () => {
    const target = await ctx.as("admin", {
      method: "POST",
      url: "/api/users",
      payload: {
        username: "victim16",
        password: "Victim-password-16!",
        role: "office_staff",
        name: "Vic Tim",
        email: "v16@test.local",
      },
    });
    expect(target.statusCode).toBe(201);
    const id = target.json().id as string;
    const [hashBefore] = await ctx.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, id));
    const attempts: [string, Record<string, string>][] = [
      [`/%61pi/users/${id}/reset-password`, { origin: EVIL }],
      [`/%61%70%69/users/${id}/reset-password`, { origin: EVIL }],
      [`/api/users/${id}/%72eset-password`, { origin: EVIL }],
      [`/api/users/${id}/reset-password`, { origin: `https://${HOST}` }], // other scheme
      [`/api/users/${id}/reset-password`, { origin: `http://${HOST}:8443` }], // other port
      [`/api/users/${id}/reset-password`, { referer: `${EVIL}/page` }], // no Origin: the Referer decides
      [`/api/users/${id}/reset-password`, { "sec-fetch-site": "same-site" }],
    ];
    for (const [url, headers] of attempts) {
      const res = await ctx.app.inject({
        method: "POST",
        url,
        headers: { host: HOST, ...headers },
        cookies: cookie,
      });
      expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
    }
    const [hashAfter] = await ctx.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, id));
    expect(hashAfter.h).toBe(hashBefore.h);
    // the app's own origin (or own Referer) passes, encoded path included
    for (const headers of [{ origin: `http://${HOST}` }, { referer: `http://${HOST}/settings` }]) {
      const res = await ctx.app.inject({
        method: "POST",
        url: `/%61pi/users/${id}/reset-password`,
        headers: { host: HOST, ...headers },
        cookies: cookie,
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it("evaluates at most the limit of N parallel sign-in attempts from a new address (reserved first)", async () => {
    const ip = "198.51.100.28";
    const before = await ctx.db.select().from(activityLog).where(eq(activityLog.ip, ip));
    // 27 wrong passwords and the right one last, all at once
    const answers = await Promise.all(
      Array.from({ length: 28 }, (_, i) => login(ctx, "crew", i === 27 ? TEST_PASSWORD : `wrong-${i}`, ip)),
    );
    const evaluated = answers.filter((r) => r.statusCode !== 429);
    expect(evaluated.length).toBeLessThanOrEqual(3); // the pair limit of this suite
    expect(answers.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(25);
    const logged = (await ctx.db.select().from(activityLog).where(eq(activityLog.ip, ip))).filter(
      (a) => a.type === "auth" && !before.some((b) => b.id === a.id),
    );
    expect(logged.length, "sign-in outcomes written = passwords checked").toBe(evaluated.length);
  });

  it("keeps the iCalendar export whole when names and notes hold line breaks", async () => {
    const member = await createCrewMember(ctx.db, {
      firstName: "Eve\rBEGIN:VEVENT",
      lastName: "Mallory\nEND:VCALENDAR",
    });
    const vessel = await createVessel(ctx.db, { name: "MV Split\r\nATTENDEE:mailto:a@evil.example" });
    await createRotation(ctx.db, {
      crewMemberId: member.id,
      vesselId: vessel.id,
      notes: "line one\r\nATTENDEE:mailto:b@evil.example\rline three",
    });
    const res = await ctx.as("admin", { method: "GET", url: "/api/rotations.ics" });
    expect(res.statusCode).toBe(200);
    const physical = res.body.split("\r\n");
    for (const line of physical) expect(line).not.toMatch(/[\r\n]/);
    const lines = res.body.replace(/\r\n[ \t]/g, "").split("\r\n");
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines.filter((l) => l === "END:VCALENDAR")).toHaveLength(1);
    expect(lines.some((l) => l.startsWith("ATTENDEE"))).toBe(false);
  });
});

// Each test builds its own app and database (the setting is read at start), which elsewhere happens in a
// beforeAll under the 60 s hook timeout: the same limit here.
describe(`Secure cookies and HSTS follow COOKIE_SECURE, not NODE_ENV (${ENGINE})`, {
  timeout: 60_000,
}, () => {
  let ctxs: TestContext[] = [];
  const make = async (env: Record<string, string>) => {
    const ctx = await buildTestContext({
      env: { NODE_ENV: "production", DATA_DIR: mkdtempSync(join(tmpdir(), "crewfleet-prod-")), ...env },
    });
    ctxs.push(ctx);
    return ctx;
  };
  afterAll(async () => {
    for (const c of ctxs) await c.close();
    ctxs = [];
  });

  it("COOKIE_SECURE=true: HSTS and a Secure, HttpOnly, SameSite=Lax session cookie on Path=/", async () => {
    const ctx = await make({ COOKIE_SECURE: "true" });
    const res = await login(ctx, "admin", TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.headers["strict-transport-security"]).toMatch(/max-age=\d{7,}; includeSubDomains/);
    const set = sessionCookie(res);
    expect(set).toMatch(/; Secure/i);
    expect(set).toMatch(/; HttpOnly/i);
    expect(set).toMatch(/; SameSite=Lax/i);
    expect(set).toMatch(/; Path=\/(;|$)/);
    const health = await ctx.as(null, { method: "GET", url: "/api/health" });
    expect(health.headers["strict-transport-security"]).toBeDefined();
    expect(cspOf(health).get("script-src")).toEqual(["'self'"]);
  });

  it("auto (default), even with NODE_ENV=production: plain HTTP gets neither; HTTPS through a trusted proxy gets both", async () => {
    const ctx = await make({ TRUST_PROXY: "127.0.0.1" });
    const plain = await login(ctx, "admin", TEST_PASSWORD);
    expect(plain.statusCode).toBe(200);
    expect(sessionCookie(plain)).not.toMatch(/; Secure/i);
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    const https = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: "admin", password: TEST_PASSWORD },
      headers: { "x-forwarded-proto": "https" },
    });
    expect(sessionCookie(https)).toMatch(/; Secure/i);
    expect(https.headers["strict-transport-security"]).toMatch(/max-age=/);
    // an untrusted peer cannot claim HTTPS
    const spoofed = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: "admin", password: TEST_PASSWORD },
      headers: { "x-forwarded-proto": "https" },
      remoteAddress: "198.51.100.77",
    });
    expect(sessionCookie(spoofed)).not.toMatch(/; Secure/i);
  });
});
