// The e-mail settings parts every screen uses (GET/PUT /api/email-settings through one query and one
// mutation): the loading/error wrapper, the on/off switch, the reminder-day and the recipient switches,
// and the hours-of-rest reminders switch.
// /notifications lays them out as cards, the Email Settings tab of /settings as one card, and the alerts
// screen as a dialog; none of them has its own copy.
import {
  EMAIL_RECIPIENT_LABELS,
  type EmailRecipient,
  isOn,
  REMINDER_DAY_LABELS,
  type TEmailSettings,
  toggleInList,
} from "@shared/email-settings";
import { EMAIL_RECIPIENTS, REMINDER_DAYS } from "@shared/options";
import type { ReactNode } from "react";
import { LoadingSpinner, QueryState } from "@/components/query-state";
import { SwitchRow } from "@/components/switch-row";
import { useEmailSettings, useSaveEmailSettings } from "../api";

/** Renders `children` with the loaded settings; a spinner, or the failure with "Try again", meanwhile. */
export function WithEmailSettings({ children }: { children: (settings: TEmailSettings) => ReactNode }) {
  const query = useEmailSettings();
  return (
    <QueryState
      query={query}
      label="Loading email settings"
      error="Failed to fetch email settings"
      retry
      loading={<LoadingSpinner label="Loading email settings" />}
    >
      {children}
    </QueryState>
  );
}

export function EmailEnabledSwitch({
  settings,
  label,
  description,
}: {
  settings: TEmailSettings;
  label: string;
  description: string;
}) {
  const save = useSaveEmailSettings();
  return (
    <SwitchRow
      label={label}
      description={description}
      checked={settings.enabled}
      onChange={(on) => save.mutate({ enabled: on })}
    />
  );
}

export function RecipientSwitches({ settings, disabled }: { settings: TEmailSettings; disabled?: boolean }) {
  const save = useSaveEmailSettings();
  return (
    <div className="divide-y">
      {EMAIL_RECIPIENTS.map((r: EmailRecipient) => (
        <SwitchRow
          key={r}
          label={EMAIL_RECIPIENT_LABELS[r]}
          checked={isOn(settings.recipients, r)}
          disabled={disabled}
          onChange={(on) => save.mutate({ recipients: toggleInList(settings.recipients, r, on) })}
        />
      ))}
    </div>
  );
}

export function ReminderSwitches({ settings, disabled }: { settings: TEmailSettings; disabled?: boolean }) {
  const save = useSaveEmailSettings();
  return (
    <div className="divide-y">
      {REMINDER_DAYS.map((d) => (
        <SwitchRow
          key={d}
          label={`${d} days`}
          description={REMINDER_DAY_LABELS[d]}
          checked={isOn(settings.reminderDays, d)}
          disabled={disabled}
          onChange={(on) => save.mutate({ reminderDays: toggleInList(settings.reminderDays, d, on) })}
        />
      ))}
    </div>
  );
}

/** Hours of rest in the daily scan: the office's digest of new non-conformities, seafarers' missing days. */
export function RestHoursReminderSwitch({
  settings,
  disabled,
}: {
  settings: TEmailSettings;
  disabled?: boolean;
}) {
  const save = useSaveEmailSettings();
  return (
    <SwitchRow
      label="Hours of rest"
      description="Daily: new non-conformities to the office recipients; a reminder to each seafarer aboard who recorded nothing yesterday"
      checked={settings.restHoursReminders}
      disabled={disabled}
      onChange={(on) => save.mutate({ restHoursReminders: on })}
    />
  );
}
