// The dashboard's expiry alerts card (spec §2): at most 3 alerts ordered critical, warning, info, each
// (expired first) linking to /documents?highlight={crewMemberId}; "View All Alerts"; empty "No expiring documents".
import type { TExpiryAlert } from "@shared/alerts";
import { type AlertSeverity, SEVERITY_LEVELS } from "@shared/severity";
import { AlertTriangle } from "lucide-react";
import { Link } from "react-router";
import { daysText, expiryText, SeverityBadge } from "@/components/severity-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useCan } from "@/features/auth";
import { useBellExpired, useBellExpiring } from "../api";

const RANK = Object.fromEntries(SEVERITY_LEVELS.map((s, i) => [s, i])) as Record<AlertSeverity, number>;
export const DASHBOARD_ALERTS_MAX = 3;

/** The first three by severity, then by expiry (the list comes ordered by expiry). */
export function topAlerts(alerts: TExpiryAlert[], max = DASHBOARD_ALERTS_MAX): TExpiryAlert[] {
  return [...alerts].sort((a, b) => RANK[a.severity] - RANK[b.severity]).slice(0, max);
}

export function ExpiryAlertsCard() {
  // the bell's queries: one request each for both
  const expired = useBellExpired();
  const expiring = useBellExpiring();
  const isLoading = expired.isLoading || expiring.isLoading;
  const isError = expired.isError || expiring.isError;
  const total = (expired.data?.total ?? 0) + (expiring.data?.total ?? 0);
  const mayViewAll = useCan("alerts:read");
  const alerts = topAlerts([...(expired.data?.items ?? []), ...(expiring.data?.items ?? [])]);
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          <AlertTriangle className="size-4 text-warning-amber" aria-hidden /> Expiry Alerts
        </CardTitle>
        {total > 0 && <span className="text-xs text-muted-foreground">{total} total</span>}
      </CardHeader>
      <CardContent className="grid gap-2">
        {/* about an alert's height (name, document and date, days), so the panel below does not jump */}
        {isLoading && Array.from({ length: 3 }, (_, i) => <Skeleton key={i} className="h-24 w-full" />)}
        {isError && <p className="text-sm text-muted-foreground">Failed to fetch expiring documents</p>}
        {!isLoading && !isError && alerts.length === 0 && (
          <p className="py-4 text-center text-sm text-muted-foreground">No expiring documents</p>
        )}
        {alerts.map((a) => (
          <Link
            key={a.document.id}
            to={`/documents?highlight=${a.crewMember.id}`}
            className="flex items-start justify-between gap-2 rounded-md border p-3 text-sm hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            <span className="min-w-0">
              <span className="block font-medium">
                {a.crewMember.firstName} {a.crewMember.lastName}
              </span>
              <span className="block text-muted-foreground">
                {a.document.documentType} · {expiryText(a.document.expiryDate, a.daysUntilExpiry)}
              </span>
              <span className="block text-xs text-muted-foreground">{daysText(a.daysUntilExpiry)}</span>
            </span>
            <SeverityBadge severity={a.severity} />
          </Link>
        ))}
        {mayViewAll && (
          <Button variant="outline" asChild className="mt-1">
            <Link to="/alerts">View All Alerts</Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
