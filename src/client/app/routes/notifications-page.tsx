// Email Notifications screen (/notifications, spec §2): three cards (configuration, schedule, template)
// and the outbox of every queued e-mail.
import { Loader2 } from "lucide-react";
import { AccessRestricted } from "@/components/access-restricted";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Can } from "@/features/auth";
import { EmailSettingsCards, OutboxList } from "@/features/email";
import { useEmailSettings } from "@/features/email/api";

function NotificationsContent() {
  const query = useEmailSettings();
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
  return <EmailSettingsCards settings={query.data} />;
}

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
        <NotificationsContent />
        <OutboxList />
      </div>
    </Can>
  );
}
