// The office's answers to a crew upload: accept and reject. A review changes documents
// as an upload does, so it makes the same queries stale (documentWriteInvalidates names the submissions).
import type { TBulkResult } from "@shared/bulk";
import type { TDocumentSubmission } from "@shared/document-submissions";
import { api } from "@/lib/api-client";
import { invalidatesOf } from "@/lib/invalidation";
import { useWriteMutation } from "@/lib/write-mutation";

export function useAcceptSubmission() {
  return useWriteMutation(
    ({ id, supersede }: { id: string; supersede: boolean }) =>
      api<TDocumentSubmission>(
        "POST",
        `/api/document-submissions/${id}/accept${supersede ? "" : "?supersede=false"}`,
      ),
    invalidatesOf("documents"),
  );
}

export function useRejectSubmission() {
  return useWriteMutation(
    ({ id, reason }: { id: string; reason: string }) =>
      api<TDocumentSubmission>("POST", `/api/document-submissions/${id}/reject`, { reason }),
    invalidatesOf("documents"),
  );
}

/** Accept several pending submissions at once; each one's outcome comes back (ok or refused with why). */
export function useAcceptSubmissions() {
  return useWriteMutation(
    (ids: string[]) => api<TBulkResult>("POST", "/api/document-submissions/accept", { ids }),
    invalidatesOf("documents"),
  );
}
