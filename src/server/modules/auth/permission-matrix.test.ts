// Every route registered in the app is checked against the shared permission table: anonymous callers
// get 401 on every non-public route, and each role the table leaves out gets 403 — so a new route is
// covered the moment it is added.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERMISSIONS } from "../../../shared/permissions";
import { ROLES, type Role } from "../../../shared/roles";
import { buildTestContext, type TestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";

describe(`permission guard on every route (${ENGINE})`, () => {
  let ctx: TestContext;
  const routes: { method: string; url: string; permission: keyof typeof PERMISSIONS }[] = [];
  beforeAll(async () => {
    ctx = await buildTestContext();
    for (const r of ctx.app.apiRoutes) if (r.method !== "HEAD") routes.push(r);
  });
  afterAll(() => ctx.close());

  it("found the API routes", () => {
    expect(routes.length).toBeGreaterThan(5);
  });

  it("denies every role the table leaves out (403) and anonymous callers (401)", async () => {
    let checked = 0;
    for (const route of routes) {
      const allowed = PERMISSIONS[route.permission] as readonly Role[] | null;
      if (allowed === null) continue;
      const url = route.url.replace(/:[A-Za-z]+/g, "00000000-0000-4000-8000-000000000000");
      const anon = await ctx.as(null, {
        method: route.method as "GET",
        url,
        payload: route.method === "GET" ? undefined : {},
      });
      expect(anon.statusCode, `${route.method} ${route.url} anonymous`).toBe(401);
      for (const role of ROLES.filter((r) => !allowed.includes(r))) {
        const res = await ctx.as(role, {
          method: route.method as "GET",
          url,
          payload: route.method === "GET" ? undefined : {},
        });
        expect(res.statusCode, `${route.method} ${route.url} as ${role}`).toBe(403);
        checked++;
      }
      checked++;
    }
    process.stdout.write(`permission matrix: ${routes.length} routes, ${checked} denials checked\n`);
  });
});
