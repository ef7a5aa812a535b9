// Alert severity badge (spec §4): critical red, warning amber, info blue.
import type { TExpiryAlert } from "@shared/alerts";
import { Badge } from "@/components/ui/badge";

const VARIANT = { critical: "danger", warning: "warning", info: "info" } as const;
const LABEL = { critical: "Critical", warning: "Warning", info: "Info" } as const;

export function SeverityBadge({ severity }: { severity: TExpiryAlert["severity"] }) {
  return <Badge variant={VARIANT[severity]}>{LABEL[severity]}</Badge>;
}

/** "Expires in 3 days", "Expires today", "Expired 2 days ago". */
export function daysText(days: number): string {
  if (days === 0) return "Expires today";
  if (days < 0) return `Expired ${-days} day${days === -1 ? "" : "s"} ago`;
  return `${days} day${days === 1 ? "" : "s"} remaining`;
}
