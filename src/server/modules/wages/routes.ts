// Wages API (MLC A2.2, docs/regulations.md "Wages"): wage scales (admin), seafarers' monthly accounts and
// their lines, allotments, the vessel's portage bill and its closing. Thin routes: schema + permission +
// one service call.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ZWageScale, ZWageScaleRequest, ZWageScalesQuery } from "../../../shared/wages-api";
import { routesOf } from "../../lib/route";
import { createWageScale, listWageScales, updateWageScale } from "./scales";

export default async function wageRoutes(app: FastifyInstance) {
  const route = routesOf(app, "wages");

  route("GET /api/wage-scales", "wages:read", {
    summary: "Wage scales by rank (and vessel, collective agreement) with validity, currency and components",
    querystring: ZWageScalesQuery,
    ok: z.array(ZWageScale),
    handler: (ctx, request) => listWageScales(ctx, request.query),
  });

  route("POST /api/wage-scales", "wages:scales", {
    summary:
      "Add a wage scale (amounts in integer minor units, ISO 4217 currency); one overlapping the same rank and scope: 409",
    body: ZWageScaleRequest,
    created: ZWageScale,
    more: [404, 409],
    handler: (ctx, request) => createWageScale(ctx, request.body),
  });

  route("PUT /api/wage-scales/:id", "wages:scales", {
    summary:
      "Change a wage scale (validity, components); overlapping another of the same rank and scope: 409",
    body: ZWageScaleRequest,
    ok: ZWageScale,
    more: [409],
    handler: (ctx, request) => updateWageScale(ctx, request.params.id, request.body),
  });
}
