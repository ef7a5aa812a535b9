// Activity API: GET /api/system/activity-report (spec §7) and POST /api/activity/export-log, which the
// client calls after building a CSV so every export is in the audit trail.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZActivityReport, ZActivityReportQuery, ZExportLogRequest } from "../../../shared/activity";
import { ZMessage } from "../../../shared/auth";
import { errorResponses } from "../../lib/error-responses";
import { setTotal } from "../../lib/paging";
import { ctxOf } from "../../lib/request-ctx";
import { activityReport, logExport } from "./report-service";

export default async function activityRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  app.get("/api/system/activity-report", {
    config: { permission: "activity:read" },
    schema: {
      tags: ["system"],
      summary:
        "Activity of the last `days` days (default 30) or of `from`..`to`, by `user` and `entity` type: tiles, the filters' choices and one page of entries, newest first",
      description: "The number of entries in the period is also in X-Total-Count.",
      querystring: ZActivityReportQuery,
      response: { 200: ZActivityReport, ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => {
      const { limit, offset, ...filters } = request.query;
      // Reused until the next write (or READ_CACHE_SECONDS): entries of denied reads may show that much later.
      const key = `activity-report:${JSON.stringify(filters)}:${limit}:${offset}`;
      const { total, ...report } = await app.readCache.get(key, () =>
        activityReport(ctxOf(request), filters, { limit, offset }),
      );
      setTotal(reply, total);
      return report;
    },
  });

  // session:own: every CSV export is logged, and crew users export their own documents too
  app.post("/api/activity/export-log", {
    config: { permission: "session:own" },
    schema: {
      tags: ["system"],
      summary: "Record a CSV export made in the browser in the activity log",
      body: ZExportLogRequest,
      response: { 200: ZMessage, ...errorResponses(400, 401) },
    },
    handler: async (request) => {
      await logExport(ctxOf(request), request.body);
      return { message: "Export recorded" };
    },
  });
}
