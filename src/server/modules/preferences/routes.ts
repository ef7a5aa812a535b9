// GET/PUT /api/me/preferences: the signed-in user's own theme and notification toggles (DESIGN §5).
import type { FastifyInstance } from "fastify";
import { ZPreferences } from "../../../shared/system";
import { routesOf } from "../../lib/route";
import { getPreferences, savePreferences } from "./service";

export default async function preferencesRoutes(app: FastifyInstance) {
  const route = routesOf(app, "settings");
  route("GET /api/me/preferences", "session:own", {
    summary: "The caller's preferences (defaults until saved)",
    ok: ZPreferences,
    handler: (ctx) => getPreferences(ctx),
  });
  route("PUT /api/me/preferences", "session:own", {
    summary: "Replace the caller's preferences",
    body: ZPreferences,
    ok: ZPreferences,
    handler: (ctx, request) => savePreferences(ctx, request.body),
  });
}
