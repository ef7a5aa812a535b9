// Hours of rest API: a seafarer's days, the month's signatures, the office's views and the
// vessel's regime. Thin: schema + permission + one service call.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ZBulkResult } from "../../../shared/bulk";
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
  ZRestSignRequest,
  ZRestSummary,
  ZRestSummaryQuery,
  ZVesselRegime,
  ZVesselRegimeRequest,
  ZVesselRestMonth,
  ZVesselRestQuery,
} from "../../../shared/rest-hours-api";
import { routesOf } from "../../lib/route";
import { logServiceRefusal } from "../../plugins/auth";
import { countersignVesselMonth } from "./countersign-vessel";
import { listNonConformities, setVesselRegime, vesselMonth } from "./office";
import { monthRecordPdf } from "./record";
import { getRestHours, putRestDay } from "./service";
import { countersignMonth, signMonth } from "./signatures";
import { restSummary } from "./summary";

export default async function restHoursRoutes(app: FastifyInstance) {
  const route = routesOf(app, "rest-hours");
  // Signing is open to every role and the service decides who signs what, so its 403s are logged here,
  // before the answer goes.
  const refusalLogged = logServiceRefusal(app, "may not sign this month");

  route("GET /api/crew/:id/rest-hours", "rest-hours:read", {
    summary: "A seafarer's days, non-conformities, signatures and corrections between from and to",
    querystring: ZRestRangeQuery,
    ok: ZRestHoursResponse,
    handler: (ctx, request) => getRestHours(ctx, request.params.id, request.query.from, request.query.to),
  });

  route("PUT /api/crew/:id/rest-hours/:date", "rest-hours:write", {
    summary: "Record a day's work periods (30-minute grid); a signed month needs a reason (a correction)",
    params: ZRestDateParams,
    body: ZRestDayPutRequest,
    ok: ZRestDayPutResponse,
    more: [409, 429],
    // per user (the caller is known once the session is read), so one seafarer can't slow everyone; a
    // month synced from the offline queue at once fits easily in the default 120 a minute
    config: {
      rateLimit: {
        max: app.env.REST_DAY_WRITES_PER_MINUTE,
        timeWindow: "1 minute",
        hook: "preHandler",
        keyGenerator: (request) => request.caller?.id ?? request.ip,
      },
    },
    handler: (ctx, request) => putRestDay(ctx, request.params.id, request.params.date, request.body),
  });

  route("POST /api/crew/:id/rest-hours/months/:month/sign", "rest-hours:sign", {
    summary:
      "The seafarer acknowledges their month; days not recorded between recorded days must be in daysNotRecorded (else 409 naming them)",
    params: ZRestMonthParams,
    body: ZRestSignRequest.nullish(),
    ok: ZRestMonthStatus,
    more: [409],
    onError: refusalLogged,
    handler: (ctx, request) => signMonth(ctx, request.params.id, request.params.month, request.body),
  });
  route("POST /api/crew/:id/rest-hours/months/:month/countersign", "rest-hours:sign", {
    summary: "The master aboard (or the office) countersigns a month the seafarer signed",
    params: ZRestMonthParams,
    ok: ZRestMonthStatus,
    more: [409],
    onError: refusalLogged,
    handler: (ctx, request) => countersignMonth(ctx, request.params.id, request.params.month),
  });

  route("GET /api/crew/:id/rest-hours/:month.pdf", "rest-hours:read", {
    config: { produces: ["application/pdf"] },
    summary: "The month's record in the IMO/ILO model table layout, as a PDF",
    params: ZRestMonthParams,
    ok: z.any().describe("The record as application/pdf"),
    handler: async (ctx, request, reply) => {
      const { pdf, fileName } = await monthRecordPdf(ctx, request.params.id, request.params.month);
      const safeName = fileName.replace(/[^A-Za-z0-9._-]/g, "_");
      reply.type("application/pdf").header("content-disposition", `inline; filename="${safeName}"`);
      return reply.send(Buffer.from(pdf));
    },
  });

  route("GET /api/vessels/:id/rest-hours", "rest-hours:read", {
    // crew: only the master of this vessel (service narrows)
    summary:
      "One vessel's month (office, or its master): each seafarer's totals, non-conformities, signatures, identical-days flag",
    querystring: ZVesselRestQuery,
    ok: ZVesselRestMonth,
    cache: "rest-vessel-month",
    handler: (ctx, request) => vesselMonth(ctx, request.params.id, request.query.month),
  });

  route("POST /api/vessels/:id/rest-hours/months/:month/countersign", "rest-hours:sign", {
    // crew: only the master of this vessel (404 otherwise, as the vessel's month)
    summary:
      "Countersign the vessel's month for every seafarer who signed theirs and is not countersigned yet, " +
      "each as the single countersign does it: answers each one's outcome, ok or refused with the reason " +
      "(e.g. the master's own record); a refused one changes nothing",
    params: ZRestMonthParams,
    ok: ZBulkResult,
    handler: (ctx, request) => countersignVesselMonth(ctx, request.params.id, request.params.month),
  });

  route("PUT /api/vessels/:id/rest-regime", "rest-hours:regime", {
    summary: "The hours-of-rest regime of the vessel's flag (minimum rest, maximum work, exception)",
    body: ZVesselRegimeRequest,
    ok: ZVesselRegime,
    handler: (ctx, request) => setVesselRegime(ctx, request.params.id, request.body.regime),
  });

  route("GET /api/rest-hours/non-conformities", "rest-hours:office", {
    summary: "Fleet-wide non-conformities, newest first, by vessel, seafarer, rule and dates (X-Total-Count)",
    querystring: ZRestNonConformityListQuery,
    page: ZRestNonConformityListItem,
    cache: "rest-non-conformities",
    handler: (ctx, request) => listNonConformities(ctx, request.query),
  });

  route("GET /api/rest-hours/summary", "rest-hours:read", {
    summary:
      "Counts for the dashboard and alerts: recent non-conformities, days not recorded, months unsigned",
    querystring: ZRestSummaryQuery,
    ok: ZRestSummary,
    cache: "rest-summary",
    handler: (ctx, request) => restSummary(ctx, request.query.days),
  });
}
