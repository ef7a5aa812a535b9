// The offline write queue: what the seafarer saves on board waits in IndexedDB (idb) until it
// reaches the server. Each entry carries its own Idempotency-Key, made when it is queued and sent with
// every try, so the server applies it once however often the queue is replayed (plugins/idempotency.ts).
// Used by the page and by the service worker (Background Sync), so nothing here touches React or the DOM.
import { type DBSchema, type IDBPDatabase, openDB } from "idb";

export const SYNC_TAG = "crewfleet-writes";
export const SYNC_CHANNEL = "crewfleet-sync";

export type WriteKind = "rest-day" | "rest-sign" | "document-upload" | "agreement-sign";
export type WriteState = "pending" | "conflict" | "failed";

export interface QueuedWrite {
  /** The Idempotency-Key. */
  key: string;
  userId: string;
  kind: WriteKind;
  method: "PUT" | "POST";
  url: string;
  body?: Record<string, unknown>;
  /**
   * A document upload's file, kept as a Blob until it reaches the server: replayed as the upload slot, the
   * bytes and the create of `url` with the file's path in `body` (replay.ts), each under a key of its own.
   */
  file?: { blob: Blob; name: string; type: string };
  /** What it writes, for coalescing and display: "<crew id>/<date>", "<crew id>/<month>", "upload/<key>",
   * "agreement/<contract id>". */
  target: string;
  createdAt: number;
  state: WriteState;
  /** The server's word on a conflict or a refusal. */
  error?: string;
  /** On a conflict: the server's version now (a day), and whether the month is signed. */
  theirs?: unknown;
  monthSigned?: boolean;
}

interface SyncMeta {
  name: "status";
  lastSync: number | null;
  /** A problem that stopped the last replay (signed out, server error), cleared by the next good one. */
  error: string | null;
}

interface OfflineDb extends DBSchema {
  writes: { key: string; value: QueuedWrite; indexes: { byUser: string } };
  meta: { key: string; value: SyncMeta };
}

let dbPromise: Promise<IDBPDatabase<OfflineDb>> | null = null;
function db() {
  dbPromise ??= openDB<OfflineDb>("crewfleet-offline", 1, {
    upgrade(d) {
      d.createObjectStore("writes", { keyPath: "key" }).createIndex("byUser", "userId");
      d.createObjectStore("meta", { keyPath: "name" });
    },
  });
  return dbPromise;
}

export const newIdempotencyKey = () => `w-${crypto.randomUUID()}`;
/** The keys of an upload's first two requests, made from the entry's key (the create uses the key itself). */
export const uploadStepKey = (key: string, step: "slot" | "file") => `${key}.${step}`;

/** The user's queued writes, oldest first. */
export async function listWrites(userId: string): Promise<QueuedWrite[]> {
  const all = await (await db()).getAllFromIndex("writes", "byUser", userId);
  return all.sort((a, b) => a.createdAt - b.createdAt);
}

/**
 * Queues a write. A pending write of the same thing not yet sent is replaced (the newer one wins) and
 * passes on its base version: what the seafarer started from is what the server must still have.
 */
export async function enqueueWrite(
  w: Omit<QueuedWrite, "key" | "createdAt" | "state">,
  baseField?: string,
): Promise<QueuedWrite> {
  const d = await db();
  const tx = d.transaction("writes", "readwrite");
  const same = (await tx.store.index("byUser").getAll(w.userId)).filter(
    (e) => e.kind === w.kind && e.target === w.target && e.state !== "conflict",
  );
  let body = w.body;
  for (const old of same) {
    if (baseField && body && old.body && baseField in old.body)
      body = { ...body, [baseField]: old.body[baseField] };
    await tx.store.delete(old.key);
  }
  const entry: QueuedWrite = {
    ...w,
    body,
    key: newIdempotencyKey(),
    createdAt: Date.now(),
    state: "pending",
  };
  await tx.store.put(entry);
  await tx.done;
  announce();
  return entry;
}

export async function putWrite(entry: QueuedWrite): Promise<void> {
  await (await db()).put("writes", entry);
  announce();
}

export async function removeWrite(key: string): Promise<void> {
  await (await db()).delete("writes", key);
  announce();
}

/** Deletes every write `userId` has waiting (sign-out on a shared device: nothing of theirs stays). */
export async function dropUserWrites(userId: string): Promise<void> {
  const d = await db();
  const tx = d.transaction("writes", "readwrite");
  for (const key of await tx.store.index("byUser").getAllKeys(userId)) await tx.store.delete(key);
  await tx.done;
  announce();
}

export async function readSyncMeta(): Promise<SyncMeta> {
  return (await (await db()).get("meta", "status")) ?? { name: "status", lastSync: null, error: null };
}

export async function writeSyncMeta(patch: Partial<Omit<SyncMeta, "name">>): Promise<void> {
  const d = await db();
  await d.put("meta", { ...(await readSyncMeta()), ...patch, name: "status" });
}

/** Tells every page of the app (and the service worker) that the queue changed. */
export function announce(detail: { synced?: number } = {}): void {
  if (typeof BroadcastChannel === "undefined") return;
  const ch = new BroadcastChannel(SYNC_CHANNEL);
  ch.postMessage({ type: "changed", ...detail });
  ch.close();
}
