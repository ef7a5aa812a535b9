// Liveness and readiness (DESIGN §4): live never asks the database; ready says whether the database
// answers, every migration is applied and the instance is not draining (main.ts sets draining on SIGTERM).
// And every way of failing to get or use a database connection is a 503, not a 500.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isDbUnavailable } from "../../plugins/error-handler";
import { buildTestContext, type TestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";

describe(`health (${ENGINE})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestContext();
  });
  afterAll(() => ctx.close());

  it("live answers 200 without asking the database", async () => {
    const ping = ctx.app.database.ping;
    ctx.app.database.ping = () => Promise.reject(new Error("down"));
    try {
      const res = await ctx.as(null, { method: "GET", url: "/api/health/live" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: "ok" });
    } finally {
      ctx.app.database.ping = ping;
    }
  });

  it("ready answers 200 with the database up and every migration applied", async () => {
    const res = await ctx.as(null, { method: "GET", url: "/api/health/ready" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ready: true, db: "up", migrations: "applied", draining: false });
  });

  it("ready answers 503 with Retry-After while the database is down, and 200 again after", async () => {
    const ping = ctx.app.database.ping;
    ctx.app.database.ping = () =>
      Promise.reject(Object.assign(new Error("refused"), { code: "ECONNREFUSED" }));
    try {
      const res = await ctx.as(null, { method: "GET", url: "/api/health/ready" });
      expect(res.statusCode).toBe(503);
      expect(res.headers["retry-after"]).toBeTruthy();
      expect(res.json()).toMatchObject({ ready: false, db: "down" });
    } finally {
      ctx.app.database.ping = ping;
    }
    expect((await ctx.as(null, { method: "GET", url: "/api/health/ready" })).statusCode).toBe(200);
  });

  it("ready answers 503 while draining (after SIGTERM), live still 200", async () => {
    ctx.app.lifecycle.draining = true;
    try {
      const res = await ctx.as(null, { method: "GET", url: "/api/health/ready" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ ready: false, draining: true });
      expect((await ctx.as(null, { method: "GET", url: "/api/health/live" })).statusCode).toBe(200);
    } finally {
      ctx.app.lifecycle.draining = false;
    }
  });

  it("every failure to get or use a database connection is recognised (→ 503), other errors are not", () => {
    const codes = ["08000", "08001", "08003", "08004", "08006", "55000", "28P01", "3D000", "57P01", "57P03"];
    for (const code of [...codes, "25006", "53300", "57014", "ECONNREFUSED", "ECONNRESET"])
      expect(isDbUnavailable(Object.assign(new Error("x"), { code })), code).toBe(true);
    // Drizzle wraps the driver's error as `cause`
    expect(
      isDbUnavailable(new Error("Failed query", { cause: Object.assign(new Error("x"), { code: "55000" }) })),
    ).toBe(true);
    expect(isDbUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    // a statement the server could not take (over 65,535 parameters) is ours, not the database's
    for (const code of ["23505", "23503", "22P02", "42P01", "08P01"])
      expect(isDbUnavailable(Object.assign(new Error("x"), { code })), code).toBe(false);
  });

  it("a route whose query fails with 'connections refused' (SQLSTATE 55000) answers 503 with Retry-After", async () => {
    await ctx.tokenFor("admin");
    const execute = ctx.db.execute.bind(ctx.db);
    const select = ctx.db.select.bind(ctx.db);
    const refused = () => {
      throw Object.assign(new Error("the database system is not accepting connections"), { code: "55000" });
    };
    ctx.db.select = refused as never;
    ctx.db.execute = refused as never;
    try {
      const res = await ctx.as("admin", { method: "GET", url: "/api/vessels?limit=1" });
      expect(res.statusCode).toBe(503);
      expect(res.headers["retry-after"]).toBeTruthy();
      expect(res.json().code).toBe("UNAVAILABLE");
    } finally {
      ctx.db.select = select;
      ctx.db.execute = execute;
    }
  });
});
