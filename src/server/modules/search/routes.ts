// Search API: GET /api/search?q=&limit= for the command palette (Ctrl+K / ⌘K). Every signed-in role may
// search; the service narrows each kind to what the caller may see.
import type { FastifyInstance } from "fastify";
import { ZSearchQuery, ZSearchResponse } from "../../../shared/search";
import { cachedRead } from "../../lib/request-ctx";
import { routesOf } from "../../lib/route";
import { search } from "./service";

export default async function searchRoutes(app: FastifyInstance) {
  const route = routesOf(app, "search");

  route("GET /api/search", "search:read", {
    summary:
      "Find seafarers (name, passport or CDC number), vessels (name, IMO number), current documents " +
      "(number) and crew changes (port, UN/LOCODE), at most `limit` of each kind, grouped in that order; " +
      "a crew caller finds only their own record and documents",
    querystring: ZSearchQuery,
    ok: ZSearchResponse,
    // through the read cache: the kinds a caller finds follow their role's permissions, so the role is in
    // the key beside the viewer (a crew caller's own records)
    handler: (ctx, request) =>
      cachedRead(ctx, "search", { ...request.query, role: ctx.caller.role }, () =>
        search(ctx, request.query),
      ),
  });
}
