// Alerts API (spec §7: GET /api/alerts/expiring-documents, polled every 30 s; POST /api/crew/contact;
// the e-mail settings the alerts screen shows). The bell, the dashboard card and the screen share keys.

import {
  MISSING_CERTIFICATE_DAYS,
  type TAlertSummary,
  type TContactRequest,
  type TExpiryAlert,
  type TMissingCertificate,
} from "@shared/alerts";
import type { TBulkResult } from "@shared/bulk";
import type { TContactExpiring } from "@shared/crew-bulk";
import type { TMailResult } from "@shared/email-settings";
import type { TManningGapAlert } from "@shared/manning-alerts";
import { MANNING_GAP_DAYS } from "@shared/manning-window";
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api, apiList, withQuery } from "@/lib/api-client";
import { QUERY_PARTS, QUERY_ROOTS } from "@/lib/invalidation";

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
  all: QUERY_ROOTS.alerts,
  expiring: (filters: AlertFilters, limit: number) => ["alerts", "expiring", filters, limit] as const,
  /** The alerts screen's list, a page at a time (keyset: each page starts after the last one's cursor). */
  expiringPages: (filters: AlertFilters) => ["alerts", "expiring-pages", filters] as const,
  summary: (days: number) => ["alerts", "summary", days] as const,
  /** Missing required certificates (the write map of lib/invalidation.ts says what makes them stale). */
  missingAll: QUERY_PARTS.missingCertificates,
  missing: (filters: MissingFilters) => ["alerts", "missing", filters] as const,
  /** Manning gaps ahead (the write map of lib/invalidation.ts says what makes them stale). */
  manningGaps: QUERY_PARTS.manningGaps,
  manningGapsIn: (days: number, vesselId?: string) => ["alerts", "manning-gaps", days, vesselId] as const,
};

export const expiringOptions = (filters: AlertFilters = { days: 30 }, limit = 500) =>
  queryOptions({
    queryKey: alertKeys.expiring(filters, limit),
    queryFn: () => apiList<TExpiryAlert>("/api/alerts/expiring-documents", { ...filters, limit }),
    refetchInterval: ALERT_POLL_MS,
  });

/** The alerts screen loads this many, then as many more on "Load more" ( not 500 at once). */
export const ALERT_PAGE_SIZE = 100;

export const expiringPagesOptions = (filters: AlertFilters) =>
  infiniteQueryOptions({
    queryKey: alertKeys.expiringPages(filters),
    queryFn: ({ pageParam }) =>
      apiList<TExpiryAlert>("/api/alerts/expiring-documents", {
        ...filters,
        limit: ALERT_PAGE_SIZE,
        cursor: pageParam,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: ALERT_POLL_MS,
  });

export const alertSummaryOptions = (days = 30) =>
  queryOptions({
    queryKey: alertKeys.summary(days),
    queryFn: () => api<TAlertSummary>("GET", `/api/alerts/summary?days=${days}`),
    refetchInterval: ALERT_POLL_MS,
  });

/** The missing-certificates list's filters (crew name, certificate type, vessel) and page size. */
export interface MissingFilters {
  q?: string;
  type?: string;
  vesselId?: string;
  limit?: number;
  days?: number;
}

/** Required certificates missing for crew aboard or joining within 90 days, by start day; filtered. */
export const missingOptions = (filters: MissingFilters = {}) => {
  const query = { days: MISSING_CERTIFICATE_DAYS, ...filters };
  return queryOptions({
    queryKey: alertKeys.missing(query),
    queryFn: () => apiList<TMissingCertificate>("/api/alerts/missing-certificates", query),
    refetchInterval: ALERT_POLL_MS,
  });
};

/** Manning gaps with a short day within `days` (one per vessel, rank and first short day), soonest first. */
export const manningGapAlertsOptions = (days = MANNING_GAP_DAYS, vesselId?: string) =>
  queryOptions({
    queryKey: alertKeys.manningGapsIn(days, vesselId),
    queryFn: () => api<TManningGapAlert[]>("GET", withQuery("/api/alerts/manning-gaps", { days, vesselId })),
    refetchInterval: ALERT_POLL_MS,
  });

/** The bell's lists: the first 8 expired documents and the first 8 expiring within 30 days, with totals. */
export const BELL_DAYS = 30;
export const useBellExpired = () => useQuery(expiringOptions({ days: BELL_DAYS, severity: "expired" }, 8));
export const useBellExpiring = () =>
  useQuery(expiringOptions({ days: BELL_DAYS, severity: "critical,warning,info" }, 8));
export const useBellMissing = () => useQuery(missingOptions({ limit: 8 }));

export function useRefreshAlerts() {
  const qc = useQueryClient();
  return () => qc.refetchQueries({ queryKey: alertKeys.all, type: "active" }, { throwOnError: true });
}

/** E-mails every seafarer whose current documents expire in a range (dryRun: who would be e-mailed,
 * with their expiring documents, sending nothing). Nothing the screens show changes. */
export function useContactExpiring() {
  return useMutation({
    mutationFn: (body: TContactExpiring) => api<TBulkResult>("POST", "/api/crew/contact-expiring", body),
  });
}

export function useContactCrew() {
  return useMutation({
    mutationFn: (body: TContactRequest) => api<TMailResult>("POST", "/api/crew/contact", body),
  });
}
