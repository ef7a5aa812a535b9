// Email Notifications screen (/notifications, spec §2): three cards (configuration, schedule, template)
// and the outbox of every queued e-mail.
import { AccessRestricted } from "@/components/access-restricted";
import { PageHeader } from "@/components/page-header";
import { Can } from "@/features/auth";
import { EmailSettingsCards, OutboxList, WithEmailSettings } from "@/features/email";

export function NotificationsPage() {
  return (
    <Can
      permission="settings:read"
      fallback={
        <AccessRestricted message="Email notifications are only accessible to admin and office staff members." />
      }
    >
      <PageHeader
        title="Email Notifications"
        description="Configure email notification settings and preferences"
      />
      <div className="space-y-6">
        <WithEmailSettings>{(settings) => <EmailSettingsCards settings={settings} />}</WithEmailSettings>
        <OutboxList />
      </div>
    </Can>
  );
}
