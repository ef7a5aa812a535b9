// Preferences API: the caller's theme and notification toggles (GET/PUT /api/me/preferences). A toggle
// updates the cache at once so quick toggles build on each other, then saves the whole object.
import type { TPreferences } from "@shared/system";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { toastError, toastSuccess } from "@/components/ui/use-toast";
import { api } from "@/lib/api-client";

export const preferenceKeys = {
  all: ["preferences"] as const,
};

export const preferencesQuery = queryOptions({
  queryKey: preferenceKeys.all,
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
