// Whose data the service worker may keep. The page writes the signed-in crew member's id
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

/** The page tells the service worker at once (it also reads Cache Storage when it starts). */
export const SESSION_MESSAGE = "crewfleet-session";
function tellWorker(session: OfflineSession | null) {
  if (typeof navigator === "undefined" || !navigator.serviceWorker) return;
  navigator.serviceWorker.controller?.postMessage({ type: SESSION_MESSAGE, session });
  void navigator.serviceWorker
    .getRegistration()
    .then((r) => r?.active?.postMessage({ type: SESSION_MESSAGE, session }));
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

/** The page's latest word (undefined until the auth provider has spoken). */
let known: OfflineSession | null | undefined;
let applying: Promise<void> = Promise.resolve();

/** The session as the page knows it now, else as stored. */
export function currentOfflineSession(): Promise<OfflineSession | null> {
  return known !== undefined ? Promise.resolve(known) : readOfflineSession();
}

const appliedListeners = new Set<(session: OfflineSession | null) => void>();
/** Calls `listener` each time a session is applied (stored, its worker told); answers the unsubscribe. */
export function onOfflineSessionApplied(listener: (session: OfflineSession | null) => void): () => void {
  appliedListeners.add(listener);
  return () => appliedListeners.delete(listener);
}

/** Called whenever the session changes (null on sign-out); changes are applied in order, one at a time. */
export function setOfflineSession(session: OfflineSession | null): Promise<void> {
  known = session;
  tellWorker(session); // at once: no answer of a signed-out user is kept from now on
  applying = applying
    .then(() => apply(session))
    .then(() => {
      for (const listener of appliedListeners) listener(session);
    })
    .catch(() => undefined);
  return applying;
}

async function apply(session: OfflineSession | null): Promise<void> {
  if (!hasCaches()) return;
  const cache = await caches.open(SESSION_CACHE);
  if (!session) {
    await cache.delete(SESSION_URL);
    await dropApiCaches();
  } else {
    await dropApiCaches(session.cacheApi ? session.userId : undefined);
    await cache.put(
      SESSION_URL,
      new Response(JSON.stringify(session), { headers: { "content-type": "application/json" } }),
    );
  }
  tellWorker(session); // again once stored, so a worker that read the store meanwhile ends right
}
