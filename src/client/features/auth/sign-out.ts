// Sign-out on a shared device (a phone passed round on board): the device is cleared first, whatever the
// network says (the query cache, the user's queued writes, the service worker's caches and the session
// it serves), then the server is told. When it can't be reached the logout is queued: kept in
// localStorage and sent before anything else on the next start or when the connection comes back, so
// the old session cookie never opens the app again as the previous user.
import { isApiError } from "@/lib/api-client";
import { setOfflineSession } from "@/lib/offline/user-cache";
import * as authApi from "./api";

const PENDING_LOGOUT = "crewfleet-pending-logout";

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

export const hasPendingLogout = () => storage()?.getItem(PENDING_LOGOUT) === "1";
export const clearPendingLogout = () => storage()?.removeItem(PENDING_LOGOUT);

/** Deletes everything the device keeps of `userId` (their cached answers, the session, their queue). */
export async function clearLocalUserData(userId: string | null): Promise<void> {
  await Promise.all([
    setOfflineSession(null),
    // the queue (IndexedDB) is loaded here rather than with the first page: only a sign-out needs it
    userId
      ? import("@/lib/offline/write-queue").then((q) => q.dropUserWrites(userId)).catch(() => undefined)
      : undefined,
  ]);
}

/**
 * Tells the server; on no answer (offline, a server down), queues it. A 401 means the session had ended
 * already. Answers whether the server has it.
 */
export async function serverLogout(): Promise<boolean> {
  try {
    await authApi.logout();
  } catch (error) {
    if (!isApiError(error, 401)) {
      storage()?.setItem(PENDING_LOGOUT, "1");
      return false;
    }
  }
  clearPendingLogout();
  return true;
}

/** Sends a queued logout, if any; answers whether one was queued. */
export async function flushPendingLogout(): Promise<boolean> {
  if (!hasPendingLogout()) return false;
  await serverLogout();
  return true;
}
