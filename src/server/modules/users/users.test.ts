// User management and security API: create (with the password policy, crew linking), sign-in of the new
// user, disable ends sessions at once, reset password shown once, session revoke, failed-login history,
// and admin-only permissions.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crewMembers } from "../../db/schema-fleet";
import { createCrewMember } from "../../test/factories";
import { buildTestContext, type TestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";

describe(`user management and security API (${ENGINE})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestContext();
  });
  afterAll(() => ctx.close());

  const login = (username: string, password: string) =>
    ctx.as(null, { method: "POST", url: "/api/auth/login", payload: { username, password } });
  const me = (token: string) =>
    ctx.app.inject({ method: "GET", url: "/api/auth/me", headers: { authorization: `Bearer ${token}` } });
  const newOffice = {
    username: "nina.ops",
    name: "Nina Ops",
    email: "nina@example.com",
    role: "office_staff",
    password: "harbour-lights-42",
  };
  let ninaId = "";

  it("creates an office user who can then sign in", async () => {
    const res = await ctx.as("admin", { method: "POST", url: "/api/users", payload: newOffice });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: "nina.ops", role: "office_staff", disabled: false });
    ninaId = res.json().id;
    const signIn = await login("nina.ops", "harbour-lights-42");
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.role).toBe("office_staff");
    const list = await ctx.as("admin", { method: "GET", url: "/api/users?q=nina" });
    expect(list.json()).toHaveLength(1);
    expect(list.json()[0].activeSessions).toBe(1);
  });

  it("applies the password policy and rejects duplicates", async () => {
    const weak = await ctx.as("admin", {
      method: "POST",
      url: "/api/users",
      payload: { ...newOffice, username: "x.y", password: "password123" },
    });
    expect(weak.statusCode).toBe(400);
    const short = await ctx.as("admin", {
      method: "POST",
      url: "/api/users",
      payload: { ...newOffice, username: "x.y", password: "short1" },
    });
    expect(short.statusCode).toBe(400);
    const dup = await ctx.as("admin", {
      method: "POST",
      url: "/api/users",
      payload: { ...newOffice, username: "NINA.OPS" },
    });
    expect(dup.statusCode).toBe(409);
  });

  it("links a crew user to a crew member without an account", async () => {
    const member = await createCrewMember(ctx.db, { firstName: "Lars", lastName: "Deck" });
    const linkable = await ctx.as("admin", { method: "GET", url: "/api/users/linkable-crew?q=Deck" });
    expect(linkable.json().map((c: { id: string }) => c.id)).toContain(member.id);
    const lars = {
      username: "lars",
      name: "Lars Deck",
      email: "lars@example.com",
      role: "crew",
      password: "anchor-chain-77",
    };
    const noLink = await ctx.as("admin", { method: "POST", url: "/api/users", payload: lars });
    expect(noLink.statusCode).toBe(400);
    const res = await ctx.as("admin", {
      method: "POST",
      url: "/api/users",
      payload: { ...lars, crewMemberId: member.id },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ crewMemberId: member.id, crewMemberName: "Lars Deck" });
    const [row] = await ctx.db.select().from(crewMembers).where(eq(crewMembers.id, member.id));
    expect(row.userId).toBe(res.json().id);
    const signIn = await login("lars", "anchor-chain-77");
    expect(signIn.json().user.crewMemberId).toBe(member.id);
  });

  it("disabling a user ends their sessions at once; enabling lets them sign in again", async () => {
    const token = (await login("nina.ops", "harbour-lights-42")).json().token as string;
    expect((await me(token)).statusCode).toBe(200);
    const res = await ctx.as("admin", {
      method: "PATCH",
      url: `/api/users/${ninaId}/status`,
      payload: { disabled: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ disabled: true, activeSessions: 0 });
    expect((await me(token)).statusCode).toBe(401);
    expect((await login("nina.ops", "harbour-lights-42")).statusCode).toBe(401);
    await ctx.as("admin", {
      method: "PATCH",
      url: `/api/users/${ninaId}/status`,
      payload: { disabled: false },
    });
    expect((await login("nina.ops", "harbour-lights-42")).statusCode).toBe(200);
  });

  it("an admin cannot disable their own account", async () => {
    const res = await ctx.as("admin", {
      method: "PATCH",
      url: `/api/users/${ctx.userIds.admin}/status`,
      payload: { disabled: true },
    });
    expect(res.statusCode).toBe(400);
    // the same id in capitals is the same account (found by the hostile-input suite)
    const upper = await ctx.as("admin", {
      method: "PATCH",
      url: `/api/users/${ctx.userIds.admin.toUpperCase()}/status`,
      payload: { disabled: true },
    });
    expect(upper.statusCode).toBe(400);
    expect((await ctx.as("admin", { method: "GET", url: "/api/auth/me" })).statusCode).toBe(200);
  });

  it("resets a password: the new one works, the old one and old sessions do not", async () => {
    const token = (await login("nina.ops", "harbour-lights-42")).json().token as string;
    const res = await ctx.as("admin", { method: "POST", url: `/api/users/${ninaId}/reset-password` });
    expect(res.statusCode).toBe(200);
    const password = res.json().password as string;
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect((await me(token)).statusCode).toBe(401);
    expect((await login("nina.ops", "harbour-lights-42")).statusCode).toBe(401);
    expect((await login("nina.ops", password)).statusCode).toBe(200);
  });

  it("lists sessions and revokes one", async () => {
    const token = (await login("office", "demo1234")).json().token as string;
    const list = await ctx.as("admin", { method: "GET", url: "/api/security/sessions?limit=500" });
    expect(list.statusCode).toBe(200);
    const office = list.json().filter((s: { username: string }) => s.username === "office");
    expect(office.length).toBeGreaterThanOrEqual(1);
    expect(
      list.json().some((s: { current: boolean; username: string }) => s.current && s.username === "admin"),
    ).toBe(true);
    for (const s of office) {
      const del = await ctx.as("admin", { method: "DELETE", url: `/api/security/sessions/${s.id}` });
      expect(del.statusCode).toBe(200);
    }
    expect((await me(token)).statusCode).toBe(401);
    const again = await ctx.as("admin", { method: "DELETE", url: `/api/security/sessions/${office[0].id}` });
    expect(again.statusCode).toBe(404);
  });

  it("shows failed sign-ins", async () => {
    await login("nina.ops", "wrong-password");
    const res = await ctx.as("admin", { method: "GET", url: "/api/security/failed-logins" });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ username: "nina.ops", description: "Failed sign-in for nina.ops" });
  });

  it("logs user management in the activity log", async () => {
    const report = await ctx.as("admin", { method: "GET", url: "/api/system/activity-report?limit=500" });
    const actions = report.json().items.map((i: { type: string; action: string }) => `${i.type}:${i.action}`);
    for (const a of [
      "user:create",
      "user:disable",
      "user:enable",
      "user:reset_password",
      "security:revoke_session",
    ])
      expect(actions, a).toContain(a);
  });

  it("refuses office staff and crew (403)", async () => {
    for (const role of ["office_staff", "crew"] as const) {
      for (const [method, url] of [
        ["GET", "/api/users"],
        ["POST", "/api/users"],
        ["PATCH", `/api/users/${ninaId}/status`],
        ["POST", `/api/users/${ninaId}/reset-password`],
        ["GET", "/api/security/sessions"],
        ["GET", "/api/security/failed-logins"],
      ] as const) {
        const res = await ctx.as(role, { method, url, payload: method === "GET" ? undefined : {} });
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
  });

  it("takes % and _ in user and linkable-crew searches literally", async () => {
    for (const username of ["pct_x1", "pctax1"]) {
      const res = await ctx.as("admin", {
        method: "POST",
        url: "/api/users",
        payload: {
          username,
          password: "Some-password-16!",
          role: "office_staff",
          name: `N ${username}`,
          email: `${username}@t.local`,
        },
      });
      expect(res.statusCode).toBe(201);
    }
    const users = await ctx.as("admin", { method: "GET", url: "/api/users?q=pct_x" });
    expect(users.json().map((u: { username: string }) => u.username)).toEqual(["pct_x1"]);
    const percent = await ctx.as("admin", { method: "GET", url: "/api/users?q=p%25x" });
    expect(percent.json()).toEqual([]);
    await createCrewMember(ctx.db, { firstName: "Wild%Card", lastName: "One" });
    await createCrewMember(ctx.db, { firstName: "WildXCard", lastName: "Two" });
    const crew = await ctx.as("admin", { method: "GET", url: "/api/users/linkable-crew?q=Wild%25C" });
    expect(crew.json().map((c: { name: string }) => c.name)).toEqual(["Wild%Card One"]);
    const under = await ctx.as("admin", { method: "GET", url: "/api/users/linkable-crew?q=Wild_C" });
    expect(under.json()).toEqual([]);
  });
});
