// Hostile input on every API route: fast-check sends generated and mutated path
// parameters, query strings and bodies to each route in app.apiRoutes, signed in as an admin so the
// permission guard hides no handler. Properties: never a 5xx; an error is always {message, code, issues?}
// with no stack trace or internal detail; a refused request (4xx) changes no row in any table.
import { appendFileSync } from "node:fs";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../../lib/sessions";
import { createContract, createDocument, createRotation, createVessel } from "../../test/factories";
import { buildTestContext, type TestContext } from "../../test/helpers";
import {
  type HostileRequest,
  hostileRequest,
  type OpenApiOperation,
  oversizedPayload,
} from "../../test/hostile-requests";
import { type SmtpCatcher, startSmtpCatcher } from "../../test/smtp-catcher";
import { type Fingerprint, fingerprintWatch, tableFingerprint } from "../../test/table-fingerprint";
import { ENGINE } from "../../test/test-database";

// Fixed by default so every run sends the same requests; set HOSTILE_SEED / HOSTILE_RUNS to explore.
const SEED = Number(process.env.HOSTILE_SEED ?? 20_261_122);
const RUNS_PER_ROUTE = Number(process.env.HOSTILE_RUNS ?? 25);
/** A file to follow a long run in: one line per route done, with the running counts. */
const PROGRESS = process.env.HOSTILE_PROGRESS;

