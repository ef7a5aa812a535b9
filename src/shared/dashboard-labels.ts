// Display labels for the crew's own dashboard.
import type { ContractState } from "./expiry";

export const CONTRACT_STATE_LABELS: Record<ContractState, string> = {
  active: "Active",
  expiring: "Expiring soon",
  expired: "Ended",
  none: "Inactive",
};

/** The crew dashboard's reminder: "1 of your documents expired. 2 expire within 30 days." (singular and
 * plural verbs agree with the count; an empty string for a zero count). */
export function ownDocumentsReminder(expired: number, expiring: number): string {
  const parts = [];
  if (expired > 0) parts.push(`${expired} of your documents expired.`);
  if (expiring > 0) parts.push(`${expiring} ${expiring === 1 ? "expires" : "expire"} within 30 days.`);
  return parts.join(" ");
}
