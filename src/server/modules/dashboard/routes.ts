// Dashboard API: fleet-wide stats (office/admin) and the crew caller's own view (the system stats call,
// the same aggregates, is the system module's).
import type { FastifyInstance } from "fastify";
import { ZDashboardStats, ZMyDashboard } from "../../../shared/dashboard";
import { cachedRead } from "../../lib/request-ctx";
import { routesOf } from "../../lib/route";
import { dashboardStats, myDashboard } from "./service";

const STATS_DESCRIPTION = [
  "Fleet-wide figures for admin and office staff (crew callers use GET /api/dashboard/me).",
  "activeCrew: crew with status active. activeVessels: vessels with status active.",
  "pendingActions: documents expired or expiring within 30 days, plus active contracts ending within 30 days or already ended.",
  "complianceRate: percent (one decimal) of the crew aboard (complianceCrew) who hold every certificate their rank needs on their vessel, none expired (compliantCrew; the Compliance Matrix's definition); null when nobody is aboard.",
  "totalContracts: every contract on file, any status.",
  "missingCertificates: required certificates missing for crew aboard or joining within 90 days (the rule of GET /api/alerts/missing-certificates); missingCertificateCrew: the crew members they belong to.",
  "manningGaps: manning gaps (a rank below the vessel's safe manning; one per vessel, rank and first short day, ongoing ones included) with a short day within the next 30 days, the gaps of GET /api/alerts/manning-gaps; manningGapVessels: the vessels they are on.",
  "trends: each figure now versus as of the first day of the previous month (trendSince): crew and vessels created before that date (judged by their current status), documents issued and contracts started before it, expiries judged against it; changePercent is null when the earlier figure was 0.",
].join(" ");

export default async function dashboardRoutes(app: FastifyInstance) {
  const route = routesOf(app, "dashboard");

  route("GET /api/dashboard/stats", "dashboard:fleet", {
    summary: "Dashboard statistics with month-over-month trends",
    description: STATS_DESCRIPTION,
    ok: ZDashboardStats,
    handler: (ctx) => cachedRead(ctx, "dashboard-stats", null, () => dashboardStats(ctx)),
  });

  // every role has dashboard:view: never a 403
  route("GET /api/dashboard/me", "dashboard:view", {
    summary: "The caller's own dashboard: contract, document status counts and next scheduled rotation",
    description: "crewMember is null when the signed-in user is not linked to a crew member.",
    ok: ZMyDashboard,
    without: [403],
    handler: (ctx) => myDashboard(ctx),
  });
}
