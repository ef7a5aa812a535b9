// Alerts API (spec §7: GET /api/alerts/expiring-documents, polled every 30 s; POST /api/crew/contact;
// the e-mail settings the alerts screen shows). The bell, the dashboard card and the screen share keys.

import type { TAlertSummary, TContactRequest, TExpiryAlert } from "@shared/alerts";
import type { TMailResult } from "@shared/email-settings";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiList } from "@/lib/api-client";

export const ALERT_POLL_MS = 30_000;

/** The list's filters (the alerts screen keeps them in the URL); severity levels comma-separated. */
export interface AlertFilters {
  days: number;
  severity?: string;
  q?: string;
  type?: string;
  vesselId?: string;
}

export const alertKeys = {
  all: ["alerts"] as const,
  expiring: (filters: AlertFilters, limit: number) => ["alerts", "expiring", filters, limit] as const,
  summary: (days: number) => ["alerts", "summary", days] as const,
};

export const expiringOptions = (filters: AlertFilters = { days: 30 }, limit = 500) =>
  queryOptions({
    queryKey: alertKeys.expiring(filters, limit),
    queryFn: () => apiList<TExpiryAlert>("/api/alerts/expiring-documents", { ...filters, limit }),
    refetchInterval: ALERT_POLL_MS,
  });

export const alertSummaryOptions = (days = 30) =>
  queryOptions({
    queryKey: alertKeys.summary(days),
    queryFn: () => api<TAlertSummary>("GET", `/api/alerts/summary?days=${days}`),
    refetchInterval: ALERT_POLL_MS,
  });

/** The bell's lists: the first 8 expired documents and the first 8 expiring within 30 days, with totals. */
export const BELL_DAYS = 30;
export const useBellExpired = () => useQuery(expiringOptions({ days: BELL_DAYS, severity: "expired" }, 8));
export const useBellExpiring = () =>
  useQuery(expiringOptions({ days: BELL_DAYS, severity: "critical,warning,info" }, 8));

/** Number of documents expired or expiring within 30 days, shown on the header bell. */
export function useExpiringCount(): number {
  return (useBellExpired().data?.total ?? 0) + (useBellExpiring().data?.total ?? 0);
}

export function useRefreshAlerts() {
  const qc = useQueryClient();
  return () => qc.refetchQueries({ queryKey: alertKeys.all, type: "active" }, { throwOnError: true });
}

export function useContactCrew() {
  return useMutation({
    mutationFn: (body: TContactRequest) => api<TMailResult>("POST", "/api/crew/contact", body),
  });
}
