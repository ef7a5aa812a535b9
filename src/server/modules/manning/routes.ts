// Safe manning API: a vessel's Safe Manning Document (office reads, admin writes) and the
// fleet's manning gaps. Thin routes: schema + permission + one service call.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ZManningGap, ZManningGapsQuery, ZSafeManning, ZSafeManningRequest } from "../../../shared/manning";
import { ZBoardQuery, ZBoardVessel } from "../../../shared/manning-board";
import { ZReliever, ZRelieversQuery } from "../../../shared/relievers";
import { ZCrewTours, ZTour, ZToursQuery } from "../../../shared/tours";
import { routesOf } from "../../lib/route";
import { manningBoard } from "./board";
import { crewTours } from "./crew-tours";
import { listRelievers } from "./relievers";
import { getSafeManning, listManningGaps, putSafeManning } from "./service";
import { listTours } from "./tours";

export default async function manningRoutes(app: FastifyInstance) {
  const route = routesOf(app, "manning");

  route.whole("/api/vessels/:id/safe-manning", ZSafeManning, {
    read: {
      permission: "manning:read",
      summary: "A vessel's Safe Manning Document: validity and minimum by rank",
      run: getSafeManning,
    },
    replace: {
      permission: "manning:write",
      summary: "Replace a vessel's Safe Manning Document (ranks from the catalogue, counts ≥ 0)",
      body: ZSafeManningRequest,
      run: putSafeManning,
    },
  });

  route("GET /api/vessels/:id/relievers", "manning:read", {
    summary:
      "Best-match relievers for a rank over a tour: eligible, not aboard, same rank or promotion, with reasons",
    querystring: ZRelieversQuery,
    ok: z.array(ZReliever),
    // Through the read cache: the same rank and tour asked again (the planner paging back, the board's
    // reliever panel reopened) is answered without checking every candidate again.
    cache: "relievers",
    handler: (ctx, request) => listRelievers(ctx, request.params.id, request.query),
  });

  route("GET /api/manning/gaps", "manning:read", {
    summary:
      "Days a rank is below safe manning, per vessel, as date ranges (sign-on day counts, sign-off day not)",
    querystring: ZManningGapsQuery,
    ok: z.array(ZManningGap),
    more: [404],
    cache: "manning-gaps",
    handler: (ctx, request) => listManningGaps(ctx, request.query),
  });

  route("GET /api/manning/board", "manning:read", {
    summary:
      "The planning board: a page of vessels (by name) with positions, tours, manning gaps and crew changes in a range",
    querystring: ZBoardQuery,
    page: ZBoardVessel,
    cache: "manning-board",
    handler: (ctx, request) => manningBoard(ctx, request.query),
  });

  route("GET /api/manning/tours", "manning:read", {
    summary:
      "Tours touching a range (vessel, rank, sign-on, planned and actual sign-off; rotations and assignments alike), by vessel",
    querystring: ZToursQuery,
    page: ZTour,
    cache: "manning-tours",
    handler: (ctx, request) => listTours(ctx, request.query),
  });

  route("GET /api/crew/:id/tours", "crew:read", {
    summary:
      "One seafarer's tours and crew changes, a year back and ahead (a crew caller only their own, others 404)",
    ok: ZCrewTours,
    more: [404],
    handler: (ctx, request) => crewTours(ctx, request.params.id),
  });
}
