// Starts the offline app after first paint: registers the service worker (vite-plugin-pwa's
// registerSW over workbox-window) and replays the write queue now, when the connection returns, and when
// the seafarer comes back to the app; once writes reached the server, the screens read their data again.
// A crew member's own data is kept for offline use after sign-in and each sync (warm.ts).
import { registerSW } from "virtual:pwa-register";
import type { QueryClient } from "@tanstack/react-query";
import { replayAndAnnounce } from "@/lib/offline/replay";
import { currentOfflineSession, onOfflineSessionApplied, SESSION_MESSAGE } from "@/lib/offline/user-cache";
import { SYNC_CHANNEL } from "@/lib/offline/write-queue";
import { offerUpdate } from "./update-prompt";

let started = false;

/** A crew member's own data kept for offline use (warm.ts, its own chunk: office users never load it). */
async function warmIfCrew(queryClient: QueryClient) {
  if (!(await currentOfflineSession())?.cacheApi) return;
  (await import("./warm")).warmOwnData(queryClient);
}

/** `queryClient` is passed in, so this chunk does not pull the query library out of the entry chunk. */
export function startOffline(queryClient: QueryClient): void {
  if (started) return;
  started = true;
  if ("serviceWorker" in navigator) {
    const hadController = Boolean(navigator.serviceWorker.controller);
    // the first install: what this visit already read went past the worker, so read it again through it
    navigator.serviceWorker.addEventListener(
      "controllerchange",
      async () => {
        if (!hadController && (await currentOfflineSession())?.cacheApi)
          void queryClient.refetchQueries({ type: "all" });
      },
      { once: true },
    );
    const updateSW = registerSW({ immediate: true, onNeedRefresh: () => offerUpdate(() => updateSW(true)) });
    // a worker that was installing when the session changed missed the page's word: tell it once active
    const tell = async () => {
      const reg = await navigator.serviceWorker.ready;
      reg.active?.postMessage({ type: SESSION_MESSAGE, session: await currentOfflineSession() });
    };
    void tell();
    navigator.serviceWorker.addEventListener("controllerchange", () => void tell());
  }
  const replay = () => void replayAndAnnounce();
  window.addEventListener("online", replay);
  window.addEventListener("focus", replay);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") replay();
  });
  const channel = new BroadcastChannel(SYNC_CHANNEL);
  channel.onmessage = async (e: MessageEvent<{ synced?: number }>) => {
    if ((e.data?.synced ?? 0) === 0) return;
    await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== "auth" });
    void warmIfCrew(queryClient);
  };
  // signed in (or another user): their data kept for offline use once the worker knows whose it is
  // and the queue replayed: online with nothing waiting, that is a sync the status shows (not "never")
  onOfflineSessionApplied((session) => {
    if (!session?.cacheApi) return;
    void warmIfCrew(queryClient);
    replay();
  });
  void warmIfCrew(queryClient);
  replay();
}
