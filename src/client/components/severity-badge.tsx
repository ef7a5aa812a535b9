// The one severity scale on screen (DESIGN §5.8): expired, critical, warning, info, upcoming. Its badge
// colours, chart colours and wording are defined here once; alerts, the bell, the dashboard and reports
// all read them.
import { type AlertSeverity, SEVERITY_SHORT_LABELS } from "@shared/severity";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { formatDisplayDate } from "@/lib/format";

const VARIANT: Record<AlertSeverity, NonNullable<BadgeProps["variant"]>> = {
  expired: "destructive",
  critical: "danger",
  warning: "warning",
  info: "info",
  upcoming: "secondary",
};

/** Fill colours for charts, in the badges' order of urgency. */
export const SEVERITY_CHART_COLORS: Record<AlertSeverity, string> = {
  expired: "var(--destructive)",
  critical: "color-mix(in oklab, var(--destructive) 55%, var(--warning-amber))",
  warning: "var(--warning-amber)",
  info: "var(--ocean-blue)",
  upcoming: "var(--muted-foreground)",
};

export function SeverityBadge({ severity }: { severity: AlertSeverity }) {
  return (
    <Badge variant={VARIANT[severity]} data-severity={severity}>
      {SEVERITY_SHORT_LABELS[severity]}
    </Badge>
  );
}

/** "Expired on Aug 27, 2026" once past, else "Expires Aug 27, 2026". */
export function expiryText(expiryDate: string, daysUntilExpiry: number): string {
  return `${daysUntilExpiry < 0 ? "Expired on" : "Expires"} ${formatDisplayDate(expiryDate)}`;
}

/** "12 days remaining", "Expires today", "Expired 2 days ago". */
export function daysText(days: number): string {
  if (days === 0) return "Expires today";
  if (days < 0) return `Expired ${-days} day${days === -1 ? "" : "s"} ago`;
  return `${days} day${days === 1 ? "" : "s"} remaining`;
}
