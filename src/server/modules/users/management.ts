// User management for admins: list, create (crew users linked to a crew member), disable/enable (which
// ends the user's sessions at once), reset a password (a random one, shown once). Each change is logged.
import { randomBytes } from "node:crypto";
import { and, asc, eq, ilike, isNull, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { TPageQuery } from "../../../shared/pagination";
import type { TLinkableCrew, TUserItem, ZCreateUserRequest } from "../../../shared/users";
import { writeTx } from "../../db/app-today";
import type { Db } from "../../db/client";
import { sessions, users } from "../../db/schema";
import { crewMembers } from "../../db/schema-fleet";
import { recordLog } from "../../lib/activity-log";
import { badRequest, conflict, notFound } from "../../lib/app-error";
import type { RequestCtx } from "../../lib/request-ctx";
import { likePattern } from "../../lib/search";
import { deleteUserSessions } from "../../lib/sessions";
import { hashPassword } from "../auth/password";
import { findUserByUsername } from "./service";

const logUser = recordLog("user");

const selection = {
  id: users.id,
  username: users.username,
  name: users.name,
  email: users.email,
  role: users.role,
  disabled: users.disabled,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  crewMemberId: crewMembers.id,
  crewMemberName: sql<string | null>`${crewMembers.firstName} || ' ' || ${crewMembers.lastName}`,
  activeSessions: sql<number>`(SELECT count(*)::int FROM sessions s WHERE s.user_id = ${users.id} AND s.expires_at > now())`,
};

type Row = { lastLoginAt: Date | null; createdAt: Date } & Omit<TUserItem, "lastLoginAt" | "createdAt">;
const toItem = (r: Row): TUserItem => ({
  ...r,
  lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

export async function listUsers({ db }: RequestCtx, page: TPageQuery, q?: string) {
  const p = q ? likePattern(q) : "";
  const where = q ? or(ilike(users.username, p), ilike(users.name, p), ilike(users.email, p)) : undefined;
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(users).where(where);
  const rows = await db
    .select(selection)
    .from(users)
    .leftJoin(crewMembers, eq(crewMembers.userId, users.id))
    .where(where)
    .orderBy(asc(users.username))
    .limit(page.limit)
    .offset(page.offset);
  return { items: rows.map(toItem), total };
}

async function getUserItem(db: Db, id: string): Promise<TUserItem> {
  const [row] = await db
    .select(selection)
    .from(users)
    .leftJoin(crewMembers, eq(crewMembers.userId, users.id))
    .where(eq(users.id, id));
  if (!row) throw notFound("User");
  return toItem(row);
}

/** Crew members without an account, for linking a new crew user. */
export async function linkableCrew({ db }: RequestCtx, q?: string): Promise<TLinkableCrew[]> {
  // % and _ are what the user typed, not wildcards (lib/search.ts, as every other search)
  const p = q ? likePattern(q) : "";
  const search = q ? or(ilike(crewMembers.firstName, p), ilike(crewMembers.lastName, p)) : undefined;
  const rows = await db
    .select({
      id: crewMembers.id,
      name: sql<string>`${crewMembers.firstName} || ' ' || ${crewMembers.lastName}`,
      rank: crewMembers.rank,
    })
    .from(crewMembers)
    .where(and(isNull(crewMembers.userId), search))
    .orderBy(asc(crewMembers.lastName), asc(crewMembers.firstName))
    .limit(200);
  return rows;
}

export async function createManagedUser(
  { db, caller, today }: RequestCtx,
  input: z.output<typeof ZCreateUserRequest>,
) {
  if (await findUserByUsername(db, input.username)) throw conflict(`The username ${input.username} is taken`);
  const passwordHash = await hashPassword(input.password);
  const id = await writeTx({ db, today }, async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        username: input.username,
        name: input.name,
        email: input.email,
        role: input.role,
        passwordHash,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) throw conflict(`The username ${input.username} is taken`);
    if (input.role === "crew") {
      const [linked] = await tx
        .update(crewMembers)
        .set({ userId: user.id })
        .where(and(eq(crewMembers.id, input.crewMemberId as string), isNull(crewMembers.userId)))
        .returning({ id: crewMembers.id });
      if (!linked) throw badRequest("That crew member does not exist or already has an account");
    }
    await logUser(tx, caller, "create", user.id, {
      description: `User ${input.username} (${input.role}) created`,
      severity: "success",
      metadata: { role: input.role, crewMemberId: input.crewMemberId ?? null },
    });
    return user.id;
  });
  return getUserItem(db, id);
}

export async function setUserDisabled({ db, caller, today }: RequestCtx, id: string, disabled: boolean) {
  if (id === caller.id && disabled) throw badRequest("You cannot disable your own account");
  await writeTx({ db, today }, async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ disabled, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning({ username: users.username });
    if (!user) throw notFound("User");
    if (disabled) await deleteUserSessions(tx, id);
    await logUser(tx, caller, disabled ? "disable" : "enable", id, {
      description: `User ${user.username} ${disabled ? "disabled (sessions ended)" : "enabled"}`,
      severity: disabled ? "warning" : "success",
    });
  });
  return getUserItem(db, id);
}

/** A readable random password that passes the policy (about 72 bits). */
function generatePassword(): string {
  return randomBytes(12).toString("base64url").replace(/[-_]/g, "x");
}

export async function resetPassword({ db, caller, today }: RequestCtx, id: string): Promise<string> {
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  await writeTx({ db, today }, async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning({ username: users.username });
    if (!user) throw notFound("User");
    await tx.delete(sessions).where(eq(sessions.userId, id));
    await logUser(tx, caller, "reset_password", id, {
      description: `Password of ${user.username} reset (sessions ended)`,
      severity: "warning",
    });
  });
  return password;
}
