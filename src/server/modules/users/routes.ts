// User management API (admins): GET/POST /api/users, PATCH /api/users/:id/status,
// POST /api/users/:id/reset-password, GET /api/users/linkable-crew.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ZPageQuery } from "../../../shared/pagination";
import {
  ZCreateUserRequest,
  ZLinkableCrew,
  ZResetPasswordResponse,
  ZSetUserStatusRequest,
  ZUserItem,
  ZUserListQuery,
} from "../../../shared/users";
import { routesOf } from "../../lib/route";
import { createManagedUser, linkableCrew, listUsers, resetPassword, setUserDisabled } from "./management";

export default async function userRoutes(app: FastifyInstance) {
  const route = routesOf(app, "users");

  route("GET /api/users", "users:manage", {
    summary: "User accounts (total in X-Total-Count)",
    querystring: ZPageQuery.extend(ZUserListQuery.shape),
    page: ZUserItem,
    handler: (ctx, request) => {
      const { limit, offset, q } = request.query;
      return listUsers(ctx, { limit, offset }, q);
    },
  });

  route("GET /api/users/linkable-crew", "users:manage", {
    summary: "Crew members without an account (for a new crew user)",
    querystring: ZUserListQuery,
    ok: z.array(ZLinkableCrew),
    handler: (ctx, request) => linkableCrew(ctx, request.query.q),
  });

  route("POST /api/users", "users:manage", {
    summary: "Create a user (crew users are linked to a crew member)",
    body: ZCreateUserRequest,
    created: ZUserItem,
    more: [409],
    handler: (ctx, request) => createManagedUser(ctx, request.body),
  });

  route("PATCH /api/users/:id/status", "users:manage", {
    summary: "Disable (ends their sessions at once) or enable a user",
    body: ZSetUserStatusRequest,
    ok: ZUserItem,
    handler: (ctx, request) => setUserDisabled(ctx, request.params.id, request.body.disabled),
  });

  route("POST /api/users/:id/reset-password", "users:manage", {
    summary: "Set a new random password (answered once) and end the user's sessions",
    ok: ZResetPasswordResponse,
    handler: async (ctx, request) => ({ password: await resetPassword(ctx, request.params.id) }),
  });
}
