// Users API (admin): accounts, the crew members an account can be linked to, and the user writes.
import type { TCreateUserRequest, TUserItem } from "@shared/users";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { toastError, toastSuccess } from "@/components/ui/use-toast";
import { api, apiList, isApiError } from "@/lib/api-client";
import { invalidatesOf, QUERY_ROOTS } from "@/lib/invalidation";
import { invalidateAll } from "@/lib/write-mutation";

export const userKeys = {
  all: QUERY_ROOTS.users,
  list: ["users", "list"] as const,
};

export const userWriteInvalidates = invalidatesOf("users");

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
