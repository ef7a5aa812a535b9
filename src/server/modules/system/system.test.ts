// System info (real version and database check) and per-user preferences.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestContext, type TestContext } from "../../test/helpers";
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
    const def = await ctx.as("office_staff", { method: "GET", url: "/api/me/preferences" });
    expect(def.json()).toEqual({
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
    const put = await ctx.as("office_staff", { method: "PUT", url: "/api/me/preferences", payload: next });
    expect(put.statusCode).toBe(200);
    expect((await ctx.as("office_staff", { method: "GET", url: "/api/me/preferences" })).json()).toEqual(
      next,
    );
    expect(
      (await ctx.as("admin", { method: "GET", url: "/api/me/preferences" })).json().browserNotifications,
    ).toBe(true);
    const crew = await ctx.as("crew", { method: "PUT", url: "/api/me/preferences", payload: next });
    expect(crew.statusCode).toBe(200);
    const bad = await ctx.as("admin", {
      method: "PUT",
      url: "/api/me/preferences",
      payload: { theme: "pink" },
    });
    expect(bad.statusCode).toBe(400);
  });
});
