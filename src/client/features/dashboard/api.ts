// Dashboard API (spec §7): fleet-wide stats for admin and office staff, the crew caller's own view.
// Mutations of vessels, crew, contracts and documents should invalidate DASHBOARD_KEY (spec §4).
import type { DashboardStats, MyDashboard } from "@shared/dashboard";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const DASHBOARD_KEY = ["dashboard"] as const;

export const dashboardStatsQuery = queryOptions({
  queryKey: [...DASHBOARD_KEY, "stats"],
  queryFn: () => api<DashboardStats>("GET", "/api/dashboard/stats"),
});

export const myDashboardQuery = queryOptions({
  queryKey: [...DASHBOARD_KEY, "me"],
  queryFn: () => api<MyDashboard>("GET", "/api/dashboard/me"),
});

export function useDashboardStats(enabled = true) {
  return useQuery({ ...dashboardStatsQuery, enabled });
}

export function useMyDashboard(enabled = true) {
  return useQuery({ ...myDashboardQuery, enabled });
}
