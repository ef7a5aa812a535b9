// Security API (admins): active sessions with revoke, failed sign-ins. Thin: schema + permission + service.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ZMessage } from "../../../shared/auth";
import { ZPageQuery } from "../../../shared/pagination";
import { ZFailedLogin, ZSessionItem } from "../../../shared/users";
import { routesOf } from "../../lib/route";
import { listFailedLogins, listSessions, revokeSession } from "./service";

export default async function securityRoutes(app: FastifyInstance) {
  const route = routesOf(app, "security");

  route("GET /api/security/sessions", "security:manage", {
    summary: "Active sessions, most recently used first (total in X-Total-Count)",
    querystring: ZPageQuery,
    page: ZSessionItem,
    handler: (ctx, request) => listSessions(ctx, request.query, request.sessionToken),
  });

  route("DELETE /api/security/sessions/:id", "security:manage", {
    summary: "Revoke a session (its user is signed out at once)",
    params: z.object({ id: z.string().regex(/^[0-9a-f]{64}$/, "Not a session id") }),
    ok: ZMessage,
    handler: (ctx, request) => revokeSession(ctx, request.params.id),
  });

  route("GET /api/security/failed-logins", "security:manage", {
    summary: "Failed sign-ins, newest first (total in X-Total-Count)",
    querystring: ZPageQuery,
    page: ZFailedLogin,
    handler: (ctx, request) => listFailedLogins(ctx, request.query),
  });
}
