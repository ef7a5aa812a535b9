// Dashboard API (spec §7): fleet-wide stats for admin and office staff, the crew caller's own view.
// Writes to vessels, crew, contracts and documents name dashboardKeys in their write maps (spec §4).
import type { DashboardStats, MyDashboard } from "@shared/dashboard";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { QUERY_PARTS, QUERY_ROOTS } from "@/lib/invalidation";

export const dashboardKeys = {
  all: QUERY_ROOTS.dashboard,
  stats: QUERY_PARTS.dashboardStats,
  /** The crew caller's own dashboard (contract, documents, next rotation). */
  me: ["dashboard", "me"] as const,
};

export const dashboardStatsQuery = queryOptions({
  queryKey: dashboardKeys.stats,
  queryFn: () => api<DashboardStats>("GET", "/api/dashboard/stats"),
});

export const myDashboardQuery = queryOptions({
  queryKey: dashboardKeys.me,
  queryFn: () => api<MyDashboard>("GET", "/api/dashboard/me"),
});

export function useDashboardStats(enabled = true) {
  return useQuery({ ...dashboardStatsQuery, enabled });
}

export function useMyDashboard(enabled = true) {
  return useQuery({ ...myDashboardQuery, enabled });
}
