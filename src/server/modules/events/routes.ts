// Upcoming events API (spec §7): GET /api/upcoming-events?days=30&limit=8.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZUpcomingEvent, ZUpcomingEventsQuery } from "../../../shared/events";
import { errorResponses } from "../../lib/error-responses";
import { viewerKey } from "../../lib/read-cache";
import { callerOf } from "../../plugins/auth";
import { upcomingEvents } from "./service";

export default async function eventRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  app.get("/api/upcoming-events", {
    config: { permission: "events:read" },
    schema: {
      tags: ["events"],
      summary:
        "Contract and document expiries, crew joins and leaves, maintenance completions, soonest first",
      querystring: ZUpcomingEventsQuery,
      response: { 200: z.array(ZUpcomingEvent), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const caller = callerOf(request);
      const today = app.today();
      const key = `events:${viewerKey(caller)}:${today}:${JSON.stringify(request.query)}`;
      return app.readCache.get(key, () => upcomingEvents(app.db, caller, today, request.query));
    },
  });
}
