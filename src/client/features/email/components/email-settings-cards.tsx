// The three cards of /notifications (spec §2): Email Configuration, Reminder Schedule, Email Template.

import type { TEmailSettings } from "@shared/email-settings";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Separator } from "@/components/ui/separator";
import { Can } from "@/features/auth";
import { useRunReminders } from "../api";
import {
  EmailEnabledSwitch,
  RecipientSwitches,
  ReminderSwitches,
  RestHoursReminderSwitch,
} from "./email-settings";
import { ScanTimeField } from "./scan-time-field";
import { SendTestButton } from "./send-test-button";
import { TemplateEditor } from "./template-editor";

function RunScanButton({ disabled }: { disabled?: boolean }) {
  const run = useRunReminders();
  return (
    <Button variant="secondary" onClick={() => run.mutate()} disabled={disabled || run.isPending}>
      {run.isPending ? "Scanning..." : "Run Reminder Scan Now"}
    </Button>
  );
}

export function EmailSettingsCards({ settings }: { settings: TEmailSettings }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SectionCard
        title="Email Configuration"
        description="Turn e-mail reminders on or off and choose who receives them"
        contentClassName="space-y-4"
      >
        <EmailEnabledSwitch
          settings={settings}
          label="Enable Email Notifications"
          description="Send document expiry reminders by e-mail"
        />
        <Separator />
        <div>
          <h3 className="mb-1 text-sm font-semibold">Notification Recipients</h3>
          <RecipientSwitches settings={settings} disabled={!settings.enabled} />
        </div>
      </SectionCard>
      <SectionCard
        title="Reminder Schedule"
        description={<>Days before expiry when reminders go out (daily scan at {settings.scanTime})</>}
        contentClassName="space-y-4"
      >
        <ReminderSwitches settings={settings} disabled={!settings.enabled} />
        <ScanTimeField value={settings.scanTime} disabled={!settings.enabled} />
        <Separator />
        <RestHoursReminderSwitch settings={settings} disabled={!settings.enabled} />
        <Separator />
        <div className="flex flex-wrap items-start gap-3">
          <SendTestButton disabled={!settings.enabled} />
          <Can permission="settings:admin">
            <RunScanButton disabled={!settings.enabled} />
          </Can>
        </div>
      </SectionCard>
      <SectionCard
        title="Email Template"
        description="The text of each reminder; variables are filled in per document"
        className="lg:col-span-2"
      >
        <TemplateEditor
          value={settings.emailTemplate}
          rows={8}
          placeholder={
            "Dear {{crewName}},\n\nYour {{documentType}} expires on {{expiryDate}} ({{daysRemaining}} days).\nVessel: {{vesselName}}"
          }
          showHelp
        />
      </SectionCard>
    </div>
  );
}
