// Rotations API (spec §7): list with date range and vessel/crew filters, the calendar's month and day
//, create, edit, delete, and the iCalendar feed. Thin routes: schema + permission + one service call.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ZMessage } from "../../../shared/auth";
import {
  ZRotation,
  ZRotationCreateRequest,
  ZRotationDayEntry,
  ZRotationDayQuery,
  ZRotationListQuery,
  ZRotationMonth,
  ZRotationMonthQuery,
  ZRotationUpdateRequest,
} from "../../../shared/rotations";
import { routesOf } from "../../lib/route";
import { rotationDay, rotationMonth } from "./calendar";
import { rotationsToIcs } from "./ical";
import { listRotations } from "./list";
import { createRotation, deleteRotation, feedRotations, getRotation, updateRotation } from "./service";

export default async function rotationRoutes(app: FastifyInstance) {
  const route = routesOf(app, "rotations");
  route.records(ZRotation, {
    list: {
      permission: "rotations:read",
      summary: "Rotations touching a date range (from/to), filtered by vessel, crew member or status",
      query: ZRotationListQuery,
      // A month's list (thousands of rotations) is the same for every office user until the next write,
      // which clears the read cache; past it, a page is kept until the fleet's manning version moves.
      cache: "rotations",
      run: listRotations,
    },
    create: {
      permission: "rotations:write",
      summary: "Schedule a rotation",
      body: ZRotationCreateRequest,
      more: [409],
      run: createRotation,
    },
    get: {
      permission: "rotations:read",
      summary: "One rotation (the calendar's ?highlight deep link)",
      run: getRotation,
    },
    update: {
      method: "PATCH",
      permission: "rotations:write",
      summary: "Edit a rotation",
      body: ZRotationUpdateRequest,
      more: [409],
      run: updateRotation,
    },
    remove: {
      permission: "rotations:write",
      summary: "Delete a rotation",
      ok: ZMessage,
      run: async (ctx, id) => {
        await deleteRotation(ctx, id);
        return { message: "Rotation deleted" };
      },
    },
  });

  route("GET /api/rotations/month", "rotations:read", {
    summary:
      "The calendar's month grid (Sunday-first weeks): per day the number of joins and leaves and the first 3, joins first",
    querystring: ZRotationMonthQuery,
    ok: ZRotationMonth,
    cache: "rotation-month",
    handler: (ctx, request) => rotationMonth(ctx, request.query),
  });

  route("GET /api/rotations/day", "rotations:read", {
    summary: "One day's joins and leaves in the calendar's order, paged (the day behind \"+N more\")",
    querystring: ZRotationDayQuery,
    page: ZRotationDayEntry,
    cache: "rotation-day",
    handler: (ctx, request) => rotationDay(ctx, request.query),
  });

  route("GET /api/rotations.ics", "rotations:read", {
    config: { produces: ["text/calendar"] },
    summary: "Rotations as an iCalendar (RFC 5545) feed, from a year back on",
    ok: z.string(),
    handler: async (ctx, _request, reply) => {
      const rows = await feedRotations(ctx);
      reply
        .type("text/calendar; charset=utf-8")
        .header("content-disposition", 'inline; filename="crewfleet-rotations.ics"');
      return reply.send(rotationsToIcs(rows, app.now()));
    },
  });
}
