// Sends a seafarer's write through the offline queue: queued in IndexedDB with its Idempotency-Key, sent
// at once when the link is up, else when it returns (replay.ts). A refusal while online is thrown (the
// entry is dropped, the draft stays on screen); a conflict stays in the queue for the sync status.
import { replayAndAnnounce, requestBackgroundSync } from "./replay";
import { enqueueWrite, listWrites, type QueuedWrite, removeWrite } from "./write-queue";

/** What became of a seafarer's write: sent, waiting on this device (offline), or a conflict to resolve. */
export type QueuedOutcome = "synced" | "queued" | "conflict";

export async function throughQueue(
  write: Parameters<typeof enqueueWrite>[0],
  baseField?: string,
): Promise<QueuedOutcome> {
  const entry = await enqueueWrite(write, baseField);
  await replayAndAnnounce(write.userId);
  const left: QueuedWrite | undefined = (await listWrites(write.userId)).find((w) => w.key === entry.key);
  if (!left) return "synced";
  if (left.state === "failed") {
    await removeWrite(left.key);
    throw new Error(left.error ?? "Refused by the server");
  }
  if (left.state === "pending") void requestBackgroundSync();
  return left.state === "conflict" ? "conflict" : "queued";
}
