// Reading and creating user accounts; demo accounts are ordinary users with the demo password.
import { eq, sql } from "drizzle-orm";
import type { TPublicUser } from "../../../shared/auth";
import type { Role } from "../../../shared/roles";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { crewMembers } from "../../db/schema-fleet";
import { hashPassword } from "../auth/password";

export const DEMO_USERNAMES: Record<Role, string> = { admin: "admin", office_staff: "office", crew: "crew" };

export async function findUserByUsername(db: Db, username: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row ?? null;
}

export async function getPublicUser(db: Db, userId: string): Promise<TPublicUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      email: users.email,
      role: users.role,
      crewMemberId: crewMembers.id,
    })
    .from(users)
    .leftJoin(crewMembers, eq(crewMembers.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ? { ...row, crewMemberId: row.crewMemberId ?? null } : null;
}

export interface NewUser {
  username: string;
  password: string;
  role: Role;
  name: string;
  email?: string | null;
}

export async function createUser(db: Db, input: NewUser) {
  const [row] = await db
    .insert(users)
    .values({
      username: input.username,
      passwordHash: await hashPassword(input.password),
      role: input.role,
      name: input.name,
      email: input.email ?? null,
    })
    .returning();
  return row;
}

/** A fresh database always has an admin account, so password mode can be signed into. */
export async function ensureAdminAccount(db: Db, password: string): Promise<boolean> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if (n > 0) return false;
  await createUser(db, {
    username: "admin",
    password,
    role: "admin",
    name: "Fleet Admin",
    email: "admin@crewfleet.local",
  });
  return true;
}
