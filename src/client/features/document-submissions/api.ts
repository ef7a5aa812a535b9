// Crew uploads waiting for the office's review: the query keys, the crew member's own
// (pending and rejected, with the reason), the office's queue and its count for the navigation badge.
// Light on purpose (no schemas): the shell's navigation reads the count. Accept and reject are in
// review-api.ts (a review makes the documents' queries stale too).
import type { TDocumentSubmission, TSubmissionStatus } from "@shared/document-submissions";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiList } from "@/lib/api-client";
import { QUERY_ROOTS } from "@/lib/invalidation";

/** What a seafarer sees of their own uploads: those waiting for review and those the office refused. */
export const OPEN_SUBMISSIONS = ["pending", "rejected"] as const;

export const submissionKeys = {
  all: QUERY_ROOTS.documentSubmissions,
};

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
