// Replays the offline write queue, oldest first, one at a time, under a Web Lock so a page
// and the service worker never send the same entry at once. Each answer decides the entry's fate:
// - 2xx: applied (or applied before: the server answers a known Idempotency-Key with the first answer);
// - 409 with the server's version (`current`): a conflict the seafarer resolves, never overwritten;
// - 409 "already signed" for an acknowledgement: what the seafarer wanted holds, the entry is done;
// - other 4xx: refused, kept as failed with the server's message for the seafarer;
// - no network, 401, 429, 5xx, or a key still running: stop and try again later.
// A document upload is three requests (sendUpload); the first that does not succeed decides the same way.
import { readOfflineSession } from "./user-cache";
import {
  announce,
  listWrites,
  newIdempotencyKey,
  putWrite,
  type QueuedWrite,
  removeWrite,
  SYNC_TAG,
  uploadStepKey,
  writeSyncMeta,
} from "./write-queue";

const LOCK = "crewfleet-replay";

type Outcome = "done" | "kept" | "stop";

export interface ErrorBody {
  message?: string;
  current?: unknown;
  monthSigned?: boolean;
  alreadySigned?: boolean;
}

/** What the server's answer makes of a queued write (the table at the top of this file). */
export type Verdict =
  | { kind: "done" }
  | { kind: "conflict"; message: string; theirs: unknown; monthSigned: boolean }
  | { kind: "failed"; message: string }
  | { kind: "stop"; reason?: string };

export function verdictOf(status: number, retryAfter: boolean, body: ErrorBody | null): Verdict {
  if (status >= 200 && status < 300) return { kind: "done" };
  const b = body ?? {};
  const message = b.message ?? `The server answered ${status}`;
  if (status === 409 && b.alreadySigned) return { kind: "done" };
  if (status === 409 && "current" in b)
    return { kind: "conflict", message, theirs: b.current, monthSigned: !!b.monthSigned };
  if (status === 401) return { kind: "stop", reason: "Sign in again to send your saved changes" };
  // a 409 with Retry-After: the key's first request still runs
  if ((status === 409 && retryAfter) || status === 429 || status >= 500)
    return { kind: "stop", reason: `The server could not take your changes yet: ${message}` };
  return { kind: "failed", message };
}

const headersOf = (key: string, contentType?: string): HeadersInit => ({
  Accept: "application/json",
  "Idempotency-Key": key,
  ...(contentType ? { "Content-Type": contentType } : {}),
});

/** A JSON write: one request. */
function sendJson(entry: QueuedWrite, body = entry.body): Promise<Response> {
  return fetch(entry.url, {
    method: entry.method,
    credentials: "include",
    headers: headersOf(entry.key, body ? "application/json" : undefined),
    body: body ? JSON.stringify(body) : undefined,
  });
}

/**
 * A document upload: the slot, the file's bytes, then the document's create with the file's path, each
 * under its own key, so a run cut off between them picks up where it stopped (the server answers a step
 * it has done with its first answer). The first answer that is not a success is the entry's.
 */
async function sendUpload(entry: QueuedWrite): Promise<Response> {
  const file = entry.file;
  if (!file) return sendJson(entry);
  const type = file.type || "application/octet-stream";
  const slotRes = await fetch("/api/upload", {
    method: "POST",
    credentials: "include",
    headers: headersOf(uploadStepKey(entry.key, "slot"), "application/json"),
    body: JSON.stringify({ filename: file.name, fileType: file.type }),
  });
  if (!slotRes.ok) return slotRes;
  const slot = (await slotRes.json()) as { uploadURL: string; filePath: string };
  const bytesRes = await fetch(slot.uploadURL, {
    method: "PUT",
    credentials: "include",
    headers: headersOf(uploadStepKey(entry.key, "file"), type),
    body: file.blob,
  });
  if (!bytesRes.ok) return bytesRes;
  return sendJson(entry, { ...entry.body, filePath: slot.filePath });
}

async function send(entry: QueuedWrite): Promise<{ outcome: Outcome; stopReason?: string }> {
  let res: Response;
  try {
    res = entry.kind === "document-upload" ? await sendUpload(entry) : await sendJson(entry);
  } catch {
    return { outcome: "stop" }; // offline: nothing to tell
  }
  const body = res.ok ? null : ((await res.json().catch(() => null)) as ErrorBody | null);
  const v = verdictOf(res.status, res.headers.has("retry-after"), body);
  switch (v.kind) {
    case "done":
      await removeWrite(entry.key);
      return { outcome: "done" };
    case "conflict":
      await putWrite({
        ...entry,
        state: "conflict",
        error: v.message,
        theirs: v.theirs,
        monthSigned: v.monthSigned,
      });
      return { outcome: "kept" };
    case "failed":
      await putWrite({ ...entry, state: "failed", error: v.message });
      return { outcome: "kept" };
    default:
      return { outcome: "stop", stopReason: v.reason };
  }
}

/** Sends the user's pending writes; answers how many reached the server. */
async function replayUnlocked(userId: string): Promise<number> {
  let synced = 0;
  const tried = new Set<string>();
  for (;;) {
    const next = (await listWrites(userId)).find((w) => w.state === "pending" && !tried.has(w.key));
    if (!next) break;
    tried.add(next.key);
    const { outcome, stopReason } = await send(next);
    if (outcome === "stop") {
      if (stopReason) await writeSyncMeta({ error: stopReason });
      return synced;
    }
    if (outcome === "done") synced++;
  }
  // nothing was waiting: that says nothing about the link unless the browser says it is up
  if (tried.size > 0 || typeof navigator === "undefined" || navigator.onLine)
    await writeSyncMeta({ lastSync: Date.now(), error: null });
  return synced;
}

/**
 * Replays the user's queue (by default the signed-in crew member's: only crew work offline), skipped
 * when another replay holds the lock, and tells the pages.
 */
export async function replayAndAnnounce(userId?: string): Promise<number> {
  const session = userId ? null : await readOfflineSession();
  const user = userId ?? (session?.cacheApi ? session.userId : null);
  if (!user) return 0;
  const run = async () => {
    const synced = await replayUnlocked(user);
    announce({ synced });
    return synced;
  };
  if (typeof navigator !== "undefined" && "locks" in navigator)
    return navigator.locks.request(LOCK, { ifAvailable: true }, (lock) => (lock ? run() : 0));
  return run();
}

/** Asks the browser to replay the queue when the connection returns, even with the app closed. */
export async function requestBackgroundSync(): Promise<void> {
  const reg = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  const sync = (
    reg as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined
  )?.sync;
  await sync?.register(SYNC_TAG).catch(() => undefined);
}

/**
 * Sends a write again that needed the seafarer (a conflict resolved their way, a refusal retried): a new
 * entry with a new key (the old key's answer was a refusal), the file kept, at the end of the queue.
 */
export async function retryWrite(w: QueuedWrite, body: QueuedWrite["body"] = w.body): Promise<void> {
  await removeWrite(w.key);
  await putWrite({
    key: newIdempotencyKey(),
    userId: w.userId,
    kind: w.kind,
    method: w.method,
    url: w.url,
    target: w.target,
    body,
    ...(w.file ? { file: w.file } : {}),
    createdAt: Date.now(),
    state: "pending",
  });
  await replayAndAnnounce(w.userId);
}
