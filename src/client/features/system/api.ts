// System API: version, uptime and database status (GET /api/system/info) and the four tiles of the
// System tab (GET /api/system/stats).
import type { TSystemInfo } from "@shared/system";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { QUERY_PARTS, QUERY_ROOTS } from "@/lib/invalidation";

export const systemKeys = {
  all: QUERY_ROOTS.system,
  info: ["system", "info"] as const,
  stats: QUERY_PARTS.systemStats,
};

export const systemInfoQuery = queryOptions({
  queryKey: systemKeys.info,
  queryFn: () => api<TSystemInfo>("GET", "/api/system/info"),
});

/** GET /api/system/stats: activeCrew, activeVessels, totalContracts, pendingActions. */
export interface SystemStats {
  activeCrew: number;
  activeVessels: number;
  totalContracts: number;
  pendingActions: number;
}
export const systemStatsQuery = queryOptions({
  queryKey: systemKeys.stats,
  queryFn: () => api<SystemStats>("GET", "/api/system/stats"),
});
