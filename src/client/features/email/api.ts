// Email settings, test e-mail and outbox API (spec §7). Toggles save the whole settings object and
// refetch on success (spec §4); the cache is updated at once so quick toggles build on each other.
import type {
  TEmailSettings,
  TEmailSettingsRequest,
  TMailResult,
  TOutboxItem,
  TRunRemindersResponse,
} from "@shared/email-settings";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toastError, toastSuccess } from "@/components/ui/use-toast";
import { api, apiList, isApiError } from "@/lib/api-client";
import { toastMailResult } from "./components/mail-result";

export const emailKeys = {
  all: ["email"] as const,
  settings: ["email", "settings"] as const,
  /** the settings' saves (a mutation key: how many are pending) */
  saves: ["email", "settings", "save"] as const,
  outboxes: ["email", "outbox"] as const,
  outbox: (offset: number, limit: number) => ["email", "outbox", { offset, limit }] as const,
};

export const emailSettingsQuery = queryOptions({
  queryKey: emailKeys.settings,
  queryFn: () => api<TEmailSettings>("GET", "/api/email-settings"),
});

export function useEmailSettings() {
  return useQuery(emailSettingsQuery);
}

export function toRequest(s: TEmailSettings): TEmailSettingsRequest {
  return {
    enabled: s.enabled,
    reminderDays: s.reminderDays as TEmailSettingsRequest["reminderDays"],
    recipients: s.recipients as TEmailSettingsRequest["recipients"],
    emailTemplate: s.emailTemplate,
    scanTime: s.scanTime,
    restHoursReminders: s.restHoursReminders,
  };
}

/**
 * Saves the full settings object with the given change applied to the latest cached copy. The screen shows
 * the change at once (onMutate), and the saves go to the server one at a time in the order they were made
 * (one mutation scope): two in flight at once could be handled in either order, and a switch flipped off
 * and on again could leave the server off while the screen shows it on. The settings are read back once
 * the last pending save has settled, so an earlier save's answer never flips a later switch back.
 */
export function useSaveEmailSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: emailKeys.saves,
    scope: { id: "email-settings" },
    onMutate: async (change: Partial<TEmailSettings>) => {
      await client.cancelQueries({ queryKey: emailKeys.settings });
      const current = client.getQueryData<TEmailSettings>(emailKeys.settings);
      if (current) client.setQueryData(emailKeys.settings, { ...current, ...change });
    },
    mutationFn: (change: Partial<TEmailSettings>) => {
      const current = client.getQueryData<TEmailSettings>(emailKeys.settings);
      if (!current) throw new Error("Email settings are not loaded");
      const next = { ...current, ...change };
      client.setQueryData(emailKeys.settings, next);
      return api<TEmailSettings>("PUT", "/api/email-settings", toRequest(next));
    },
    onSuccess: () => toastSuccess("Email settings updated successfully"),
    onError: () => toastError("Failed to update email settings"),
    onSettled: () => {
      // this save is still counted as pending here: read back only when no other is
      if (client.isMutating({ mutationKey: emailKeys.saves }) <= 1)
        return client.invalidateQueries({ queryKey: emailKeys.all });
    },
  });
}

export function useSendTestEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<TMailResult>("POST", "/api/email/send-test"),
    onSuccess: toastMailResult,
    onError: (err) => toastError(isApiError(err) ? err.serverMessage : "Failed to send test email"),
    onSettled: () => client.invalidateQueries({ queryKey: emailKeys.outboxes }),
  });
}

export function outboxQuery(offset: number, limit: number) {
  return queryOptions({
    queryKey: emailKeys.outbox(offset, limit),
    queryFn: () => apiList<TOutboxItem>("/api/email/outbox", { offset, limit }),
  });
}

/** Admins: run the reminder scan now; the outbox shows what it queued. */
export function useRunReminders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<TRunRemindersResponse>("POST", "/api/email/run-reminders"),
    onSuccess: (r) => toastSuccess(r.message),
    onError: (err) => toastError(isApiError(err) ? err.serverMessage : "Failed to run the reminder scan"),
    onSettled: () => client.invalidateQueries({ queryKey: emailKeys.outboxes }),
  });
}

/** Admins: send again a message whose delivery outcome is unknown (or that failed). */
export function useResendEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ id: string; status: "pending" }>("POST", `/api/email/outbox/${id}/resend`),
    onSuccess: () => toastSuccess("The message will be sent again"),
    onError: (err) => toastError(isApiError(err) ? err.serverMessage : "Failed to queue the message again"),
    onSettled: () => client.invalidateQueries({ queryKey: emailKeys.outboxes }),
  });
}
