// The service worker (issue 22), built by vite-plugin-pwa (injectManifest) with Workbox:
// - the app shell precached: index.html and every hashed asset of the build (replaced as a whole when a
//   new build is installed; outdated precaches are cleaned up);
// - navigations answered with the precached index.html, so the app opens without a connection;
// - the signed-in crew member's GET /api answers NetworkFirst into their own cache ("api-<user id>",
//   lib/offline/user-cache.ts): fresh when the link is up, the last answer when it is not;
// - Background Sync: the offline write queue (lib/offline/write-queue.ts) is replayed when the browser
//   says the connection is back, even with the app closed; pages are told through a BroadcastChannel.
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";
import { replayAndAnnounce } from "./lib/offline/replay";
import { apiCacheName, readOfflineSession } from "./lib/offline/user-cache";
import { SYNC_TAG } from "./lib/offline/write-queue";

interface SyncEvent extends Event {
  tag: string;
  waitUntil(work: Promise<unknown>): void;
}
declare const self: {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
  skipWaiting(): Promise<void>;
  addEventListener(type: "sync", listener: (event: SyncEvent) => void): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL("index.html"), { denylist: [/^\/api\//] }));

const strategies = new Map<string, NetworkFirst>();
function strategyFor(userId: string) {
  let s = strategies.get(userId);
  if (!s) {
    s = new NetworkFirst({
      cacheName: apiCacheName(userId),
      networkTimeoutSeconds: 10,
      plugins: [new CacheableResponsePlugin({ statuses: [200] })],
    });
    strategies.set(userId, s);
  }
  return s;
}

registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.method === "GET" && url.pathname.startsWith("/api/"),
  async (options) => {
    const session = await readOfflineSession();
    if (!session?.cacheApi) return fetch(options.request);
    return strategyFor(session.userId).handle(options);
  },
);

self.addEventListener("sync", (event) => {
  if (event.tag === SYNC_TAG) event.waitUntil(replayAndAnnounce());
});

self.addEventListener("message", (event) => {
  if (event.data?.type === "SKIP_WAITING") void self.skipWaiting();
});

clientsClaim();
