// Security API (admins): active sessions with revoke, failed sign-ins. Thin: schema + permission + service.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZMessage } from "../../../shared/auth";
import { ZPageQuery } from "../../../shared/pagination";
import { ZFailedLogin, ZSessionItem } from "../../../shared/users";
import { errorResponses } from "../../lib/error-responses";
import { sendPage } from "../../lib/paging";
import { ctxOf } from "../../lib/request-ctx";
import { listFailedLogins, listSessions, revokeSession } from "./service";

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
    handler: async (request, reply) =>
      sendPage(reply, await listSessions(ctxOf(request), request.query, request.sessionToken)),
  });

  app.delete("/api/security/sessions/:id", {
    config: { permission: "security:manage" },
    schema: {
      tags,
      summary: "Revoke a session (its user is signed out at once)",
      params: z.object({ id: z.string().regex(/^[0-9a-f]{64}$/, "Not a session id") }),
      response: { 200: ZMessage, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => revokeSession(ctxOf(request), request.params.id),
  });

  app.get("/api/security/failed-logins", {
    config: { permission: "security:manage" },
    schema: {
      tags,
      summary: "Failed sign-ins, newest first (total in X-Total-Count)",
      querystring: ZPageQuery,
      response: { 200: z.array(ZFailedLogin), ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => sendPage(reply, await listFailedLogins(ctxOf(request), request.query)),
  });
}
