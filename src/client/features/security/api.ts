// Security API (admin): sessions and their revocation, failed sign-ins.
import type { TFailedLogin, TSessionItem } from "@shared/users";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { toastError, toastSuccess } from "@/components/ui/use-toast";
import { api, apiList, isApiError } from "@/lib/api-client";
import { invalidatesOf, QUERY_ROOTS } from "@/lib/invalidation";
import { invalidateAll } from "@/lib/write-mutation";

export const securityKeys = {
  all: QUERY_ROOTS.security,
  sessions: ["security", "sessions"] as const,
  failedLogins: ["security", "failed-logins"] as const,
};

export const securityWriteInvalidates = invalidatesOf("security");

export const sessionsQuery = queryOptions({
  queryKey: securityKeys.sessions,
  queryFn: () => apiList<TSessionItem>("/api/security/sessions", { limit: 200 }),
});

export const failedLoginsQuery = queryOptions({
  queryKey: securityKeys.failedLogins,
  queryFn: () => apiList<TFailedLogin>("/api/security/failed-logins", { limit: 50 }),
});

export function useRevokeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api("DELETE", `/api/security/sessions/${id}`),
    onSuccess: () => toastSuccess("Session revoked"),
    onError: (err) => toastError(isApiError(err) ? err.serverMessage : "Failed to revoke session"),
    onSettled: () => invalidateAll(client, securityWriteInvalidates),
  });
}
