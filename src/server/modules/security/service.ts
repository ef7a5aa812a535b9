// Security (admins): active sessions with revoke, and the failed sign-in history from the activity log.
import { and, desc, eq, gt, type SQL, sql } from "drizzle-orm";
import type { PgSelect, PgTable } from "drizzle-orm/pg-core";
import type { TPageQuery } from "../../../shared/pagination";
import { writeTx } from "../../db/app-today";
import type { DbOrTx } from "../../db/client";
import { activityLog, sessions, users } from "../../db/schema";
import { logActivity } from "../../lib/activity-log";
import { notFound } from "../../lib/app-error";
import type { RequestCtx } from "../../lib/request-ctx";
import { hashToken } from "../../lib/sessions";

async function countWhere(db: DbOrTx, table: PgTable, where: SQL | undefined): Promise<number> {
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(table).where(where);
  return total;
}

/** One page of a list query (drizzle's dynamic query building). */
function onePage<Q extends PgSelect>(q: Q, page: TPageQuery) {
  return q.limit(page.limit).offset(page.offset);
}

const sessionColumns = {
  id: sessions.id,
  userId: sessions.userId,
  username: users.username,
  role: users.role,
  createdAt: sessions.createdAt,
  lastSeenAt: sessions.lastSeenAt,
  expiresAt: sessions.expiresAt,
  ip: sessions.ip,
  userAgent: sessions.userAgent,
};

const failedLoginColumns = {
  id: activityLog.id,
  createdAt: activityLog.createdAt,
  username: activityLog.username,
  ip: activityLog.ip,
  description: activityLog.description,
};

/** Sessions not yet expired, most recently used first; `current` marks the one `sessionToken` holds. */
export async function listSessions(
  { db, now }: RequestCtx,
  page: TPageQuery,
  sessionToken: string | null | undefined,
) {
  const where = gt(sessions.expiresAt, now);
  const total = await countWhere(db, sessions, where);
  const list = db.select(sessionColumns).from(sessions).innerJoin(users, eq(users.id, sessions.userId));
  const rows = await onePage(list.where(where).orderBy(desc(sessions.lastSeenAt)).$dynamic(), page);
  const current = sessionToken ? hashToken(sessionToken) : null;
  return {
    total,
    rows: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      lastSeenAt: r.lastSeenAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
      current: r.id === current,
    })),
  };
}

/** Deletes the session (its user is signed out at once) and logs who lost it. */
export async function revokeSession({ db, caller, today }: RequestCtx, id: string) {
  await writeTx({ db, today }, async (tx) => {
    const [gone] = await tx
      .delete(sessions)
      .where(eq(sessions.id, id))
      .returning({ userId: sessions.userId });
    if (!gone) throw notFound("Session");
    const [user] = await tx.select({ username: users.username }).from(users).where(eq(users.id, gone.userId));
    await logActivity(tx, caller, {
      type: "security",
      action: "revoke_session",
      entityType: "user",
      entityId: gone.userId,
      description: `A session of ${user?.username ?? "a user"} was revoked`,
      severity: "warning",
    });
  });
  return { message: "Session revoked" };
}

/** Failed sign-ins recorded in the activity log, newest first. */
export async function listFailedLogins({ db }: RequestCtx, page: TPageQuery) {
  const where = and(eq(activityLog.type, "auth"), eq(activityLog.action, "login_failed"));
  const total = await countWhere(db, activityLog, where);
  const newestFirst = [desc(activityLog.createdAt), desc(activityLog.id)];
  const list = db.select(failedLoginColumns).from(activityLog).where(where);
  const rows = await onePage(list.orderBy(...newestFirst).$dynamic(), page);
  return { total, rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
}
