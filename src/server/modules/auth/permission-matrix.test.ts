// Runs the permission matrix (test/permission-matrix/table.ts) against the app as registered: the table must
// list exactly the routes the app has (a new route without a row fails, so does a row for a removed
// route). For each route × caller it checks the status, that a refusal (401/403) wrote one "denied"
// activity entry with who, route, time and IP, that a successful change wrote an entry with who and IP,
// and that nothing the crew user gets back names the other member.

import { gt, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scopeOf } from "../../../shared/permissions";
import { activityLog } from "../../db/schema";
import { buildTestContext, type TestContext } from "../../test/helpers";
import {
  buildMatrixFixtures,
  CALLERS,
  type CallerName,
  type MatrixFixtures,
  type Target,
} from "../../test/permission-matrix/fixtures";
import { MATRIX, type MatrixRow } from "../../test/permission-matrix/table";
import { ENGINE } from "../../test/test-database";

/** Each caller comes from its own address, so the log's "from where" is checked, not assumed. */
const IPS: Record<CallerName, string> = {
  anonymous: "203.0.113.10",
  crewOwn: "203.0.113.20",
  crewOther: "203.0.113.30",
  office: "203.0.113.40",
  admin: "203.0.113.50",
};

/** The registered route pattern as a regular expression over the path actually sent. */
const pathPattern = (url: string) =>
  new RegExp(
    `^${url
      .replace(/[.]/g, "\\.")
      .replace(/:[A-Za-z]+/g, "[^/]+")
      .replace(/\*/g, ".*")}$`,
  );

