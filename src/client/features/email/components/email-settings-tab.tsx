// The Email Settings tab of /settings (spec §2): master toggle; reminder and recipient switches only while
// notifications are on; 6-row template with placeholder and the default example; Send Test Email
// disabled while off.
import { Loader2 } from "lucide-react";
import { SwitchRow } from "@/components/switch-row";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Separator } from "@/components/ui/separator";
import { useEmailSettings, useSaveEmailSettings } from "@/features/email/api";
import { RecipientSwitches, ReminderSwitches } from "./email-settings-cards";
import { SendTestButton } from "./send-test-button";
import { TemplateEditor } from "./template-editor";

export function EmailSettingsTab() {
  const query = useEmailSettings();
  const save = useSaveEmailSettings();
  if (query.isPending)
    return (
      <div className="flex justify-center py-12" role="status" aria-label="Loading email settings">
        <Loader2 className="size-6 animate-spin text-muted-foreground" aria-hidden />
      </div>
    );
  if (query.isError)
    return (
      <div role="alert" className="py-8 text-center text-sm">
        <p className="text-red-700 dark:text-red-400">Failed to fetch email settings</p>
        <Button variant="link" onClick={() => query.refetch()}>
          Try again
        </Button>
      </div>
    );
  const settings = query.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Email Settings</CardTitle>
        <CardDescription>Automatic document expiry reminders</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <SwitchRow
          label="Email Notifications"
          description="Send reminder e-mails before documents expire"
          checked={settings.enabled}
          onChange={(on) => save.mutate({ enabled: on })}
        />
        {settings.enabled && (
          <div className="grid gap-6 md:grid-cols-2">
            <section>
              <h4 className="mb-1 text-sm font-semibold">Reminder Schedule</h4>
              <ReminderSwitches settings={settings} />
            </section>
            <section>
              <h4 className="mb-1 text-sm font-semibold">Recipients</h4>
              <RecipientSwitches settings={settings} />
            </section>
          </div>
        )}
        <Separator />
        <TemplateEditor
          value={settings.emailTemplate}
          rows={6}
          placeholder="Enter your email template here..."
        />
        <SendTestButton disabled={!settings.enabled} />
      </CardContent>
    </Card>
  );
}
