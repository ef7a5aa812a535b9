// When any data request answers 401 the session has ended (expired or revoked): re-check it, which
// shows the login page (password mode) or starts a fresh demo session (demo mode).
import type { QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { isApiError } from "@/lib/api-client";
import { authKeys } from "./api";

export function useSessionExpiry(queryClient: QueryClient): void {
  useEffect(() => {
    const recheck = () => void queryClient.invalidateQueries({ queryKey: authKeys.session });
    const unsubQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "error") return;
      if (event.query.queryKey[0] === authKeys.all[0]) return;
      if (isApiError(event.action.error, 401)) recheck();
    });
    const unsubMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "error") return;
      if (isApiError(event.action.error, 401)) recheck();
    });
    return () => {
      unsubQueries();
      unsubMutations();
    };
  }, [queryClient]);
}