describe(`permission matrix on every route (${ENGINE})`, () => {
  let ctx: TestContext;
  let f: MatrixFixtures;
  beforeAll(async () => {
    ctx = await buildTestContext({ env: { AUTH_MODE: "password" } });
    f = await buildMatrixFixtures(ctx);
  });
  afterAll(() => ctx.close());

  const targetOf = (caller: CallerName): Target => {
    const role =
      caller === "anonymous"
        ? null
        : caller === "office"
          ? "office_staff"
          : caller === "admin"
            ? "admin"
            : "crew";
    return {
      caller,
      role,
      userId: role ? ctx.userIds[role] : null,
      member: caller === "crewOwn" ? "own" : "other",
    };
  };

  const lastActivityId = async () =>
    Number(
      (await ctx.db.select({ id: sql<number>`coalesce(max(${activityLog.id}), 0)` }).from(activityLog))[0].id,
    );

  async function send(row: MatrixRow, caller: CallerName, method = row.route.split(" ")[0]) {
    const t = targetOf(caller);
    const { token, ...opts } = await row.req(f, t);
    const [rowMethod, rowUrl] = row.route.split(" ");
    expect(opts.method, `${row.route}: the request's method`).toBe(rowMethod);
    expect(String(opts.url).split("?")[0], `${row.route}: the request's path`).toMatch(pathPattern(rowUrl));
    const bearer = token !== undefined ? token : t.role ? await ctx.tokenFor(t.role) : null;
    const headers = {
      ...(opts.headers as Record<string, string>),
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    };
    const before = await lastActivityId();
    const res = await ctx.app.inject({
      ...opts,
      method: method as "GET",
      headers,
      remoteAddress: IPS[caller],
    });
    const read = () =>
      ctx.db.select().from(activityLog).where(gt(activityLog.id, before)).orderBy(activityLog.id);
    let logged = await read();
    // a crew user's 404 on a record by id is logged after the answer has gone (onResponse): wait for that
    // entry, so it is not counted in the next cell's entries
    const late = (rows: typeof logged) => rows.some((a) => a.type === "security" && a.action === "denied");
    for (let i = 0; res.statusCode === 404 && t.role === "crew" && !late(logged) && i < 50; i++) {
      await new Promise((r) => setTimeout(r, 20));
      logged = await read();
    }
    return { res, t, logged };
  }

  /** Everything wrong with one cell, as readable lines (empty when it is right). */
  function problems(
    row: MatrixRow,
    expected: number,
    { res, t, logged }: Awaited<ReturnType<typeof send>>,
  ): string[] {
    const cell = `${row.route} as ${t.caller}`;
    if (res.statusCode !== expected)
      return [`${cell}: ${res.statusCode}, expected ${expected} — ${res.body.slice(0, 160)}`];
    const out: string[] = [];
    const [method, url] = row.route.split(" ");
    if (expected === 401 || expected === 403) {
      const denial = logged.find((a) => a.type === "security" && a.action === "denied");
      if (logged.length !== 1 || !denial)
        out.push(`${cell}: ${logged.length} activity entries, expected one denial`);
      else {
        if (denial.entityId !== `${method} ${url}`) out.push(`${cell}: denial names ${denial.entityId}`);
        if (denial.userId !== t.userId) out.push(`${cell}: denial names user ${denial.userId}`);
        if (denial.ip !== IPS[t.caller]) out.push(`${cell}: denial from ${denial.ip}`);
        if ((denial.metadata as { status?: number })?.status !== expected) out.push(`${cell}: denial status`);
        if (!(denial.createdAt instanceof Date)) out.push(`${cell}: denial without a time`);
      }
    } else if (method !== "GET" && res.statusCode < 300 && !row.quiet?.callers.includes(t.caller)) {
      const entry = logged.find(
        (a) => a.ip === IPS[t.caller] && (t.userId ? a.userId === t.userId : a.userId),
      );
      if (!entry)
        out.push(
          `${cell}: the change wrote no activity entry with its user and IP (${logged.length} entries)`,
        );
    }
    if (t.role === "crew") {
      const leaked = f.otherMemberMarkers.filter((m) => res.body.includes(m));
      if (leaked.length) out.push(`${cell}: the answer names the other member (${leaked.join(", ")})`);
    }
    try {
      row.check?.(res, f, t);
    } catch (err) {
      out.push(`${cell}: ${(err as Error).message}`);
    }
    return out;
  }

  it("lists every registered route exactly once, and only registered routes", () => {
    const registered = ctx.app.apiRoutes
      .filter((r) => r.method !== "HEAD")
      .map((r) => `${r.method} ${r.url}`);
    const listed = MATRIX.map((r) => r.route);
    expect(
      listed.filter((r, i) => listed.indexOf(r) !== i),
      "rows listed twice",
    ).toEqual([]);
    expect(
      registered.filter((r) => !listed.includes(r)),
      "routes missing from the matrix",
    ).toEqual([]);
    expect(
      listed.filter((r) => !registered.includes(r)),
      "rows for routes the app does not have",
    ).toEqual([]);
  });

  it("agrees with the permission table's own or any on every row", () => {
    const permissionOf = new Map(ctx.app.apiRoutes.map((r) => [`${r.method} ${r.url}`, r.permission]));
    const roles = { crewOwn: "crew", crewOther: "crew", office: "office_staff", admin: "admin" } as const;
    const found: string[] = [];
    const scopes: Record<string, number> = {};
    for (const row of MATRIX) {
      const permission = permissionOf.get(row.route);
      if (!permission || permission === "public") continue;
      for (const [i, caller] of CALLERS.entries()) {
        if (caller === "anonymous") continue;
        // a role without the permission is refused by the guard; one with it never for want of it
        if (!scopeOf(roles[caller], permission) && row.expect[i] !== 403)
          found.push(`${row.route} as ${caller}: ${row.expect[i]}, but ${permission} is not granted (403)`);
      }
      const crew = scopeOf("crew", permission);
      // another member's record answering 404 where one's own does not: only an "own" scope narrows
      if (row.expect[2] === 404 && row.expect[1] !== 404 && crew !== "own")
        found.push(
          `${row.route}: crew get 404 on another member's record, but hold ${permission} on ${crew}`,
        );
      const key = `${permission}:${crew ?? "none"}`.replace(/^[^:]+:[^:]+:/, "crew ");
      scopes[key] = (scopes[key] ?? 0) + 1;
    }
    process.stdout.write(`permission matrix scopes: ${JSON.stringify(scopes)}\n`);
    expect(found).toEqual([]);
  });

  it("answers every route × caller as the table says, logging each refusal and each change", async () => {
    const found: string[] = [];
    let checks = 0;
    for (const row of MATRIX) {
      for (const [i, caller] of CALLERS.entries()) {
        found.push(...problems(row, row.expect[i], await send(row, caller)));
        checks++;
      }
    }
    process.stdout.write(
      `permission matrix: ${MATRIX.length} routes × ${CALLERS.length} callers = ${checks} checks\n`,
    );
    expect(found).toEqual([]);
    expect(checks).toBe(MATRIX.length * CALLERS.length);
    // 400+ real requests, each refusal also counted in security_counters: ~15 s alone, past the default
    // 30 s on a loaded 2-core machine.
  }, 240_000);

  it("answers HEAD like GET for every caller", async () => {
    const found: string[] = [];
    let checks = 0;
    for (const row of MATRIX.filter((r) => r.route.startsWith("GET "))) {
      for (const [i, caller] of CALLERS.entries()) {
        const { res }: { res: LightMyRequestResponse } = await send(row, caller, "HEAD");
        if (res.statusCode !== row.expect[i]) found.push(`HEAD ${row.route} as ${caller}: ${res.statusCode}`);
        checks++;
      }
    }
    process.stdout.write(`permission matrix: ${checks} HEAD checks mirror the GET rows\n`);
    expect(found).toEqual([]);
  });
});
