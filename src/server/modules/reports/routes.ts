// Reports API (spec §2 "Reports & Analytics"): GET /api/reports/{type}?days=7|30|90|365, admin only.
import type { FastifyInstance } from "fastify";
import { ZReport, ZReportParams, ZReportQuery } from "../../../shared/reports";
import { cachedRead } from "../../lib/request-ctx";
import { routesOf } from "../../lib/route";
import { buildReport } from "./service";

const DESCRIPTION = [
  "days (7, 30, 90 or 365; default 30) filters what each report covers.",
  "overview: trends compare now with the start of the range; document compliance counts documents expired or expiring within the next N days; activityInRange counts audit entries of the last N days.",
  "compliance: documents expired or expiring within the next N days (at most 500 rows, soonest first; total gives the full count) and a count per week of the range.",
  "crew-analysis: crew and contract totals, crew added and contracts started within the last N days, top 10 nationalities and ranks.",
  "vessel-utilization: crew currently assigned per vessel against capacity (utilization = round(assigned / capacity × 100)), and contracts on each vessel overlapping the last N days.",
].join(" ");

export default async function reportRoutes(app: FastifyInstance) {
  const route = routesOf(app, "reports");
  route("GET /api/reports/:type", "reports:read", {
    summary: "A report: overview, compliance, crew-analysis or vessel-utilization",
    description: DESCRIPTION,
    params: ZReportParams,
    querystring: ZReportQuery,
    ok: ZReport,
    handler: (ctx, request) => {
      const { type } = request.params;
      const { days } = request.query;
      // the overview counts the activity log, so every write clears it (lib/cache-tags.ts)
      return cachedRead(ctx, `report-${type}`, { days }, () => buildReport(ctx, type, days));
    },
  });
}
