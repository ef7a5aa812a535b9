// Alerts API (spec §7: GET /api/alerts/expiring-documents, polled every 30 s; POST /api/crew/contact;
// the e-mail settings the alerts screen shows). The bell, the dashboard card and the screen share keys.
import type { TAlertSummary, TContactRequest, TExpiryAlert } from "@shared/alerts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiList } from "@/lib/api-client";

export const ALERT_POLL_MS = 30_000;
type Severity = TExpiryAlert["severity"];

export const alertKeys = {
  all: ["alerts"] as const,
  expiring: (days: number, severity: Severity | undefined, limit: number) =>
    ["alerts", "expiring", days, severity ?? "all", limit] as const,
  summary: (days: number) => ["alerts", "summary", days] as const,
};

export const expiringOptions = (days = 30, severity?: Severity, limit = 500) =>
  queryOptions({
    queryKey: alertKeys.expiring(days, severity, limit),
    queryFn: () => apiList<TExpiryAlert>("/api/alerts/expiring-documents", { days, severity, limit }),
    refetchInterval: ALERT_POLL_MS,
  });

export const alertSummaryOptions = (days = 30) =>
  queryOptions({
    queryKey: alertKeys.summary(days),
    queryFn: () => api<TAlertSummary>("GET", `/api/alerts/summary?days=${days}`),
    refetchInterval: ALERT_POLL_MS,
  });

/** The bell's list: the first 8 documents expiring within 30 days, and the total behind them. */
export const useBellAlerts = () => useQuery(expiringOptions(30, undefined, 8));

/** Number of documents expiring soon (30 days, expired included), shown on the header bell. */
export function useExpiringCount(): number {
  return useBellAlerts().data?.total ?? 0;
}

export function useRefreshAlerts() {
  const qc = useQueryClient();
  return () => qc.refetchQueries({ queryKey: alertKeys.all, type: "active" }, { throwOnError: true });
}

export function useContactCrew() {
  return useMutation({
    mutationFn: (body: TContactRequest) =>
      api<{ message: string; outboxId: string }>("POST", "/api/crew/contact", body),
  });
}
