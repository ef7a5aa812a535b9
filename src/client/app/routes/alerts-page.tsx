// Expiry Alerts & Notifications (/alerts, spec §2). Crew see "Access Restricted". Others: Refresh,
// Email Settings, the active-alerts banner and summary cards (AlertSummary), the toolbar (search, severity,
// type and vessel, in the URL) and a jump list to the sections, which follow in the order of urgency, each
// collapsible with its count: the manning gaps of the next 30 days (ManningGapsList), the required
// certificates missing for crew aboard or joining within 90 days (MissingCertificatesList), the documents
// due within 90 days, expired included (AlertList, each with Renew and Contact); beside them the
// hours-of-rest non-conformities and what waits, and Notification Settings.
import { RefreshCw, Settings } from "lucide-react";
import { useState } from "react";
import { AccessRestricted } from "@/components/access-restricted";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { toastError, toastSuccess } from "@/components/ui/use-toast";
import {
  AlertFiltersBar,
  AlertJumpList,
  AlertList,
  AlertSummary,
  ContactExpiring,
  ManningGapsList,
  MissingCertificatesList,
} from "@/features/alerts";
import { useRefreshAlerts } from "@/features/alerts/api";
import { Can } from "@/features/auth";
import { EmailSettingsDialog, NotificationSettingsCard } from "@/features/email";
import { RestSummaryCard } from "@/features/rest-hours";

const DAYS = 90;

function AlertsScreen() {
  const refresh = useRefreshAlerts();
  const [refreshing, setRefreshing] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);

  const onRefresh = async () => {
    setRefreshing(true);
    try {
      await refresh();
      toastSuccess("Alerts refreshed successfully");
    } catch {
      toastError("Failed to refresh alerts");
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Expiry Alerts & Notifications"
        description="Documents that expire soon or have expired, and who to contact about them"
        actions={
          <>
            <Button variant="outline" onClick={onRefresh} disabled={refreshing}>
              <RefreshCw aria-hidden className={refreshing ? "animate-spin" : undefined} /> Refresh
            </Button>
            <Can permission="crew:contact">
              <ContactExpiring />
            </Can>
            <Button variant="outline" onClick={() => setSettingsOpen(true)}>
              <Settings aria-hidden /> Email Settings
            </Button>
          </>
        }
      />
      <AlertSummary days={DAYS} />
      <div className="mb-4">
        <AlertFiltersBar />
      </div>
      <AlertJumpList days={DAYS} />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-6">
          <ManningGapsList />
          <MissingCertificatesList />
          <AlertList days={DAYS} />
        </div>
        <div className="space-y-6">
          <RestSummaryCard />
          <NotificationSettingsCard />
        </div>
      </div>
      <EmailSettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} />
    </>
  );
}

export function AlertsPage() {
  return (
    <Can
      permission="alerts:read"
      fallback={<AccessRestricted message="Crew members can view their document alerts on the dashboard." />}
    >
      <AlertsScreen />
    </Can>
  );
}
