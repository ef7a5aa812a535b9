// GET/PUT /api/me/preferences: the signed-in user's own theme and notification toggles (DESIGN §5).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZPreferences } from "../../../shared/system";
import { errorResponses } from "../../lib/error-responses";
import { ctxOf } from "../../lib/request-ctx";
import { getPreferences, savePreferences } from "./service";

export default async function preferencesRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  app.get("/api/me/preferences", {
    config: { permission: "session:own" },
    schema: {
      tags: ["settings"],
      summary: "The caller's preferences (defaults until saved)",
      response: { 200: ZPreferences, ...errorResponses(401) },
    },
    handler: async (request) => getPreferences(ctxOf(request)),
  });
  app.put("/api/me/preferences", {
    config: { permission: "session:own" },
    schema: {
      tags: ["settings"],
      summary: "Replace the caller's preferences",
      body: ZPreferences,
      response: { 200: ZPreferences, ...errorResponses(400, 401) },
    },
    handler: async (request) => savePreferences(ctxOf(request), request.body),
  });
}
