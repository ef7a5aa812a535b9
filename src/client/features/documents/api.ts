// Documents API (spec §7): list, stats, create/edit/delete, and the upload with real byte progress.
import type { TDocumentSubmission } from "@shared/document-submissions";
import type {
  TDocument,
  TDocumentListQuery,
  TDocumentRequest,
  TDocumentStats,
  TSupersedesAnswer,
  TSupersedesQuery,
} from "@shared/documents";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, api, apiList, apiListAll } from "@/lib/api-client";
import { invalidatesOf, QUERY_ROOTS } from "@/lib/invalidation";
import { requestBackgroundSync } from "@/lib/offline/replay";
import { putWrite, type QueuedWrite, uploadStepKey } from "@/lib/offline/write-queue";
import { useWriteMutation } from "@/lib/write-mutation";

export type DocumentFilters = Partial<
  Pick<TDocumentListQuery, "q" | "type" | "status" | "crewMemberId" | "history">
>;

export const documentKeys = {
  all: QUERY_ROOTS.documents,
  list: (filters: DocumentFilters, limit: number) => ["documents", "list", filters, limit] as const,
  stats: () => ["documents", "stats"] as const,
};

export const documentListOptions = (filters: DocumentFilters, limit = 100) =>
  queryOptions({
    queryKey: documentKeys.list(filters, limit),
    queryFn: () => apiList<TDocument>("/api/documents", { ...filters, limit }),
    placeholderData: keepPreviousData,
  });

/** What a new document would supersede (GET /api/documents/supersedes): the dialogs ask before saving. */
export const supersedesOptions = (query: TSupersedesQuery) =>
  queryOptions({
    queryKey: ["documents", "supersedes", query] as const,
    queryFn: () =>
      api<TSupersedesAnswer>(
        "GET",
        `/api/documents/supersedes?${new URLSearchParams(
          Object.entries(query).filter((e): e is [string, string] => !!e[1]),
        )}`,
      ),
  });

export const documentStatsOptions = () =>
  queryOptions({
    queryKey: documentKeys.stats(),
    queryFn: () => api<TDocumentStats>("GET", "/api/documents/stats"),
  });

export const useDocuments = (filters: DocumentFilters, limit?: number) =>
  useQuery(documentListOptions(filters, limit));
export const useDocumentStats = () => useQuery(documentStatsOptions());

/** Every page of the filtered list, for the CSV export. */
export function fetchAllDocuments(filters: DocumentFilters): Promise<TDocument[]> {
  return apiListAll<TDocument>("/api/documents", { ...filters });
}

export const documentWriteInvalidates = invalidatesOf("documents");

const keyHeader = (key?: string): Record<string, string> | undefined =>
  key ? { "Idempotency-Key": key } : undefined;

/** `idempotencyKey`: a seafarer's upload carries the key its offline queue entry would have. */
export function useCreateDocument() {
  return useWriteMutation(
    // office and admin: the document (201); crew: a submission waiting for review (202)
    ({ idempotencyKey, ...body }: TDocumentRequest & { idempotencyKey?: string }) =>
      api<TDocument | TDocumentSubmission>("POST", "/api/documents", body, keyHeader(idempotencyKey)),
    documentWriteInvalidates,
  );
}

export function useUpdateDocument() {
  return useWriteMutation(
    ({ id, body }: { id: string; body: Partial<TDocumentRequest> }) =>
      api<TDocument>("PATCH", `/api/documents/${id}`, body),
    documentWriteInvalidates,
  );
}

export function useDeleteDocument() {
  return useWriteMutation(
    (id: string) => api<{ message: string }>("DELETE", `/api/documents/${id}`),
    documentWriteInvalidates,
  );
}

/**
 * Uploads a file in two steps: POST /api/upload for a slot, then PUT of the raw bytes to the slot with
 * XMLHttpRequest so byte progress is visible. onProgress gets 25 at the start, 25–75 while the bytes go
 * up, 75 when they are stored (spec §4 steps; 90 and 100 come from the caller around the save).
 */
export class UploadCancelled extends Error {
  constructor() {
    super("Upload cancelled. Nothing was saved.");
  }
}

/** The upload could not reach the server (no connection): a seafarer's upload waits in the queue instead. */
export class UploadOffline extends Error {
  constructor() {
    super("The upload failed. Check your connection and try again.");
  }
}

export async function uploadFile(
  file: File,
  onProgress: (percent: number) => void,
  /** Aborting it stops the byte transfer (XMLHttpRequest.abort); nothing is saved after it. */
  signal?: AbortSignal,
  /** The offline queue entry's key, whose step keys the slot and the bytes carry. */
  key?: string,
): Promise<string> {
  onProgress(25);
  const slot = await api<{ uploadURL: string; filePath: string }>(
    "POST",
    "/api/upload",
    { filename: file.name, fileType: file.type },
    keyHeader(key && uploadStepKey(key, "slot")),
  );
  if (signal?.aborted) throw new UploadCancelled();
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.onabort = () => reject(new UploadCancelled());
    xhr.open("PUT", slot.uploadURL);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    xhr.setRequestHeader("Accept", "application/json");
    if (key) xhr.setRequestHeader("Idempotency-Key", uploadStepKey(key, "file"));
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(25 + Math.round((e.loaded / e.total) * 50));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let body = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {}
      reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText, body));
    };
    xhr.onerror = () => reject(new UploadOffline());
    xhr.send(file);
  });
  if (signal?.aborted) throw new UploadCancelled();
  onProgress(75);
  return slot.filePath;
}

/** A network failure of fetch (a TypeError) or of the byte transfer. */
export const isOfflineError = (error: unknown) =>
  error instanceof UploadOffline || error instanceof TypeError;

/**
 * Queues a seafarer's new document with its file in IndexedDB, under the key the online try
 * used (so whatever of it reached the server is not done twice); replayed with the rest of the queue.
 */
export async function queueDocumentUpload(w: {
  userId: string;
  key: string;
  body: TDocumentRequest;
  file: File | null;
}): Promise<void> {
  const entry: QueuedWrite = {
    key: w.key,
    userId: w.userId,
    kind: "document-upload",
    method: "POST",
    url: "/api/documents",
    body: w.body as Record<string, unknown>,
    target: `upload/${w.key}`,
    createdAt: Date.now(),
    state: "pending",
    ...(w.file ? { file: { blob: w.file, name: w.file.name, type: w.file.type } } : {}),
  };
  await putWrite(entry);
  void requestBackgroundSync();
}
