// Hours of rest API (issue 21): a seafarer's days, the month's signatures, the office's views and the
// vessel's regime. Thin: schema + permission + one service call.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZIdParams } from "../../../shared/params";
import {
  ZRestDateParams,
  ZRestDayPutRequest,
  ZRestDayPutResponse,
  ZRestHoursResponse,
  ZRestMonthParams,
  ZRestMonthStatus,
  ZRestNonConformityListItem,
  ZRestNonConformityListQuery,
  ZRestRangeQuery,
  ZRestSummary,
  ZRestSummaryQuery,
  ZVesselRegime,
  ZVesselRegimeRequest,
  ZVesselRestMonth,
  ZVesselRestQuery,
} from "../../../shared/rest-hours-api";
import { errorResponses } from "../../lib/error-responses";
import { sendPage } from "../../lib/paging";
import { cachedRead, ctxOf } from "../../lib/request-ctx";
import { recordDenial } from "../../plugins/auth";
import { listNonConformities, setVesselRegime, vesselMonth } from "./office";
import { monthRecordPdf } from "./record";
import { getRestHours, putRestDay } from "./service";
import { countersignMonth, signMonth } from "./signatures";
import { restSummary } from "./summary";

export default async function restHoursRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const tags = ["rest-hours"];
  // Signing is open to every role and the service decides who signs what, so its 403s are logged here,
  // before the answer goes (the permission guard, which logs its own, never refuses these routes).
  const logServiceRefusal = async (
    request: FastifyRequest,
    _reply: FastifyReply,
    error: { statusCode?: number },
  ) => {
    if (error.statusCode === 403)
      await recordDenial(app, request, request.caller, { status: 403, reason: "may not sign this month" });
  };

  app.get("/api/crew/:id/rest-hours", {
    config: { permission: "rest-hours:read" },
    schema: {
      tags,
      summary: "A seafarer's days, non-conformities, signatures and corrections between from and to",
      params: ZIdParams,
      querystring: ZRestRangeQuery,
      response: { 200: ZRestHoursResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      getRestHours(ctxOf(request), request.params.id, request.query.from, request.query.to),
  });

  app.put("/api/crew/:id/rest-hours/:date", {
    config: { permission: "rest-hours:write" },
    schema: {
      tags,
      summary: "Record a day's work periods (30-minute grid); a signed month needs a reason (a correction)",
      params: ZRestDateParams,
      body: ZRestDayPutRequest,
      response: { 200: ZRestDayPutResponse, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) =>
      putRestDay(ctxOf(request), request.params.id, request.params.date, request.body),
  });

  const signings = [
    ["sign", "The seafarer acknowledges their month", signMonth],
    [
      "countersign",
      "The master aboard (or the office) countersigns a month the seafarer signed",
      countersignMonth,
    ],
  ] as const;
  for (const [action, summary, sign] of signings)
    app.post(`/api/crew/:id/rest-hours/months/:month/${action}`, {
      config: { permission: "rest-hours:sign" },
      schema: {
        tags,
        summary,
        params: ZRestMonthParams,
        response: { 200: ZRestMonthStatus, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onError: logServiceRefusal,
      handler: async (request) => sign(ctxOf(request), request.params.id, request.params.month),
    });

  app.get("/api/crew/:id/rest-hours/:month.pdf", {
    config: { permission: "rest-hours:read", produces: ["application/pdf"] },
    schema: {
      tags,
      summary: "The month's record in the IMO/ILO model table layout, as a PDF",
      params: ZRestMonthParams,
      response: {
        200: z.any().describe("The record as application/pdf"),
        ...errorResponses(400, 401, 403, 404),
      },
    },
    handler: async (request, reply) => {
      const { pdf, fileName } = await monthRecordPdf(ctxOf(request), request.params.id, request.params.month);
      const safeName = fileName.replace(/[^A-Za-z0-9._-]/g, "_");
      reply.type("application/pdf").header("content-disposition", `inline; filename="${safeName}"`);
      return reply.send(Buffer.from(pdf));
    },
  });

  app.get("/api/vessels/:id/rest-hours", {
    config: { permission: "rest-hours:read" }, // crew: only the master of this vessel (service narrows)
    schema: {
      tags,
      summary:
        "One vessel's month (office, or its master): each seafarer's totals, non-conformities, signatures, identical-days flag",
      params: ZIdParams,
      querystring: ZVesselRestQuery,
      response: { 200: ZVesselRestMonth, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const ctx = ctxOf(request);
      const { id } = request.params;
      return cachedRead(ctx, "rest-vessel-month", { id, ...request.query }, () =>
        vesselMonth(ctx, id, request.query.month),
      );
    },
  });

  app.put("/api/vessels/:id/rest-regime", {
    config: { permission: "rest-hours:regime" },
    schema: {
      tags,
      summary: "The hours-of-rest regime of the vessel's flag (minimum rest, maximum work, exception)",
      params: ZIdParams,
      body: ZVesselRegimeRequest,
      response: { 200: ZVesselRegime, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => setVesselRegime(ctxOf(request), request.params.id, request.body.regime),
  });

  app.get("/api/rest-hours/non-conformities", {
    config: { permission: "rest-hours:office" },
    schema: {
      tags,
      summary:
        "Fleet-wide non-conformities, newest first, by vessel, seafarer, rule and dates (X-Total-Count)",
      querystring: ZRestNonConformityListQuery,
      response: { 200: z.array(ZRestNonConformityListItem), ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => {
      const ctx = ctxOf(request);
      return sendPage(
        reply,
        await cachedRead(ctx, "rest-non-conformities", request.query, () =>
          listNonConformities(ctx, request.query),
        ),
      );
    },
  });

  app.get("/api/rest-hours/summary", {
    config: { permission: "rest-hours:read" },
    schema: {
      tags,
      summary:
        "Counts for the dashboard and alerts: recent non-conformities, days not recorded, months unsigned",
      querystring: ZRestSummaryQuery,
      response: { 200: ZRestSummary, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const ctx = ctxOf(request);
      return cachedRead(ctx, "rest-summary", request.query, () => restSummary(ctx, request.query.days));
    },
  });
}
