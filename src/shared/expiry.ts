// Expiry rules (spec §4, DESIGN §6): contract state, document status and alert severity, all derived
// from calendar dates at read time so they are never stale.
import { daysBetween } from "./dates";

export const EXPIRY_WINDOW_DAYS = 30;

export interface AlertWindows {
  critical: number;
  warning: number;
  info: number;
}
export const DEFAULT_ALERT_WINDOWS: AlertWindows = { critical: 7, warning: 15, info: 30 };

export type DocumentStatus = "valid" | "expiring" | "expired";
export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  valid: "Valid",
  expiring: "Expiring Soon",
  expired: "Expired",
};

/** Expired when past, Expiring Soon within 30 days (today counts as 0 days), otherwise Valid. */
export function documentStatus(expiryDate: string, today: string): DocumentStatus {
  const days = daysBetween(today, expiryDate);
  if (days < 0) return "expired";
  if (days <= EXPIRY_WINDOW_DAYS) return "expiring";
  return "valid";
}

export type AlertSeverity = "critical" | "warning" | "info";

/** critical ≤7 days (and anything already expired), warning ≤15, info ≤30; null beyond the info window. */
export function alertSeverity(
  daysUntilExpiry: number,
  windows: AlertWindows = DEFAULT_ALERT_WINDOWS,
): AlertSeverity | null {
  if (daysUntilExpiry <= windows.critical) return "critical";
  if (daysUntilExpiry <= windows.warning) return "warning";
  if (daysUntilExpiry <= windows.info) return "info";
  return null;
}

export type ContractState = "active" | "expiring" | "expired" | "none";

export interface ContractLike {
  status: string;
  endDate: string;
}

/** Whole days left on an active contract; 0 when there is none, it is not active, or it has ended. */
export function contractDaysRemaining(contract: ContractLike | null | undefined, today: string): number {
  if (contract?.status !== "active") return 0;
  return Math.max(0, daysBetween(today, contract.endDate));
}

export function contractState(contract: ContractLike | null | undefined, today: string): ContractState {
  if (contract?.status !== "active") return "none";
  const days = daysBetween(today, contract.endDate);
  if (days < 0) return "expired";
  if (days <= EXPIRY_WINDOW_DAYS) return "expiring";
  return "active";
}

/** Badge colour of the crew table's contract column: green active, amber expiring, red expired, else grey. */
export function contractBadgeColor(state: ContractState): "green" | "amber" | "red" | "grey" {
  return state === "active" ? "green" : state === "expiring" ? "amber" : state === "expired" ? "red" : "grey";
}
