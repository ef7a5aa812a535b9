// Reports API (GET /api/reports/{type}?days=N): one query per report type and range.
import type { Report, ReportRange, ReportType } from "@shared/reports";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const REPORTS_KEY = ["reports"] as const;

export const reportQuery = (type: ReportType, days: ReportRange) =>
  queryOptions({
    queryKey: [...REPORTS_KEY, type, days],
    queryFn: () => api<Report>("GET", `/api/reports/${type}?days=${days}`),
    // Reports are read on demand; refetch when the screen is opened again.
    staleTime: 0,
  });

export function useReport(type: ReportType, days: ReportRange) {
  return useQuery({ ...reportQuery(type, days), placeholderData: keepPreviousData });
}
