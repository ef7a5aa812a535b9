// Whose data the service worker may keep (issue 22). The page writes the signed-in crew member's id
// into Cache Storage (readable by the service worker, which has no access to the page's memory); the
// service worker keeps that user's GET /api answers in a cache of its own name, "api-<user id>". Signing
// out, or another user signing in, deletes every API cache. Office users are not cached: their data is
// the whole fleet's, and they work ashore.
export const SESSION_CACHE = "crewfleet-session";
const SESSION_URL = "/__crewfleet/session";
export const API_CACHE_PREFIX = "api-";

export interface OfflineSession {
  userId: string;
  /** Only crew members' answers are kept (their own data, served offline). */
  cacheApi: boolean;
}

export const apiCacheName = (userId: string) => `${API_CACHE_PREFIX}${userId}`;

const hasCaches = () => typeof caches !== "undefined";

export async function readOfflineSession(): Promise<OfflineSession | null> {
  if (!hasCaches()) return null;
  const res = await (await caches.open(SESSION_CACHE)).match(SESSION_URL);
  return res ? ((await res.json()) as OfflineSession) : null;
}

/** Deletes every user's cached API answers except `keep`'s. */
export async function dropApiCaches(keep?: string): Promise<void> {
  if (!hasCaches()) return;
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((n) => n.startsWith(API_CACHE_PREFIX) && n !== (keep && apiCacheName(keep)))
      .map((n) => caches.delete(n)),
  );
}

/** Called whenever the session changes: null on sign-out. */
export async function setOfflineSession(session: OfflineSession | null): Promise<void> {
  if (!hasCaches()) return;
  const cache = await caches.open(SESSION_CACHE);
  if (!session) {
    await cache.delete(SESSION_URL);
    await dropApiCaches();
    return;
  }
  await dropApiCaches(session.cacheApi ? session.userId : undefined);
  await cache.put(
    SESSION_URL,
    new Response(JSON.stringify(session), { headers: { "content-type": "application/json" } }),
  );
}
