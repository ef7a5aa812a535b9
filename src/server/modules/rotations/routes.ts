// Rotations API (spec §7): list with date range and vessel/crew filters, create, edit, delete, and the
// iCalendar feed. Thin routes: schema + permission + one service call.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZMessage } from "../../../shared/auth";
import { ZIdParams } from "../../../shared/params";
import {
  ZRotation,
  ZRotationCreateRequest,
  ZRotationListQuery,
  ZRotationUpdateRequest,
} from "../../../shared/rotations";
import { errorResponses } from "../../lib/error-responses";
import { setTotal } from "../../lib/paging";
import { cachedRead, ctxOf } from "../../lib/request-ctx";
import { rotationsToIcs } from "./ical";
import {
  createRotation,
  deleteRotation,
  feedRotations,
  getRotation,
  listRotations,
  updateRotation,
} from "./service";

export default async function rotationRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const tags = ["rotations"];

  app.get("/api/rotations", {
    config: { permission: "rotations:read" },
    schema: {
      tags,
      summary: "Rotations touching a date range (from/to), filtered by vessel, crew member or status",
      querystring: ZRotationListQuery,
      response: { 200: z.array(ZRotation), ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => {
      const ctx = ctxOf(request);
      // The calendar's month (thousands of rotations, a sort over a join) is the same for every office
      // user until the next write, which clears the read cache.
      const { items, total } = await cachedRead(ctx, "rotations", request.query, () =>
        listRotations(ctx, request.query),
      );
      setTotal(reply, total);
      return items;
    },
  });

  app.get("/api/rotations.ics", {
    config: { permission: "rotations:read", produces: ["text/calendar"] },
    schema: {
      tags,
      summary: "Rotations as an iCalendar (RFC 5545) feed, from a year back on",
      response: { 200: z.string(), ...errorResponses(401, 403) },
    },
    handler: async (request, reply) => {
      const rows = await feedRotations(ctxOf(request));
      reply
        .type("text/calendar; charset=utf-8")
        .header("content-disposition", 'inline; filename="crewfleet-rotations.ics"');
      return reply.send(rotationsToIcs(rows, app.now()));
    },
  });

  app.get("/api/rotations/:id", {
    config: { permission: "rotations:read" },
    schema: {
      tags,
      summary: "One rotation (the calendar's ?highlight deep link)",
      params: ZIdParams,
      response: { 200: ZRotation, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => getRotation(ctxOf(request), request.params.id),
  });

  app.post("/api/rotations", {
    config: { permission: "rotations:write" },
    schema: {
      tags,
      summary: "Schedule a rotation",
      body: ZRotationCreateRequest,
      response: { 201: ZRotation, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) => {
      const rotation = await createRotation(ctxOf(request), request.body);
      return reply.code(201).send(rotation);
    },
  });

  app.patch("/api/rotations/:id", {
    config: { permission: "rotations:write" },
    schema: {
      tags,
      summary: "Edit a rotation",
      params: ZIdParams,
      body: ZRotationUpdateRequest,
      response: { 200: ZRotation, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => updateRotation(ctxOf(request), request.params.id, request.body),
  });

  app.delete("/api/rotations/:id", {
    config: { permission: "rotations:write" },
    schema: {
      tags,
      summary: "Delete a rotation",
      params: ZIdParams,
      response: { 200: ZMessage, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      await deleteRotation(ctxOf(request), request.params.id);
      return { message: "Rotation deleted" };
    },
  });
}
