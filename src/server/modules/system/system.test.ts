// System info (real version and database check) and per-user preferences.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestContext, type TestContext, type TestRole } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";

const pkg = JSON.parse(readFileSync(new URL("../../../../package.json", import.meta.url), "utf8"));

describe(`system info and preferences (${ENGINE})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestContext();
  });
  afterAll(() => ctx.close());

  it("answers the package version, environment and a live database check", async () => {
    const res = await ctx.as("office_staff", { method: "GET", url: "/api/system/info" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.version).toBe(pkg.version);
    expect(body.environment).toBe("test");
    expect(body.database).toMatchObject({ engine: ENGINE, status: "connected" });
    expect(body.database.serverVersion).toMatch(/^\d+/);
    expect(body.mailConfigured).toBe(false);
    expect((await ctx.as("crew", { method: "GET", url: "/api/system/info" })).statusCode).toBe(403);
  });

  it("keeps preferences per user", async () => {
    const url = "/api/me/preferences";
    const read = async (role: TestRole) => (await ctx.as(role, { method: "GET", url })).json();
    const save = (role: TestRole, payload: object) => ctx.as(role, { method: "PUT", url, payload });
    expect(await read("office_staff")).toEqual({
      theme: "system",
      browserNotifications: true,
      documentExpiryAlerts: true,
      contractNotifications: true,
    });
    const next = {
      theme: "dark",
      browserNotifications: false,
      documentExpiryAlerts: true,
      contractNotifications: false,
    };
    expect((await save("office_staff", next)).statusCode).toBe(200);
    expect(await read("office_staff")).toEqual(next);
    expect((await read("admin")).browserNotifications).toBe(true);
    expect((await save("crew", next)).statusCode).toBe(200);
    expect((await save("admin", { theme: "pink" })).statusCode).toBe(400);
  });
});
