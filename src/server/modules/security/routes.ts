// Security API (admins): active sessions with revoke, and the failed sign-in history from the activity log.
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZMessage } from "../../../shared/auth";
import { ZPageQuery } from "../../../shared/pagination";
import { ZFailedLogin, ZSessionItem } from "../../../shared/users";
import { activityLog, sessions, users } from "../../db/schema";
import { notFound } from "../../lib/app-error";
import { errorResponses } from "../../lib/error-responses";
import { setTotal } from "../../lib/paging";
import { callerOf } from "../../plugins/auth";
import { logActivity } from "../activity/service";
import { hashToken } from "../auth/sessions";

export default async function securityRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const tags = ["security"];

  app.get("/api/security/sessions", {
    config: { permission: "security:manage" },
    schema: {
      tags,
      summary: "Active sessions, most recently used first (total in X-Total-Count)",
      querystring: ZPageQuery,
      response: { 200: z.array(ZSessionItem), ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => {
      const now = app.now();
      const where = gt(sessions.expiresAt, now);
      const [{ total }] = await app.db
        .select({ total: sql<number>`count(*)::int` })
        .from(sessions)
        .where(where);
      const rows = await app.db
        .select({
          id: sessions.id,
          userId: sessions.userId,
          username: users.username,
          role: users.role,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          ip: sessions.ip,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(where)
        .orderBy(desc(sessions.lastSeenAt))
        .limit(request.query.limit)
        .offset(request.query.offset);
      setTotal(reply, total);
      const current = request.sessionToken ? hashToken(request.sessionToken) : null;
      return rows.map((r) => ({
        ...r,
        createdAt: r.createdAt.toISOString(),
        lastSeenAt: r.lastSeenAt.toISOString(),
        expiresAt: r.expiresAt.toISOString(),
        current: r.id === current,
      }));
    },
  });

  app.delete("/api/security/sessions/:id", {
    config: { permission: "security:manage" },
    schema: {
      tags,
      summary: "Revoke a session (its user is signed out at once)",
      params: z.object({ id: z.string().regex(/^[0-9a-f]{64}$/, "Not a session id") }),
      response: { 200: ZMessage, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const caller = callerOf(request);
      await app.db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(sessions)
          .where(eq(sessions.id, request.params.id))
          .returning({ userId: sessions.userId });
        if (!gone) throw notFound("Session");
        const [user] = await tx
          .select({ username: users.username })
          .from(users)
          .where(eq(users.id, gone.userId));
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
    },
  });

  app.get("/api/security/failed-logins", {
    config: { permission: "security:manage" },
    schema: {
      tags,
      summary: "Failed sign-ins, newest first (total in X-Total-Count)",
      querystring: ZPageQuery,
      response: { 200: z.array(ZFailedLogin), ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => {
      const where = and(eq(activityLog.type, "auth"), eq(activityLog.action, "login_failed"));
      const [{ total }] = await app.db
        .select({ total: sql<number>`count(*)::int` })
        .from(activityLog)
        .where(where);
      const rows = await app.db
        .select({
          id: activityLog.id,
          createdAt: activityLog.createdAt,
          username: activityLog.username,
          ip: activityLog.ip,
          description: activityLog.description,
        })
        .from(activityLog)
        .where(where)
        .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
        .limit(request.query.limit)
        .offset(request.query.offset);
      setTotal(reply, total);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },
  });
}
