// Settings screen API: activity report and export logging, system info and stats, the caller's preferences.
import type { TActivityItem, TActivityReport } from "@shared/activity";
import { ACTIVITY_REPORT_DAYS, ACTIVITY_TABLE_LIMIT } from "@shared/activity";
import { MAX_PAGE_SIZE } from "@shared/pagination";
import type { TPreferences, TSystemInfo } from "@shared/system";
import type { TCreateUserRequest, TFailedLogin, TLinkableCrew, TSessionItem, TUserItem } from "@shared/users";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { toastError, toastSuccess } from "@/components/ui/use-toast";
import { api, apiList, isApiError, withQuery } from "@/lib/api-client";

export const settingsKeys = {
  all: ["settings"] as const,
  activity: (days: number) => ["settings", "activity", days] as const,
};

export function activityReportQuery(days = ACTIVITY_REPORT_DAYS) {
  return queryOptions({
    queryKey: settingsKeys.activity(days),
    queryFn: () =>
      api<TActivityReport>(
        "GET",
        withQuery("/api/system/activity-report", { days, limit: ACTIVITY_TABLE_LIMIT }),
      ),
  });
}

/** Every entry of the period, page by page (the export is of all entries, spec §7). */
export async function fetchAllActivity(days = ACTIVITY_REPORT_DAYS): Promise<TActivityItem[]> {
  const all: TActivityItem[] = [];
  for (let offset = 0; ; offset += MAX_PAGE_SIZE) {
    const page = await api<TActivityReport>(
      "GET",
      withQuery("/api/system/activity-report", { days, limit: MAX_PAGE_SIZE, offset }),
    );
    all.push(...page.items);
    if (page.items.length < MAX_PAGE_SIZE || all.length >= page.summary.totalActivities) return all;
  }
}

export const systemInfoQuery = queryOptions({
  queryKey: ["settings", "system-info"] as const,
  queryFn: () => api<TSystemInfo>("GET", "/api/system/info"),
});

/** Built by the dashboard area (GET /api/system/stats: activeCrew, activeVessels, totalContracts, pendingActions). */
export interface SystemStats {
  activeCrew: number;
  activeVessels: number;
  totalContracts: number;
  pendingActions: number;
}
export const systemStatsQuery = queryOptions({
  queryKey: ["settings", "system-stats"] as const,
  queryFn: () => api<SystemStats>("GET", "/api/system/stats"),
});

export const preferencesQuery = queryOptions({
  queryKey: ["settings", "preferences"] as const,
  queryFn: () => api<TPreferences>("GET", "/api/me/preferences"),
});

export function useSavePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<TPreferences>) => {
      const current = client.getQueryData<TPreferences>(preferencesQuery.queryKey);
      if (!current) throw new Error("Preferences are not loaded");
      const next = { ...current, ...change };
      client.setQueryData(preferencesQuery.queryKey, next);
      return api<TPreferences>("PUT", "/api/me/preferences", next);
    },
    onSuccess: () => toastSuccess("Notification preferences saved"),
    onError: () => toastError("Failed to save notification preferences"),
    onSettled: () => client.invalidateQueries({ queryKey: preferencesQuery.queryKey }),
  });
}

export const usersQuery = queryOptions({
  queryKey: ["settings", "users"] as const,
  queryFn: () => apiList<TUserItem>("/api/users", { limit: 500 }),
});

export const linkableCrewQuery = queryOptions({
  queryKey: ["settings", "linkable-crew"] as const,
  queryFn: () => api<TLinkableCrew[]>("GET", "/api/users/linkable-crew"),
});

export const sessionsQuery = queryOptions({
  queryKey: ["settings", "sessions"] as const,
  queryFn: () => apiList<TSessionItem>("/api/security/sessions", { limit: 200 }),
});

export const failedLoginsQuery = queryOptions({
  queryKey: ["settings", "failed-logins"] as const,
  queryFn: () => apiList<TFailedLogin>("/api/security/failed-logins", { limit: 50 }),
});

export function useUserMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: settingsKeys.all });
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
    revokeSession: useMutation({
      mutationFn: (id: string) => api("DELETE", `/api/security/sessions/${id}`),
      onSuccess: () => toastSuccess("Session revoked"),
      onError: (err) => toastError(isApiError(err) ? err.serverMessage : "Failed to revoke session"),
      onSettled: refresh,
    }),
  };
}
