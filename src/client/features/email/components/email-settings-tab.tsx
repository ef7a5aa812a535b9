// The Email Settings tab of /settings (spec §2): master toggle; reminder and recipient switches only while
// notifications are on; 6-row template with placeholder and the default example; Send Test Email
// disabled while off.
import { SectionCard } from "@/components/section-card";
import { Separator } from "@/components/ui/separator";
import { EmailEnabledSwitch, RecipientSwitches, ReminderSwitches, WithEmailSettings } from "./email-settings";
import { SendTestButton } from "./send-test-button";
import { TemplateEditor } from "./template-editor";

export function EmailSettingsTab() {
  return (
    <WithEmailSettings>
      {(settings) => (
        <SectionCard
          title="Email Settings"
          description="Automatic document expiry reminders"
          contentClassName="space-y-6"
        >
          <EmailEnabledSwitch
            settings={settings}
            label="Email Notifications"
            description="Send reminder e-mails before documents expire"
          />
          {settings.enabled && (
            <div className="grid gap-6 md:grid-cols-2">
              <section>
                <h3 className="mb-1 text-sm font-semibold">Reminder Schedule</h3>
                <ReminderSwitches settings={settings} />
              </section>
              <section>
                <h3 className="mb-1 text-sm font-semibold">Recipients</h3>
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
        </SectionCard>
      )}
    </WithEmailSettings>
  );
}
