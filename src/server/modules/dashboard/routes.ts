// Dashboard API: fleet-wide stats (office/admin), the crew caller's own view, and the system stats call.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZDashboardStats, ZMyDashboard, ZSystemStats } from "../../../shared/dashboard";
import { errorResponses } from "../../lib/error-responses";
import { cachedRead, ctxOf } from "../../lib/request-ctx";
import { dashboardStats, myDashboard, systemStats } from "./service";

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

export default async function dashboardRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  app.get("/api/dashboard/stats", {
    config: { permission: "dashboard:fleet" },
    schema: {
      tags: ["dashboard"],
      summary: "Dashboard statistics with month-over-month trends",
      description: STATS_DESCRIPTION,
      response: { 200: ZDashboardStats, ...errorResponses(401, 403) },
    },
    handler: async (request) => {
      const ctx = ctxOf(request);
      return cachedRead(ctx, "dashboard-stats", null, () => dashboardStats(ctx));
    },
  });

  app.get("/api/dashboard/me", {
    config: { permission: "dashboard:view" },
    schema: {
      tags: ["dashboard"],
      summary: "The caller's own dashboard: contract, document status counts and next scheduled rotation",
      description: "crewMember is null when the signed-in user is not linked to a crew member.",
      response: { 200: ZMyDashboard, ...errorResponses(401) },
    },
    handler: async (request) => myDashboard(ctxOf(request)),
  });

  app.get("/api/system/stats", {
    config: { permission: "system:read" },
    schema: {
      tags: ["system"],
      summary: "System statistics (spec §7): activeCrew, activeVessels, totalContracts, pendingActions",
      description: "Same definitions as GET /api/dashboard/stats.",
      response: { 200: ZSystemStats, ...errorResponses(401, 403) },
    },
    handler: async (request) => {
      const ctx = ctxOf(request);
      return cachedRead(ctx, "system-stats", null, () => systemStats(ctx));
    },
  });
}
