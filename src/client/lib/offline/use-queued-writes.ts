// The signed-in user's offline queue and sync status as React state, kept current by the
// queue's BroadcastChannel (every tab and the service worker announce changes) and the browser's
// online/offline events. Read by the rest-hours grid (days waiting to sync) and the sync status.
import { useEffect, useState } from "react";
import { listWrites, type QueuedWrite, readSyncMeta, SYNC_CHANNEL } from "./write-queue";

export interface QueueState {
  online: boolean;
  writes: QueuedWrite[];
  lastSync: number | null;
  error: string | null;
  loaded: boolean;
}

const initial = (): QueueState => ({
  online: typeof navigator === "undefined" ? true : navigator.onLine,
  writes: [],
  lastSync: null,
  error: null,
  loaded: false,
});

export function useQueuedWrites(userId: string | null | undefined): QueueState {
  const [state, setState] = useState<QueueState>(initial);
  useEffect(() => {
    let live = true;
    const read = async () => {
      const [writes, meta] = await Promise.all([userId ? listWrites(userId) : [], readSyncMeta()]);
      if (live)
        setState({
          online: navigator.onLine,
          writes,
          lastSync: meta.lastSync,
          error: meta.error,
          loaded: true,
        });
    };
    void read();
    const channel = new BroadcastChannel(SYNC_CHANNEL);
    channel.onmessage = () => void read();
    const onNet = () => void read();
    window.addEventListener("online", onNet);
    window.addEventListener("offline", onNet);
    return () => {
      live = false;
      channel.close();
      window.removeEventListener("online", onNet);
      window.removeEventListener("offline", onNet);
    };
  }, [userId]);
  return state;
}
