// Upcoming events API (spec §7): GET /api/upcoming-events?days=30&limit=8.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZUpcomingEvent, ZUpcomingEventsQuery } from "../../../shared/events";
import { errorResponses } from "../../lib/error-responses";
import { cachedRead, ctxOf } from "../../lib/request-ctx";
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
      const ctx = ctxOf(request);
      return cachedRead(ctx, "events", request.query, () => upcomingEvents(ctx, request.query));
    },
  });
}
