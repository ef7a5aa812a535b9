// The one severity scale (DESIGN §5.8) by name, apart from the rules in expiry.ts so the header's bell
// can name a level without loading them.
/**
 * The levels, used by alerts, the bell, the dashboard, reports, reminders and
 * exports: expired (past), critical, warning, info (the configured windows), upcoming (beyond info, up
 * to whatever window was asked for).
 */
export const SEVERITY_LEVELS = ["expired", "critical", "warning", "info", "upcoming"] as const;
export type AlertSeverity = (typeof SEVERITY_LEVELS)[number];
/** A level's short name: "Expired", "Critical", ... */
export const SEVERITY_SHORT_LABELS: Record<AlertSeverity, string> = {
  expired: "Expired",
  critical: "Critical",
  warning: "Warning",
  info: "Info",
  upcoming: "Upcoming",
};