/** Signs of an internal detail: stack frames, source paths, SQL and driver messages. */
const LEAKS = [
  /\n\s+at /,
  /\bat [\w$.<>]+ \(/,
  /node_modules/,
  /\/(?:work|src|home|usr)\/\w/,
  /\.(?:ts|js|mjs|cjs):\d+/,
  /Failed query/i,
  /\bdrizzle\b/i,
  /\bpglite\b/i,
  /syntax error at or near/i,
  /violates .* constraint/i,
  /\brelation "/i,
  /\bsqlstate\b/i,
  /"stack"/,
];

function describeRequest(req: HostileRequest): string {
  const body = req.oversizedBytes ? `<${req.oversizedBytes} bytes>` : (req.payload ?? "").slice(0, 300);
  return `${req.method} ${req.url.slice(0, 300)} [${req.contentType ?? "no body"}] ${body}`;
}

function expectSafeError(res: LightMyRequestResponse, label: string) {
  expect(res.statusCode, `${label} → ${res.statusCode} ${res.body.slice(0, 500)}`).toBeLessThan(500);
  if (res.statusCode < 400) return;
  expect(res.headers["content-type"], label).toMatch(/^application\/json/);
  const body = res.json();
  expect(
    Object.keys(body).filter((k) => !["message", "code", "issues"].includes(k)),
    label,
  ).toEqual([]);
  expect(typeof body.message, label).toBe("string");
  expect(typeof body.code, label).toBe("string");
  for (const leak of LEAKS) expect(res.body, `${label} leaks ${leak}`).not.toMatch(leak);
}

describe(`hostile input on every route (${ENGINE})`, () => {
  let ctx: TestContext;
  let smtp: SmtpCatcher;
  let token: string;
  let openapi: { paths: Record<string, Record<string, OpenApiOperation>> };
  const ids: string[] = [];

  beforeAll(async () => {
    // with a mail server, a valid send-test is a 200 and not the documented 503 "no mail server"
    smtp = await startSmtpCatcher();
    ctx = await buildTestContext({ env: { SMTP_URL: smtp.url } });
    token = await ctx.tokenFor("admin");
    openapi = ctx.app.swagger() as unknown as typeof openapi;
    const vessel = await createVessel(ctx.db, { name: "MV Target" });
    const contract = await createContract(ctx.db, { crewMemberId: ctx.crewMemberId, vesselId: vessel.id });
    const document = await createDocument(ctx.db, { crewMemberId: ctx.crewMemberId });
    const rotation = await createRotation(ctx.db, { crewMemberId: ctx.crewMemberId, vesselId: vessel.id });
    const slot = await ctx.as("admin", {
      method: "POST",
      url: "/api/upload",
      payload: { filename: "scan.pdf", fileType: "application/pdf" },
    });
    ids.push(
      vessel.id,
      ctx.crewMemberId,
      contract.id,
      document.id,
      rotation.id,
      slot.json().filePath,
      ...Object.values(ctx.userIds),
    );
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  /** A valid request may end our session (logout, switch-role, password reset): sign in again. */
  async function keepSignedIn() {
    const headers = { authorization: `Bearer ${token}` };
    if ((await ctx.app.inject({ method: "GET", url: "/api/auth/me", headers })).statusCode === 200) return;
    token = await createSession(
      ctx.db,
      ctx.userIds.admin,
      { idleMinutes: 60, absoluteHours: 24 },
      { ip: "127.0.0.1" },
    );
  }

  it("refuses text that PostgreSQL cannot store (a NUL character) with a 400 and no change", async () => {
    const before = await tableFingerprint(ctx.db);
    const answers = [
      await ctx.as("admin", {
        method: "POST",
        url: "/api/vessels",
        payload: { name: "MV a\u0000b", type: "Tanker", flag: "Malta" },
      }),
      await ctx.as("admin", { method: "GET", url: "/api/crew?q=a%00b" }),
      await ctx.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { username: "admin\u0000", password: "x" },
      }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: "BAD_REQUEST" });
    }
    expect(await tableFingerprint(ctx.db)).toEqual(before);
  });

  it("answers the far ends of dates and months: in range a 200, out of range a 400 naming the range", async () => {
    const vessel = ids[0];
    const member = ctx.crewMemberId;
    const answers: [string, number][] = [
      ["/api/rotations/month?month=9999-12", 400],
      ["/api/rotations/month?month=2999-12", 200],
      ["/api/rotations/month?month=1900-01", 200],
      [`/api/vessels/${vessel}/rest-hours?month=9999-12`, 400],
      [`/api/vessels/${vessel}/rest-hours?month=2999-12`, 200],
      [`/api/crew/${member}/rest-hours/9999-12.pdf`, 400],
      [`/api/crew/${member}/rest-hours/2999-12.pdf`, 200],
      ["/api/system/activity-report?to=9999-12-31", 200],
      ["/api/system/activity-report?from=1900-01-01&to=9999-12-31", 200],
      ["/api/system/activity-report?from=0001-01-01", 400],
      [`/api/rotations?from=9999-12-01&to=9999-12-31`, 200],
      [`/api/vessels/${vessel}/relievers?rank=Cook&from=9999-12-01&to=9999-12-31`, 200],
    ];
    for (const [url, status] of answers) {
      const res = await ctx.as("admin", { method: "GET", url });
      expect(res.statusCode, `${url} ${res.body.slice(0, 300)}`).toBe(status);
      if (status === 400) expect(res.json().message, url).toMatch(/^(month|from): Use a (month|date) from /);
    }
  });

  it(
    "answers every generated request without a 5xx, a leaked detail or a changed row on refusal",
    async () => {
      const routes = ctx.app.apiRoutes.filter((r) => r.method !== "HEAD");
      expect(routes.length).toBeGreaterThan(50);
      let requests = 0;
      let refused = 0;
      // the fingerprint of the database as the previous request left it (read again after each request, but
      // only when a statement may have written since: fingerprintWatch)
      const fingerprint = await fingerprintWatch(ctx.db);
      let current: Fingerprint = await fingerprint();
      for (const route of routes) {
        const path = route.url.replace(/:(\w+)/g, "{$1}");
        const operation = openapi.paths[path]?.[route.method.toLowerCase()];
        await fc.assert(
          fc.asyncProperty(hostileRequest(route, operation, ids), async (req) => {
            const label = describeRequest(req);
            const before = current;
            const res = await ctx.app.inject({
              method: req.method as "GET",
              url: req.url,
              headers: {
                authorization: `Bearer ${token}`,
                ...(req.contentType ? { "content-type": req.contentType } : {}),
              },
              payload: req.oversizedBytes ? oversizedPayload(req.oversizedBytes) : req.payload,
            });
            requests++;
            if (res.statusCode < 400) await keepSignedIn();
            current = await fingerprint();
            expectSafeError(res, label);
            if (res.statusCode >= 400) {
              refused++;
              expect(current, `${label} → ${res.statusCode} changed rows`).toEqual(before);
            }
          }),
          // the database is state shared by every run, so the first failing request is the one to read
          { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        );
        if (PROGRESS)
          appendFileSync(
            PROGRESS,
            `${route.method} ${route.url}: ${requests} requests, ${refused} refused\n`,
          );
      }
      process.stdout.write(
        `hostile input: ${requests} requests over ${routes.length} routes, 0 server errors (${refused} refused with no row changed, ${ENGINE})\n`,
      );
    },
    Math.max(240_000, RUNS_PER_ROUTE * 40_000),
  ); // a longer run (HOSTILE_RUNS) gets the time it needs
});
