// GET/PUT /api/me/preferences: the signed-in user's own theme and notification toggles (DESIGN §5).
import type { FastifyInstance } from "fastify";
import { ZPreferences } from "../../../shared/system";
import { routesOf } from "../../lib/route";
import { getPreferences, savePreferences } from "./service";

export default async function preferencesRoutes(app: FastifyInstance) {
  const route = routesOf(app, "settings");
  route.whole("/api/me/preferences", ZPreferences, {
    read: {
      permission: "session:own",
      summary: "The caller's preferences (defaults until saved)",
      run: getPreferences,
    },
    replace: {
      permission: "session:own",
      summary: "Replace the caller's preferences",
      body: ZPreferences,
      run: savePreferences,
    },
  });
}
