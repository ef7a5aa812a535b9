// Upcoming events API (spec §7): GET /api/upcoming-events?days=30&limit=8.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ZUpcomingEvent, ZUpcomingEventsQuery } from "../../../shared/events";
import { routesOf } from "../../lib/route";
import { upcomingEvents } from "./service";

export default async function eventRoutes(app: FastifyInstance) {
  const route = routesOf(app, "events");
  route("GET /api/upcoming-events", "events:read", {
    summary: "Contract and document expiries, crew joins and leaves, maintenance completions, soonest first",
    querystring: ZUpcomingEventsQuery,
    ok: z.array(ZUpcomingEvent),
    cache: "events",
    handler: (ctx, request) => upcomingEvents(ctx, request.query),
  });
}
