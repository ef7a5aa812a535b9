// The three cards of /notifications (spec §2): Email Configuration, Reminder Schedule, Email Template.
import type { TEmailSettings } from "@shared/email-settings";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Separator } from "@/components/ui/separator";
import { Can } from "@/features/auth";
import { useRunReminders } from "../api";
import { EmailEnabledSwitch, RecipientSwitches, ReminderSwitches } from "./email-settings";
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
      <Card>
        <CardHeader>
          <CardTitle>Email Configuration</CardTitle>
          <CardDescription>Turn e-mail reminders on or off and choose who receives them</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <EmailEnabledSwitch
            settings={settings}
            label="Enable Email Notifications"
            description="Send document expiry reminders by e-mail"
          />
          <Separator />
          <div>
            <h4 className="mb-1 text-sm font-semibold">Notification Recipients</h4>
            <RecipientSwitches settings={settings} disabled={!settings.enabled} />
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Reminder Schedule</CardTitle>
          <CardDescription>
            Days before expiry when reminders go out (daily scan at {settings.scanTime})
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <ReminderSwitches settings={settings} disabled={!settings.enabled} />
          <ScanTimeField value={settings.scanTime} disabled={!settings.enabled} />
          <Separator />
          <div className="flex flex-wrap items-start gap-3">
            <SendTestButton disabled={!settings.enabled} />
            <Can permission="settings:admin">
              <RunScanButton disabled={!settings.enabled} />
            </Can>
          </div>
        </CardContent>
      </Card>
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>Email Template</CardTitle>
          <CardDescription>The text of each reminder; variables are filled in per document</CardDescription>
        </CardHeader>
        <CardContent>
          <TemplateEditor
            value={settings.emailTemplate}
            rows={8}
            placeholder={
              "Dear {{crewName}},\n\nYour {{documentType}} expires on {{expiryDate}} ({{daysRemaining}} days).\nVessel: {{vesselName}}"
            }
            showHelp
          />
        </CardContent>
      </Card>
    </div>
  );
}
