import { describe, expect, it } from "vitest";
import { can, grantsOf, PERMISSIONS, type Permission, scopeOf } from "./permissions";

describe("permission table (spec §6)", () => {
  it("gives admin everything", () => {
    for (const p of ["reports:read", "vessels:write", "crew:delete", "users:manage", "fleet:view"] as const) {
      expect(can("admin", p)).toBe(true);
    }
  });
  it("gives office staff operations but not reports, fleet page, vessel writes, crew delete or admin tabs", () => {
    expect(can("office_staff", "crew:write")).toBe(true);
    expect(can("office_staff", "rotations:write")).toBe(true);
    expect(can("office_staff", "settings:read")).toBe(true);
    for (const p of [
      "reports:read",
      "fleet:view",
      "vessels:write",
      "crew:delete",
      "settings:admin",
      "users:manage",
    ] as const) {
      expect(can("office_staff", p)).toBe(false);
    }
  });
  it("limits crew to their own profile, documents and the dashboard", () => {
    expect(can("crew", "documents:write")).toBe(true);
    expect(can("crew", "documents:edit")).toBe(false);
    expect(can("office_staff", "documents:edit")).toBe(true);
    expect(can("crew", "documents:delete")).toBe(false);
    expect(can("office_staff", "documents:delete")).toBe(true);
    expect(can("crew", "dashboard:view")).toBe(true);
    for (const p of [
      "vessels:read",
      "rotations:read",
      "alerts:read",
      "settings:read",
      "crew:write",
    ] as const) {
      expect(can("crew", p)).toBe(false);
    }
  });
  it("lets anyone reach public routes and nobody reach others without a role", () => {
    expect(can(null, "public")).toBe(true);
    expect(can(null, "dashboard:view")).toBe(false);
  });
  it("says on which records each role holds a permission: its own or any", () => {
    expect(scopeOf("crew", "documents:read")).toBe("own");
    expect(scopeOf("office_staff", "documents:read")).toBe("any");
    expect(scopeOf("admin", "documents:read")).toBe("any");
    expect(scopeOf("crew", "certificates:read")).toBe("any");
    expect(scopeOf("crew", "documents:edit")).toBeNull();
    expect(scopeOf(null, "documents:read")).toBeNull();
    expect(scopeOf(null, "public")).toBe("any");
    expect(grantsOf("crew")).toContain("documents:read:own");
    expect(grantsOf("crew")).not.toContain("documents:read:any");
    expect(grantsOf("office_staff")).toContain("documents:read:any");
    expect(grantsOf("office_staff")).not.toContain("users:manage:any");
  });
  it("grants the office and admins every permission they hold on any record, never only their own", () => {
    for (const role of ["admin", "office_staff"] as const)
      for (const p of Object.keys(PERMISSIONS) as Permission[])
        if (p !== "session:own") expect([null, "any"], `${role} ${p}`).toContain(scopeOf(role, p));
  });
});
