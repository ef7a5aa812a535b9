// Users API (admin): accounts, the crew members an account can be linked to, and the user writes.
import type { TCreateUserRequest, TUserItem } from "@shared/users";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { toastError, toastSuccess } from "@/components/ui/use-toast";
import { activityKeys } from "@/features/activity/api";
import { crewKeys } from "@/features/crew/api";
import { securityKeys } from "@/features/security/api";
import { api, apiList, isApiError } from "@/lib/api-client";
import { invalidateAll } from "@/lib/write-mutation";

export const userKeys = {
  all: ["users"] as const,
  list: ["users", "list"] as const,
};

/**
 * What a user write makes stale: users, sessions (a disabled user's end), activity, and
 * crew (a new crew account links its member: the "link crew" picker no longer offers them).
 */
export const userWriteInvalidates = () => [userKeys.all, securityKeys.all, activityKeys.all, crewKeys.all];

export const usersQuery = queryOptions({
  queryKey: userKeys.list,
  queryFn: () => apiList<TUserItem>("/api/users", { limit: 500 }),
});

export function useUserMutations() {
  const client = useQueryClient();
  const refresh = () => invalidateAll(client, userWriteInvalidates);
  return {
    create: useMutation({
      mutationFn: (body: TCreateUserRequest) => api<TUserItem>("POST", "/api/users", body),
      onSuccess: (u) => toastSuccess(`User ${u.username} created`),
      onSettled: refresh,
    }),
    setDisabled: useMutation({
      mutationFn: (v: { id: string; disabled: boolean }) =>
        api<TUserItem>("PATCH", `/api/users/${v.id}/status`, { disabled: v.disabled }),
      onSuccess: (u) => toastSuccess(`User ${u.username} ${u.disabled ? "disabled" : "enabled"}`),
      onError: (err) => toastError(isApiError(err) ? err.serverMessage : "Failed to update user"),
      onSettled: refresh,
    }),
    resetPassword: useMutation({
      mutationFn: (id: string) => api<{ password: string }>("POST", `/api/users/${id}/reset-password`),
      onError: (err) => toastError(isApiError(err) ? err.serverMessage : "Failed to reset password"),
      onSettled: refresh,
    }),
  };
}
