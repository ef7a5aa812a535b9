// Boots the session: load the auth config and the current user; in demo mode a missing session is
// replaced by the demo admin automatically, except after an explicit logout (until the page reloads).
// Every sign-in, sign-out and role switch drops all cached data of the previous user; sign-out clears the
// device before the server is told, and a logout the server did not get is sent first on the next start
// (sign-out.ts).
import type { TLoginRequest, TPublicUser } from "@shared/auth";
import type { Role } from "@shared/roles";
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useMemo, useRef } from "react";
import { setOfflineSession } from "@/lib/offline/user-cache";
import * as authApi from "./api";
import { AuthContext, type AuthContextValue, type AuthStatus } from "./auth-context";
import { clearLocalUserData, clearPendingLogout, flushPendingLogout, serverLogout } from "./sign-out";
import { useSessionExpiry } from "./use-session-expiry";

/** Resets every query except the auth ones; active queries refetch as the new user. */
export function resetUserData(queryClient: QueryClient): Promise<void> {
  return queryClient.resetQueries({ predicate: (q) => q.queryKey[0] !== authApi.authKeys.all[0] });
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const config = useQuery({ queryKey: authApi.authKeys.config, queryFn: authApi.fetchAuthConfig });
  const authMode = config.data?.authMode ?? null;
  // Set by an explicit logout so a 401 from a query still in flight doesn't start a new demo session.
  const loggedOut = useRef(false);
  const session = useQuery({
    queryKey: authApi.authKeys.session,
    enabled: authMode !== null,
    queryFn: async () => {
      // a sign-out the server never got: its session ends before anyone is read as signed in
      if (await flushPendingLogout()) {
        loggedOut.current = true;
        return null;
      }
      const me = await authApi.fetchMe();
      return me ?? (authMode === "demo" && !loggedOut.current ? authApi.startDemoSession() : null);
    },
  });
  useSessionExpiry(queryClient);

  const setUser = useCallback(
    async (user: TPublicUser | null) => {
      if (!user) {
        // signed out: drop user data without refetching it, or a polling query (the bell) answers
        // 401, the session is re-checked and demo mode signs the demo admin straight back in
        await queryClient.cancelQueries({ predicate: (q) => q.queryKey[0] !== authApi.authKeys.all[0] });
        queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== authApi.authKeys.all[0] });
      }
      queryClient.setQueryData(authApi.authKeys.session, user);
      if (user === null) {
        // Signed out: drop the old data without refetching it. A refetch of a screen that is still
        // mounted would answer 401, and in demo mode that re-check starts a new demo session.
        queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== authApi.authKeys.all[0] });
        return;
      }
      await resetUserData(queryClient);
    },
    [queryClient],
  );

  const login = useCallback(
    async (body: TLoginRequest) => {
      const user = await authApi.login(body);
      clearPendingLogout(); // the old session's cookie is replaced: the queued logout would end this one
      loggedOut.current = false;
      await setUser(user);
    },
    [setUser],
  );
  const switchRole = useCallback(async (role: Role) => setUser(await authApi.switchRole(role)), [setUser]);
  // the device first, whatever the network says; then the server, queued when it can't be reached
  const logout = useCallback(async () => {
    loggedOut.current = true;
    const signedIn = queryClient.getQueryData<TPublicUser | null>(authApi.authKeys.session);
    await clearLocalUserData(signedIn?.id ?? null);
    await setUser(null);
    await serverLogout();
  }, [queryClient, setUser]);
  useEffect(() => {
    const flush = () => void flushPendingLogout();
    window.addEventListener("online", flush);
    return () => window.removeEventListener("online", flush);
  }, []);
  const { refetch: refetchConfig } = config;
  const { refetch: refetchSession } = session;
  const retry = useCallback(() => {
    void (authMode === null ? refetchConfig() : refetchSession());
  }, [authMode, refetchConfig, refetchSession]);

  const error = config.error ?? session.error ?? null;
  let status: AuthStatus = "loading";
  if (error) status = "error";
  else if (session.isSuccess) status = session.data ? "signed-in" : "signed-out";
  const user = session.data ?? null;
  // Whose answers the service worker keeps (a crew member's own), and none once signed out.
  const userId = user?.id ?? null;
  const cacheApi = user?.role === "crew";
  useEffect(() => {
    if (status === "signed-in" && userId) void setOfflineSession({ userId, cacheApi });
    else if (status === "signed-out") void setOfflineSession(null);
  }, [status, userId, cacheApi]);

  const value = useMemo<AuthContextValue>(
    () => ({ status, user, authMode, error, login, logout, switchRole, retry }),
    [status, user, authMode, error, login, logout, switchRole, retry],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
