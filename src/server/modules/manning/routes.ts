// Safe manning API (issue 20): a vessel's Safe Manning Document (office reads, admin writes) and the
// fleet's manning gaps. Thin routes: schema + permission + one service call.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZManningGap, ZManningGapsQuery, ZSafeManning, ZSafeManningRequest } from "../../../shared/manning";
import { ZBoardQuery, ZBoardVessel } from "../../../shared/manning-board";
import { ZIdParams } from "../../../shared/params";
import { ZReliever, ZRelieversQuery } from "../../../shared/relievers";
import { sendPage } from "../../lib/paging";
import { cachedRead, ctxOf } from "../../lib/request-ctx";
import { idRouteSchema, routeSchema } from "../../lib/route-schema";
import { manningBoard } from "./board";
import { listRelievers } from "./relievers";
import { getSafeManning, listManningGaps, putSafeManning } from "./service";

export default async function manningRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const tags = ["manning"];

  app.get("/api/vessels/:id/safe-manning", {
    config: { permission: "manning:read" },
    schema: idRouteSchema(
      { tags, summary: "A vessel's Safe Manning Document: validity and minimum by rank" },
      { 200: ZSafeManning },
    ),
    handler: async (request) => getSafeManning(ctxOf(request), request.params.id),
  });

  app.put("/api/vessels/:id/safe-manning", {
    config: { permission: "manning:write" },
    schema: idRouteSchema(
      {
        tags,
        summary: "Replace a vessel's Safe Manning Document (ranks from the catalogue, counts ≥ 0)",
        body: ZSafeManningRequest,
      },
      { 200: ZSafeManning },
    ),
    handler: async (request) => putSafeManning(ctxOf(request), request.params.id, request.body),
  });

  app.get("/api/vessels/:id/relievers", {
    config: { permission: "manning:read" },
    schema: routeSchema(
      {
        tags,
        summary:
          "Best-match relievers for a rank over a tour: eligible, not aboard, same rank or promotion, with reasons",
        params: ZIdParams,
        querystring: ZRelieversQuery,
      },
      { 200: z.array(ZReliever) },
      [400, 401, 403, 404],
    ),
    handler: async (request) => listRelievers(ctxOf(request), request.params.id, request.query),
  });

  app.get("/api/manning/gaps", {
    config: { permission: "manning:read" },
    schema: routeSchema(
      {
        tags,
        summary:
          "Days a rank is below safe manning, per vessel, as date ranges (sign-on day counts, sign-off day not)",
        querystring: ZManningGapsQuery,
      },
      { 200: z.array(ZManningGap) },
      [400, 401, 403, 404],
    ),
    handler: async (request) => {
      const ctx = ctxOf(request);
      return cachedRead(ctx, "manning-gaps", request.query, () => listManningGaps(ctx, request.query));
    },
  });

  app.get("/api/manning/board", {
    config: { permission: "manning:read" },
    schema: routeSchema(
      {
        tags,
        summary:
          "The planning board: a page of vessels (by name) with positions, tours, manning gaps and crew changes in a range",
        querystring: ZBoardQuery,
      },
      { 200: z.array(ZBoardVessel) },
      [400, 401, 403],
    ),
    handler: async (request, reply) => {
      const ctx = ctxOf(request);
      return sendPage(
        reply,
        await cachedRead(ctx, "manning-board", request.query, () => manningBoard(ctx, request.query)),
      );
    },
  });
}
