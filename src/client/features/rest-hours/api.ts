// Hours of rest API: a seafarer's days, signatures and corrections; the office's vessel month
// and fleet-wide non-conformities; the dashboard's summary counts. Keys and the write map live here.

import type { TBulkResult } from "@shared/bulk";
import type {
  TRestDayPutRequest,
  TRestHoursResponse,
  TRestMonthStatus,
  TRestNonConformityListQuery,
  TRestSummary,
  ZRestNonConformityListItem,
  ZVesselRestMonth,
} from "@shared/rest-hours-api";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api, apiList } from "@/lib/api-client";
import { invalidatesOf, QUERY_ROOTS } from "@/lib/invalidation";
import { throughQueue } from "@/lib/offline/through-queue";
import { invalidateAll, useWriteMutation } from "@/lib/write-mutation";
import { restMonthRange } from "./grid-model";

export const restKeys = {
  all: QUERY_ROOTS.restHours,
  range: (crewId: string, from: string, to: string) => ["rest-hours", "crew", crewId, from, to] as const,
  vesselMonth: (vesselId: string, month: string) => ["rest-hours", "vessel", vesselId, month] as const,
  nonConformities: (q: Partial<TRestNonConformityListQuery>) => ["rest-hours", "list", q] as const,
  summary: (days: number) => ["rest-hours", "summary", days] as const,
};

export const restWriteInvalidates = invalidatesOf("restHours");

export const restRangeQuery = (crewId: string, from: string, to: string) =>
  queryOptions({
    queryKey: restKeys.range(crewId, from, to),
    queryFn: () => api<TRestHoursResponse>("GET", `/api/crew/${crewId}/rest-hours?from=${from}&to=${to}`),
  });

/** A seafarer's month as their screen reads it (the month and the 6 days before, up to today). */
export const restMonthQuery = (crewId: string, month: string, today: string) => {
  const { from, to } = restMonthRange(month, today);
  return restRangeQuery(crewId, from, to);
};

export type VesselRestMonth = z.infer<typeof ZVesselRestMonth>;
export type VesselRestSeafarer = VesselRestMonth["seafarers"][number];

export const vesselMonthQuery = (vesselId: string, month: string) =>
  queryOptions({
    queryKey: restKeys.vesselMonth(vesselId, month),
    queryFn: () => api<VesselRestMonth>("GET", `/api/vessels/${vesselId}/rest-hours?month=${month}`),
    enabled: vesselId !== "",
  });

export type RestNonConformityItem = z.infer<typeof ZRestNonConformityListItem>;

export const nonConformityListQuery = (q: Partial<TRestNonConformityListQuery>) =>
  queryOptions({
    queryKey: restKeys.nonConformities(q),
    queryFn: () => apiList<RestNonConformityItem>("/api/rest-hours/non-conformities", q),
  });

export const restSummaryQuery = (days = 30) =>
  queryOptions({
    queryKey: restKeys.summary(days),
    queryFn: () => api<TRestSummary>("GET", `/api/rest-hours/summary?days=${days}`),
  });
export const useRestSummary = (days = 30) => useQuery(restSummaryQuery(days));

export const restPdfUrl = (crewId: string, month: string) => `/api/crew/${crewId}/rest-hours/${month}.pdf`;

export function useSaveRestDay(crewId: string, userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ date, body, base }: { date: string; body: TRestDayPutRequest; base: string | null }) =>
      throughQueue(
        {
          userId,
          kind: "rest-day",
          method: "PUT",
          url: `/api/crew/${crewId}/rest-hours/${date}`,
          body: { ...body, baseRecordedAt: base },
          target: `${crewId}/${date}`,
        },
        "baseRecordedAt",
      ),
    onSettled: () => invalidateAll(client, restWriteInvalidates),
  });
}

/** The seafarer acknowledges their month, through the offline queue like their days (after them). */
export function useSignOwnMonth(crewId: string, userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ month, daysNotRecorded }: { month: string; daysNotRecorded: string[] }) =>
      throughQueue({
        userId,
        kind: "rest-sign",
        method: "POST",
        url: `/api/crew/${crewId}/rest-hours/months/${month}/sign`,
        body: { daysNotRecorded },
        target: `${crewId}/${month}`,
      }),
    onSettled: () => invalidateAll(client, restWriteInvalidates),
  });
}

/** The master's or the office's countersignature (online). */
export function useSignMonth() {
  return useWriteMutation(
    ({ crewId, month, as }: { crewId: string; month: string; as: "sign" | "countersign" }) =>
      api<TRestMonthStatus>("POST", `/api/crew/${crewId}/rest-hours/months/${month}/${as}`),
    restWriteInvalidates,
  );
}

/** The master's or the office's countersignature on every signed month of a vessel's month at once. */
export function useCountersignVesselMonth() {
  return useWriteMutation(
    ({ vesselId, month }: { vesselId: string; month: string }) =>
      api<TBulkResult>("POST", `/api/vessels/${vesselId}/rest-hours/months/${month}/countersign`),
    restWriteInvalidates,
  );
}
