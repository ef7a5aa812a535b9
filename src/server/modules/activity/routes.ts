// Activity API: GET /api/system/activity-report (spec §7) and POST /api/activity/export-log, which the
// client calls after building a CSV so every export is in the audit trail.
import type { FastifyInstance } from "fastify";
import { ZActivityReport, ZActivityReportQuery, ZExportLogRequest } from "../../../shared/activity";
import { ZMessage } from "../../../shared/auth";
import { setTotal } from "../../lib/paging";
import { routesOf } from "../../lib/route";
import { activityReport, logExport } from "./report-service";

export default async function activityRoutes(app: FastifyInstance) {
  const route = routesOf(app, "system");

  route("GET /api/system/activity-report", "activity:read", {
    summary:
      "Activity of the last `days` days (default 30) or of `from`..`to`, by `user` and `entity` type: tiles, the filters' choices and one page of entries, newest first",
    description: "The number of entries in the period is also in X-Total-Count.",
    querystring: ZActivityReportQuery,
    ok: ZActivityReport,
    handler: async (ctx, request, reply) => {
      const { limit, offset, ...filters } = request.query;
      // Reused until the next write (or READ_CACHE_SECONDS): entries of denied reads may show that much later.
      const key = `activity-report:${JSON.stringify(filters)}:${limit}:${offset}`;
      const { total, ...report } = await app.readCache.get(key, () =>
        activityReport(ctx, filters, { limit, offset }),
      );
      setTotal(reply, total);
      return report;
    },
  });

  // session:own: every CSV export is logged, and crew users export their own documents too
  route("POST /api/activity/export-log", "session:own", {
    summary: "Record a CSV export made in the browser in the activity log",
    body: ZExportLogRequest,
    ok: ZMessage,
    handler: async (ctx, request) => {
      await logExport(ctx, request.body);
      return { message: "Export recorded" };
    },
  });
}
