// The one severity scale (DESIGN §5.8) by name, apart from the rules in expiry.ts so the header's bell
// can name a level without loading them.
import { labelledValues } from "./labelled";

/**
 * The levels (SEVERITY_LEVELS, in this order), used by alerts, the bell, the dashboard, reports, reminders
 * and exports: expired (past), critical, warning, info (the configured windows), upcoming (beyond info, up
 * to whatever window was asked for); each with its short name: "Expired", "Critical", ...
 */
export const SEVERITY_SHORT_LABELS = {
  expired: "Expired",
  critical: "Critical",
  warning: "Warning",
  info: "Info",
  upcoming: "Upcoming",
};
export const SEVERITY_LEVELS = labelledValues(SEVERITY_SHORT_LABELS);
export type AlertSeverity = (typeof SEVERITY_LEVELS)[number];
