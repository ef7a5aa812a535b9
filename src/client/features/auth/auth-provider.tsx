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
  // Asked beside the config, not after it: every start waits one round trip less before the screen's
  // own requests. The mode is needed only when nobody is signed in (demo mode then starts a session).
  const session = useQuery({
    queryKey: authApi.authKeys.session,
    queryFn: async () => {
      // a sign-out the server never got: its session ends before anyone is read as signed in
      if (await flushPendingLogout()) {
        loggedOut.current = true;
        return null;
      }
      const me = await authApi.fetchMe();
      if (me) return me;
      const { authMode: mode } = await queryClient.ensureQueryData({
        queryKey: authApi.authKeys.config,
        queryFn: authApi.fetchAuthConfig,
      });
      return mode === "demo" && !loggedOut.current ? authApi.startDemoSession() : null;
    },
  });
  useSessionExpiry(queryClient);

  const setUser = useCallback(
    async (user: TPublicUser | null) => {
      // A read of the session still under way (a 401's re-check, the service worker's first refetch of
      // everything) answers for the user before this change: dropped, or it would land after the new
      // user and put the old one back (the header read "Crew Member" after a switch to Office Staff).
      await queryClient.cancelQueries({ queryKey: authApi.authKeys.session });
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
  const { refetch: refetchConfig, isError: configFailed } = config;
  const { refetch: refetchSession, isError: sessionFailed } = session;
  const retry = useCallback(() => {
    if (configFailed || !sessionFailed) void refetchConfig();
    if (sessionFailed) void refetchSession();
  }, [configFailed, sessionFailed, refetchConfig, refetchSession]);

  const error = config.error ?? session.error ?? null;
  let status: AuthStatus = "loading";
  if (error) status = "error";
  // signed in or out once both are known: the screens read the mode beside the user
  else if (session.isSuccess && config.isSuccess) status = session.data ? "signed-in" : "signed-out";
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
