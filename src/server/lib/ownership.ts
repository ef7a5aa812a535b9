// Own or any (shared/permissions.ts): what a caller may see of a resource follows from the scope their
// role holds its permission on, so no service asks for a role. "any": every record; "own": only the
// records of the caller's own crew member (a crew user with no crew record linked: none at all); not held:
// refused as the route guard refuses. Another member's record answers 404, never 403, so a crew user
// cannot learn which ids exist (the auth plugin logs that 404 as a denial).
import { eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { type Permission, type Scope, scopeOf } from "../../shared/permissions";
import { forbidden, notFound } from "./app-error";
import type { Caller } from "./caller";

/** The scope the caller holds `permission` on; 403 (as the route guard answers) when they do not hold it. */
export function scopeFor(caller: Caller, permission: Permission): Scope {
  const scope = scopeOf(caller.role, permission);
  if (!scope) throw forbidden();
  return scope;
}

/** 403 unless the caller holds `permission` (on any scope). */
export function requirePermission(caller: Caller, permission: Permission): void {
  scopeFor(caller, permission);
}

/** Whether the caller holds `permission` only on their own records (one without it: narrowed too, never
 * widened to "any"). */
export function ownOnly(caller: Caller, permission: Permission): boolean {
  return scopeOf(caller.role, permission) !== "any";
}

/** An id no crew member has: what an "own" caller without a crew record is narrowed to. */
export const NO_MEMBER = "00000000-0000-0000-0000-000000000000";

/** For a query filtering by one crew member: null for "any" (no filter), the caller's own crew member
 * for "own", NO_MEMBER (nothing matches) for "own" with none linked or for a caller without it. */
export function ownMember(caller: Caller, permission: Permission): string | null {
  const scope = scopeOf(caller.role, permission);
  if (scope === "any") return null;
  return (scope === "own" && caller.crewMemberId) || NO_MEMBER;
}

/**
 * The condition narrowing a query to what the caller may see of `permission`, on the column (or SQL
 * expression) holding a row's crew member: none (undefined) for "any"; that column equal to the caller's
 * crew member for "own"; never true for "own" with no crew record linked, or for a caller without it.
 */
export function ownedBy(
  caller: Caller,
  permission: Permission,
  crewMemberColumn: SQLWrapper,
): SQL | undefined {
  const scope = scopeOf(caller.role, permission);
  if (scope === "any") return undefined;
  if (scope === "own" && caller.crewMemberId) return eq(crewMemberColumn, caller.crewMemberId);
  return sql`false`;
}

/** Whether a record of `crewMemberId` is within what the caller may reach of `permission`. */
export function mayReach(caller: Caller, permission: Permission, crewMemberId: string | null): boolean {
  const scope = scopeOf(caller.role, permission);
  return (
    scope === "any" ||
    (scope === "own" && caller.crewMemberId != null && caller.crewMemberId === crewMemberId)
  );
}

/**
 * One record by its crew member: 403 for a caller without `permission`, 404 (`${what} not found`) for a
 * record outside their scope (another member's, for an "own" caller), nothing for one within it.
 */
export function assertReach(
  caller: Caller,
  permission: Permission,
  crewMemberId: string | null,
  what = "Crew member",
): void {
  requirePermission(caller, permission);
  if (!mayReach(caller, permission, crewMemberId)) throw notFound(what);
}
