// User management API (admins): GET/POST /api/users, PATCH /api/users/:id/status,
// POST /api/users/:id/reset-password, GET /api/users/linkable-crew.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZPageQuery } from "../../../shared/pagination";
import { ZIdParams } from "../../../shared/params";
import {
  ZCreateUserRequest,
  ZLinkableCrew,
  ZResetPasswordResponse,
  ZSetUserStatusRequest,
  ZUserItem,
  ZUserListQuery,
} from "../../../shared/users";
import { errorResponses } from "../../lib/error-responses";
import { setTotal } from "../../lib/paging";
import { ctxOf } from "../../lib/request-ctx";
import { createManagedUser, linkableCrew, listUsers, resetPassword, setUserDisabled } from "./management";

export default async function userRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const tags = ["users"];

  app.get("/api/users", {
    config: { permission: "users:manage" },
    schema: {
      tags,
      summary: "User accounts (total in X-Total-Count)",
      querystring: ZPageQuery.extend(ZUserListQuery.shape),
      response: { 200: z.array(ZUserItem), ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => {
      const { limit, offset, q } = request.query;
      const { items, total } = await listUsers(ctxOf(request), { limit, offset }, q);
      setTotal(reply, total);
      return items;
    },
  });

  app.get("/api/users/linkable-crew", {
    config: { permission: "users:manage" },
    schema: {
      tags,
      summary: "Crew members without an account (for a new crew user)",
      querystring: ZUserListQuery,
      response: { 200: z.array(ZLinkableCrew), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => linkableCrew(ctxOf(request), request.query.q),
  });

  app.post("/api/users", {
    config: { permission: "users:manage" },
    schema: {
      tags,
      summary: "Create a user (crew users are linked to a crew member)",
      body: ZCreateUserRequest,
      response: { 201: ZUserItem, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await createManagedUser(ctxOf(request), request.body)),
  });

  app.patch("/api/users/:id/status", {
    config: { permission: "users:manage" },
    schema: {
      tags,
      summary: "Disable (ends their sessions at once) or enable a user",
      params: ZIdParams,
      body: ZSetUserStatusRequest,
      response: { 200: ZUserItem, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => setUserDisabled(ctxOf(request), request.params.id, request.body.disabled),
  });

  app.post("/api/users/:id/reset-password", {
    config: { permission: "users:manage" },
    schema: {
      tags,
      summary: "Set a new random password (answered once) and end the user's sessions",
      params: ZIdParams,
      response: { 200: ZResetPasswordResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      password: await resetPassword(ctxOf(request), request.params.id),
    }),
  });
}
