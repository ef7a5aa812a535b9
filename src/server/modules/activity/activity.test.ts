// Activity report API: entries for each kind of event this area produces, tiles computed over the period,
// the day range, paging, export logging, permissions, and the log being append-only.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_USER } from "../../../shared/activity";
import { queryRows } from "../../db/rows";
import { createActivity } from "../../test/factories";
import { buildTestContext, TEST_PASSWORD, type TestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";

describe(`activity report API (${ENGINE})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestContext();
  });
  afterAll(() => ctx.close());

  const report = async (query = "") => {
    const res = await ctx.as("admin", { method: "GET", url: `/api/system/activity-report${query}` });
    expect(res.statusCode).toBe(200);
    return res;
  };

  it("records logins, failed logins, logouts, settings changes, test e-mails, exports and denials", async () => {
    await ctx.as(null, {
      method: "POST",
      url: "/api/auth/login",
      payload: { username: "office", password: "nope" },
    });
    const login = await ctx.as(null, {
      method: "POST",
      url: "/api/auth/login",
      payload: { username: "office", password: TEST_PASSWORD },
    });
    const token = login.json().token as string;
    await ctx.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { authorization: `Bearer ${token}` },
    });
    await ctx.as("admin", {
      method: "PUT",
      url: "/api/email-settings",
      payload: { enabled: false, reminderDays: [30], recipients: ["admin"], emailTemplate: "" },
    });
    await ctx.as("admin", { method: "POST", url: "/api/email/send-test" }); // no SMTP: queued, not sent
    await ctx.as("office_staff", {
      method: "POST",
      url: "/api/activity/export-log",
      payload: {
        report: "Activity report",
        fileName: "System-Activity-Report-2026-11-22-0800.csv",
        records: 7,
      },
    });
    await ctx.as("office_staff", { method: "POST", url: "/api/email/run-reminders" }); // 403, logged

    const res = await report("?limit=500");
    const actions: string[] = res
      .json()
      .items.map((i: { type: string; action: string }) => `${i.type}:${i.action}`);
    for (const expected of [
      "auth:login",
      "auth:login_failed",
      "auth:logout",
      "settings:update",
      "email:test",
      "export:export",
      "security:denied",
    ]) {
      expect(actions, expected).toContain(expected);
    }
    const exportEntry = res.json().items.find((i: { type: string }) => i.type === "export");
    expect(exportEntry).toMatchObject({
      username: "office",
      userRole: "office_staff",
      severity: "success",
      description: "Activity report exported with 7 records (System-Activity-Report-2026-11-22-0800.csv)",
    });
  });

  it("computes the tiles over the whole period, in SQL", async () => {
    const res = await report("?limit=1");
    const [expected] = await queryRows<{ admin: number; office: number; users: number; total: number }>(
      ctx.db,
      sql`SELECT
        count(*) FILTER (WHERE user_role = 'admin')::int AS admin,
        count(*) FILTER (WHERE user_role = 'office_staff')::int AS office,
        count(DISTINCT username)::int AS users, count(*)::int AS total
        FROM activity_log WHERE created_at >= now() - interval '30 days'`,
    );
    expect(res.json().summary).toEqual({
      adminActions: expected.admin,
      officeStaffActions: expected.office,
      activeUsers: expected.users,
      totalActivities: expected.total,
    });
    expect(expected.admin).toBeGreaterThan(0);
    expect(expected.office).toBeGreaterThan(0);
    expect(res.json().items).toHaveLength(1);
    expect(Number(res.headers["x-total-count"])).toBe(expected.total);
  });

  it("covers the last 30 days by default and honours days", async () => {
    const old = new Date(Date.now() - 40 * 86_400_000);
    await createActivity(ctx.db, {
      description: "Forty days ago",
      username: "ghost",
      userRole: "admin",
      createdAt: old,
    });
    const def = await report("?limit=500");
    expect(def.json().days).toBe(30);
    expect(def.json().items.map((i: { description: string }) => i.description)).not.toContain(
      "Forty days ago",
    );
    const wide = await report("?days=60&limit=500");
    expect(wide.json().items.map((i: { description: string }) => i.description)).toContain("Forty days ago");
    expect(wide.json().summary.totalActivities).toBe(def.json().summary.totalActivities + 1);
  });

  it("filters by user, entity type and date range on the server, with the period's choices", async () => {
    const at = (iso: string) => new Date(`${iso}T12:00:00Z`);
    await createActivity(ctx.db, {
      description: "Range vessel edit",
      username: "rangeuser",
      userRole: "office_staff",
      entityType: "vessel",
      createdAt: at("2025-03-10"),
    });
    await createActivity(ctx.db, {
      description: "Range crew edit",
      username: "rangeuser",
      userRole: "office_staff",
      entityType: "crew_member",
      createdAt: at("2025-03-12"),
    });
    await createActivity(ctx.db, {
      description: "Range job",
      username: null,
      entityType: "vessel",
      createdAt: at("2025-03-12"),
    });
    await createActivity(ctx.db, {
      description: "After the range",
      username: "rangeuser",
      entityType: "vessel",
      createdAt: at("2025-03-13"),
    });
    const descriptions = async (query: string) => {
      const res = await report(`?limit=500&${query}`);
      expect(Number(res.headers["x-total-count"]), query).toBe(res.json().items.length);
      return res
        .json()
        .items.map((i: { description: string }) => i.description)
        .sort();
    };
    const range = "from=2025-03-10&to=2025-03-12";
    expect(await descriptions(range)).toEqual(["Range crew edit", "Range job", "Range vessel edit"]);
    expect(await descriptions(`${range}&user=rangeuser`)).toEqual(["Range crew edit", "Range vessel edit"]);
    expect(await descriptions(`${range}&entity=vessel`)).toEqual(["Range job", "Range vessel edit"]);
    expect(await descriptions(`${range}&user=system`)).toEqual(["Range job"]);
    expect(await descriptions("from=2025-03-11&to=2025-03-11")).toEqual([]);
    expect(await descriptions("from=2025-03-13&to=2025-03-13&entity=vessel")).toEqual(["After the range"]);
    const facets = (await report(`?${range}`)).json().facets;
    expect(facets).toEqual({
      users: [
        { value: "rangeuser", count: 2 },
        { value: "system", count: 1 },
      ],
      entities: [
        { value: "crew_member", count: 1 },
        { value: "vessel", count: 2 },
      ],
    });
    const bad = await ctx.as("admin", { method: "GET", url: "/api/system/activity-report?from=2025-02-30" });
    expect(bad.statusCode).toBe(400);
  });

  it("pages newest first", async () => {
    const first = await report("?limit=2&offset=0");
    const second = await report("?limit=2&offset=2");
    const a = first.json().items;
    const b = second.json().items;
    expect(a).toHaveLength(2);
    expect(new Date(a[1].createdAt).getTime()).toBeGreaterThanOrEqual(new Date(b[0].createdAt).getTime());
    expect(a.map((i: { id: number }) => i.id)).not.toContain(b[0].id);
  });

  it("rejects bad queries and bodies with 400", async () => {
    expect(
      (await ctx.as("admin", { method: "GET", url: "/api/system/activity-report?days=0" })).statusCode,
    ).toBe(400);
    const bad = await ctx.as("admin", {
      method: "POST",
      url: "/api/activity/export-log",
      payload: { report: "" },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("refuses crew (403) and anonymous callers (401) the report; any signed-in user records an export", async () => {
    expect((await ctx.as("crew", { method: "GET", url: "/api/system/activity-report" })).statusCode).toBe(
      403,
    );
    expect((await ctx.as(null, { method: "GET", url: "/api/system/activity-report" })).statusCode).toBe(401);
    const body = { report: "Documents", fileName: "documents-export.csv", records: 1 };
    expect(
      (await ctx.as(null, { method: "POST", url: "/api/activity/export-log", payload: body })).statusCode,
    ).toBe(401);
    expect(
      (await ctx.as("crew", { method: "POST", url: "/api/activity/export-log", payload: body })).statusCode,
    ).toBe(200);
  });

  it("is append-only", async () => {
    await expect(ctx.db.execute(sql`UPDATE activity_log SET description = 'changed'`)).rejects.toThrow();
    await expect(ctx.db.execute(sql`DELETE FROM activity_log`)).rejects.toThrow();
  });

  it("counts the part-days at the period's ends from the log and the whole days between from the tally", async () => {
    const DAY = 86_400_000;
    const now = Date.now();
    const at = (ms: number, username: string | null, userRole: string | null) =>
      createActivity(ctx.db, { username, userRole, entityType: "edge-test", createdAt: new Date(ms) });
    await at(now - 30 * DAY + 60_000, "edge-in", "office_staff"); // the first, part day: inside
    await at(now - 30 * DAY - 60_000, "edge-out", "admin"); // a minute before the period
    await at(now - 15 * DAY, "edge-in", "office_staff"); // a whole day
    await at(now - 2 * DAY, null, null); // the system
    await at(now - 60_000, "edge-in", "office_staff"); // today, the last part day
    // after the report's now (the day's tally has it; the report takes it off again)
    await at(now + 120_000, "edge-late", "admin");
    const body = (await report("?entity=edge-test")).json();
    expect(body.summary).toEqual({
      adminActions: 0,
      officeStaffActions: 3,
      activeUsers: 1,
      totalActivities: 4,
    });
    expect(body.facets.entities).toContainEqual({ value: "edge-test", count: 4 });
    expect(body.facets.users).toContainEqual({ value: "edge-in", count: 3 });
    expect(body.facets.users.map((u: { value: string }) => u.value)).not.toContain("edge-out");
    expect(body.facets.users.map((u: { value: string }) => u.value)).not.toContain("edge-late");
    const byUser = (await report(`?entity=edge-test&user=${SYSTEM_USER}`)).json();
    expect(byUser.summary).toEqual({
      adminActions: 0,
      officeStaffActions: 0,
      activeUsers: 0,
      totalActivities: 1,
    });
    expect(byUser.items).toHaveLength(1);
    const wide = (await report("?entity=edge-test&days=31")).json();
    expect(wide.summary).toMatchObject({ adminActions: 1, totalActivities: 5, activeUsers: 2 });
  });
});
