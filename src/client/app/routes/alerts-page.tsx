// Expiry Alerts & Notifications (/alerts, spec §2). Crew see "Access Restricted". Others: Refresh,
// Email Settings, the active-alerts banner, summary cards, a severity filter and the alert list (90
// days, capped at the info window by the server; up to 500, windowed by VirtualList), each with Renew and
// Contact; Notification Settings.
import type { TExpiryAlert } from "@shared/alerts";
import { useQuery } from "@tanstack/react-query";
import { AlertTriangle, Bell, CheckCircle2, Clock, Info, Mail, RefreshCw, Settings } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { AccessRestricted } from "@/components/access-restricted";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { toastError, toastSuccess } from "@/components/ui/use-toast";
import { VirtualList } from "@/components/virtual-list";
import { ContactDialog, daysText, SeverityBadge } from "@/features/alerts";
import { alertSummaryOptions, expiringOptions, useRefreshAlerts } from "@/features/alerts/api";
import { Can } from "@/features/auth";
import { EmailSettingsDialog, NotificationSettingsCard } from "@/features/email";
import { formatDisplayDate } from "@/lib/format";

const DAYS = 90;
type SeverityFilter = "all" | TExpiryAlert["severity"];

function initials(a: TExpiryAlert) {
  return `${a.crewMember.firstName[0] ?? ""}${a.crewMember.lastName[0] ?? ""}`.toUpperCase();
}

function AlertRow({ alert, onContact }: { alert: TExpiryAlert; onContact: (a: TExpiryAlert) => void }) {
  return (
    <>
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-maritime-navy/15 text-sm font-semibold text-maritime-navy dark:bg-maritime-navy/30 dark:text-foreground"
        >
          {initials(alert)}
        </span>
        <div className="min-w-0 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">
              {alert.crewMember.firstName} {alert.crewMember.lastName}
            </span>
            <SeverityBadge severity={alert.severity} />
          </div>
          <p className="text-muted-foreground">
            {alert.document.documentType} ·{" "}
            <span className="font-mono text-xs">{alert.document.documentNumber}</span>
          </p>
          <p>
            Expires {formatDisplayDate(alert.document.expiryDate)}{" "}
            <span className="text-muted-foreground">({daysText(alert.daysUntilExpiry)})</span>
          </p>
          <p className="text-xs text-muted-foreground">Issued by {alert.document.issuingAuthority}</p>
        </div>
      </div>
      <div className="flex gap-2 sm:shrink-0">
        <Button variant="outline" size="sm" asChild>
          <Link to={`/documents?highlight=${alert.crewMember.id}`}>Renew</Link>
        </Button>
        <Button variant="outline" size="sm" onClick={() => onContact(alert)}>
          <Mail aria-hidden /> Contact
        </Button>
      </div>
    </>
  );
}

function AlertsScreen() {
  const [severity, setSeverity] = useState<SeverityFilter>("all");
  const list = useQuery(expiringOptions(DAYS, severity === "all" ? undefined : severity));
  const summary = useQuery(alertSummaryOptions(DAYS));
  const refresh = useRefreshAlerts();
  const [refreshing, setRefreshing] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [contacting, setContacting] = useState<TExpiryAlert | null>(null);
  const s = summary.data;

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

  const cards = [
    { label: "Total Alerts", value: s?.total, icon: Bell, tone: "text-ocean-blue" },
    {
      label: `Critical (≤${s?.windows.critical ?? 7} days)`,
      value: s?.critical,
      icon: AlertTriangle,
      tone: "text-destructive",
    },
    {
      label: `Warning (≤${s?.windows.warning ?? 15} days)`,
      value: s?.warning,
      icon: Clock,
      tone: "text-warning-amber",
    },
    { label: `Info (≤${s?.windows.info ?? 30} days)`, value: s?.info, icon: Info, tone: "text-ocean-blue" },
  ];

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
            <Button variant="outline" onClick={() => setSettingsOpen(true)}>
              <Settings aria-hidden /> Email Settings
            </Button>
          </>
        }
      />
      {s && s.total > 0 && (
        <div
          role="status"
          className="mb-6 flex flex-wrap items-center gap-2 rounded-md border border-warning-amber/40 bg-warning-amber/10 px-4 py-3 text-sm"
        >
          <AlertTriangle className="size-4 text-warning-amber" aria-hidden />
          <span>
            <strong>Active Alerts:</strong> {s.total} documents require attention
            {s.critical > 0 && (
              <span className="font-medium text-red-700 dark:text-red-400"> ({s.critical} critical)</span>
            )}
          </span>
        </div>
      )}
      <div className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map(({ label, value, icon: Icon, tone }) => (
          <Card key={label} className="py-4">
            <CardContent className="flex items-center justify-between gap-2 px-4">
              <div className="min-w-0">
                <p className="text-sm text-muted-foreground">{label}</p>
                {summary.isLoading ? (
                  <Skeleton className="mt-1 h-7 w-10" />
                ) : (
                  <p className="text-2xl font-bold">{summary.isError ? "–" : value}</p>
                )}
              </div>
              <Icon className={`size-6 shrink-0 ${tone}`} aria-hidden />
            </CardContent>
          </Card>
        ))}
      </div>

      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <Card className="gap-0 py-0">
          <div className="flex flex-wrap items-center justify-between gap-2 border-b p-4">
            <h2 className="font-semibold">Alerts</h2>
            <Select value={severity} onValueChange={(v) => setSeverity(v as SeverityFilter)}>
              <SelectTrigger aria-label="Filter by severity" className="w-40">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="all">All Severity</SelectItem>
                <SelectItem value="critical">Critical</SelectItem>
                <SelectItem value="warning">Warning</SelectItem>
                <SelectItem value="info">Info</SelectItem>
              </SelectContent>
            </Select>
          </div>
          {list.isLoading && (
            <div className="grid gap-2 p-4">
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} className="h-16 w-full" />
              ))}
            </div>
          )}
          {list.isError && (
            <p role="alert" className="p-6 text-center text-sm">
              Failed to fetch alerts.{" "}
              <Button variant="link" className="h-auto p-0" onClick={() => list.refetch()}>
                Try again
              </Button>
            </p>
          )}
          {list.data && list.data.items.length === 0 && (
            <div className="flex flex-col items-center gap-1 p-10 text-center">
              <CheckCircle2 className="size-8 text-compliance-green" aria-hidden />
              <p className="font-medium">No Alerts</p>
              <p className="text-sm text-muted-foreground">All documents are up to date</p>
            </div>
          )}
          {list.data && list.data.items.length > 0 && (
            <>
              <VirtualList
                label="Alerts"
                items={list.data.items}
                getKey={(a) => a.document.id}
                estimateItemHeight={121}
                listClassName="divide-y"
                itemProps={() => ({
                  className: "flex flex-col gap-3 p-4 sm:flex-row sm:items-center",
                  "data-testid": "alert-row",
                })}
                renderItem={(a) => <AlertRow alert={a} onContact={setContacting} />}
              />
              {list.data.total > list.data.items.length && (
                <p className="border-t p-3 text-center text-xs text-muted-foreground">
                  Showing the first {list.data.items.length} of {list.data.total} alerts.{" "}
                  <Link to="/documents" className="underline">
                    Open the Document Center
                  </Link>{" "}
                  to search them all.
                </p>
              )}
            </>
          )}
        </Card>
        <NotificationSettingsCard />
      </div>
      <EmailSettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} />
      <ContactDialog alert={contacting} onOpenChange={(o) => !o && setContacting(null)} />
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
