// The service worker, built by vite-plugin-pwa (injectManifest) with Workbox:
// - the app shell precached: index.html and every hashed asset of the build (replaced as a whole when a
//   new build is installed; outdated precaches are cleaned up);
// - navigations answered with the precached index.html, so the app opens without a connection;
// - the signed-in crew member's GET /api answers NetworkFirst into their own cache ("api-<user id>",
//   lib/offline/user-cache.ts, deleted on sign-out), never an answer sent "no-store" or "private" (files): fresh when the link is up, the last answer when it is not (this month's
//   hours of rest, whose URL names today, as kept on an earlier day: lib/offline/range-fallback.ts);
// - Background Sync: the offline write queue (lib/offline/write-queue.ts) is replayed when the browser
//   says the connection is back, even with the app closed; pages are told through a BroadcastChannel.
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";
import { rangeFallback } from "./lib/offline/range-fallback";
import { replayAndAnnounce } from "./lib/offline/replay";
import {
  apiCacheName,
  dropApiCaches,
  type OfflineSession,
  readOfflineSession,
  SESSION_MESSAGE,
} from "./lib/offline/user-cache";
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
  addEventListener(type: "fetch", listener: (event: { request: Request }) => void): void;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL("index.html"), { denylist: [/^\/api\//] }));

/** Whether an answer may be kept on the device: not one sent "no-store" or "private". */
function isStorable(response: Response): boolean {
  const directives = (response.headers.get("cache-control") ?? "").toLowerCase();
  return !/(^|[\s,])(no-store|private)\b/.test(directives);
}

const strategies = new Map<string, NetworkFirst>();
function strategyFor(userId: string) {
  let s = strategies.get(userId);
  if (!s) {
    s = new NetworkFirst({
      cacheName: apiCacheName(userId),
      networkTimeoutSeconds: 10,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        // never kept: an answer its server marks no-store or private (a document's file, a passport scan)
        { cacheWillUpdate: async ({ response }) => (isStorable(response) ? response : null) },
        // nor an answer that arrives after its user signed out (a slow request still on its way when a
        // seafarer signs out of a shared phone), and a cache such a late write opened again is deleted
        { cacheWillUpdate: async ({ response }) => (stillSignedIn(userId) ? response : null) },
        {
          cacheDidUpdate: async ({ cacheName }) => {
            if (!stillSignedIn(userId)) await caches.delete(cacheName);
          },
        },
        // no answer kept for this URL: this month's hours of rest as kept on an earlier day
        {
          handlerDidError: async ({ request }) => {
            const cache = await caches.open(apiCacheName(userId));
            const url = rangeFallback(
              request.url,
              (await cache.keys()).map((r) => r.url),
            );
            return url ? cache.match(url) : undefined;
          },
        },
      ],
    });
    strategies.set(userId, s);
  }
  return s;
}

// Whose answers to keep, in memory for the route's (synchronous) match: read from Cache Storage when the
// worker starts, and told by the page on every change. Requests of users not cached (the office) are not
// handled at all, so they go to the network as if there were no worker (and tests can route them).
let session: OfflineSession | null | undefined;
/** The page has not signed `userId` out (nor signed someone else in) since their request left. */
const stillSignedIn = (userId: string) =>
  session === undefined || (session?.userId === userId && session.cacheApi);
let told = 0; // the page's messages win over a read of the store that started before them
const reread = () => {
  const before = told;
  return readOfflineSession().then((s) => {
    if (told === before) session = s;
  });
};
void reread();
// every page load reads it again (before the page's own API requests, which come once its JS has run)
self.addEventListener("fetch", (event) => {
  if (event.request.mode === "navigate") void reread();
});

registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin &&
    request.method === "GET" &&
    url.pathname.startsWith("/api/") &&
    (session === undefined || session?.cacheApi === true),
  async (options) => {
    const current = session === undefined ? await readOfflineSession() : session;
    if (!current?.cacheApi) return fetch(options.request);
    return strategyFor(current.userId).handle(options);
  },
);

self.addEventListener("sync", (event) => {
  if (event.tag === SYNC_TAG) event.waitUntil(replayAndAnnounce());
});

self.addEventListener("message", (event) => {
  if (event.data?.type === "SKIP_WAITING") void self.skipWaiting();
  if (event.data?.type === SESSION_MESSAGE) {
    told++;
    session = event.data.session as OfflineSession | null;
    if (session === null) void dropApiCaches(); // signed out: nothing of theirs stays
  }
});

clientsClaim();
