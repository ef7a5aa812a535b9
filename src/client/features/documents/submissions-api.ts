// Crew uploads waiting for the office's review (issue 22 item 3): the crew member's own (pending and
// rejected, with the reason), the office's queue and its count for the navigation badge, accept and
// reject. A review changes documents as an upload does, so it makes the same queries stale.
import type { TDocumentSubmission, TSubmissionStatus } from "@shared/document-submissions";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, apiList } from "@/lib/api-client";
import { useWriteMutation } from "@/lib/write-mutation";
import { documentWriteInvalidates, submissionKeys } from "./api";

const listKey = (statuses: readonly TSubmissionStatus[], limit: number) =>
  [...submissionKeys.all, "list", statuses.join(","), limit] as const;

export const submissionListOptions = (statuses: readonly TSubmissionStatus[], limit = 100) =>
  queryOptions({
    queryKey: listKey(statuses, limit),
    queryFn: () =>
      apiList<TDocumentSubmission>("/api/document-submissions", { status: statuses.join(","), limit }),
    placeholderData: keepPreviousData,
  });

export const useSubmissions = (statuses: readonly TSubmissionStatus[], limit?: number) =>
  useQuery(submissionListOptions(statuses, limit));

/** How many crew uploads wait for review (the navigation badge); looked at again every minute. */
export function usePendingSubmissionCount(enabled: boolean) {
  return useQuery({
    queryKey: [...submissionKeys.all, "pending-count"] as const,
    queryFn: async () =>
      (await apiList<TDocumentSubmission>("/api/document-submissions", { status: "pending", limit: 1 }))
        .total,
    enabled,
    refetchInterval: 60_000,
  });
}

export function useAcceptSubmission() {
  return useWriteMutation(
    (id: string) => api<TDocumentSubmission>("POST", `/api/document-submissions/${id}/accept`),
    documentWriteInvalidates,
  );
}

export function useRejectSubmission() {
  return useWriteMutation(
    ({ id, reason }: { id: string; reason: string }) =>
      api<TDocumentSubmission>("POST", `/api/document-submissions/${id}/reject`, { reason }),
    documentWriteInvalidates,
  );
}
