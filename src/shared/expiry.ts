// Expiry rules (spec §4, DESIGN §6): contract state, document status and alert severity, all derived
// from calendar dates at read time so they are never stale.
import { daysBetween } from "./dates";
import type { AlertSeverity } from "./severity";

export const EXPIRY_WINDOW_DAYS = 30;

export interface AlertWindows {
  critical: number;
  warning: number;
  info: number;
}
export const DEFAULT_ALERT_WINDOWS: AlertWindows = { critical: 7, warning: 15, info: 30 };

/**
 * An expiry ladder: the levels of a date `days` days away, most urgent first. A date takes the first
 * step whose `upTo` it does not pass (days ≤ upTo), else `beyond`. Every expiry rule here, and the SQL
 * built from it (src/server/lib/expiry-sql.ts), reads one of these ladders, so a new level or threshold
 * is one edit to a ladder.
 */
export interface ExpiryLadder<L extends string> {
  steps: readonly { level: L; upTo: number }[];
  beyond: L | null;
}

/** Days remaining below 0: the date has passed. */
export const EXPIRED_UP_TO = -1;

export function levelOf<L extends string>(ladder: ExpiryLadder<L>, days: number): L | null {
  return ladder.steps.find((s) => days <= s.upTo)?.level ?? ladder.beyond;
}

export const DOCUMENT_STATUS_LABELS = {
  valid: "Valid",
  expiring: "Expiring Soon",
  expired: "Expired",
};
export type DocumentStatus = keyof typeof DOCUMENT_STATUS_LABELS;

export const DOCUMENT_STATUS_LADDER: ExpiryLadder<DocumentStatus> = {
  steps: [
    { level: "expired", upTo: EXPIRED_UP_TO },
    { level: "expiring", upTo: EXPIRY_WINDOW_DAYS },
  ],
  beyond: "valid",
};

/** Expired when past, Expiring Soon within 30 days (today counts as 0 days), otherwise Valid. */
export function documentStatus(expiryDate: string, today: string): DocumentStatus {
  return levelOf(DOCUMENT_STATUS_LADDER, daysBetween(today, expiryDate)) as DocumentStatus;
}

/** The same scale under the reports' name. */
export type ComplianceLevel = AlertSeverity;

/** The alert ladder: expired, critical, warning, info; upcoming beyond the info window. */
export function alertSeverityLadder(
  windows: AlertWindows = DEFAULT_ALERT_WINDOWS,
): ExpiryLadder<AlertSeverity> {
  return {
    steps: [
      { level: "expired", upTo: EXPIRED_UP_TO },
      { level: "critical", upTo: windows.critical },
      { level: "warning", upTo: windows.warning },
      { level: "info", upTo: windows.info },
    ],
    beyond: "upcoming",
  };
}

/** expired when past, critical ≤7 days, warning ≤15, info ≤30, upcoming beyond. */
export function alertSeverity(
  daysUntilExpiry: number,
  windows: AlertWindows = DEFAULT_ALERT_WINDOWS,
): AlertSeverity {
  return levelOf(alertSeverityLadder(windows), daysUntilExpiry) as AlertSeverity;
}

/** A level's name with its window: "Critical (≤7 days)", "Upcoming (>30 days)". */
export function severityLabel(level: AlertSeverity, windows: AlertWindows = DEFAULT_ALERT_WINDOWS): string {
  switch (level) {
    case "expired":
      return "Expired";
    case "critical":
      return `Critical (≤${windows.critical} days)`;
    case "warning":
      return `Warning (≤${windows.warning} days)`;
    case "info":
      return `Info (≤${windows.info} days)`;
    case "upcoming":
      return `Upcoming (>${windows.info} days)`;
  }
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

/** An active contract's state by its end date: the same thresholds as a document's status. */
export const CONTRACT_STATE_LADDER: ExpiryLadder<Exclude<ContractState, "none">> = {
  steps: [
    { level: "expired", upTo: EXPIRED_UP_TO },
    { level: "expiring", upTo: EXPIRY_WINDOW_DAYS },
  ],
  beyond: "active",
};

export function contractState(contract: ContractLike | null | undefined, today: string): ContractState {
  if (contract?.status !== "active") return "none";
  return levelOf(CONTRACT_STATE_LADDER, daysBetween(today, contract.endDate)) ?? "active";
}

/** Badge colour of the crew table's contract column: green active, amber expiring, red expired, else grey. */
export function contractBadgeColor(state: ContractState): "green" | "amber" | "red" | "grey" {
  return state === "active" ? "green" : state === "expiring" ? "amber" : state === "expired" ? "red" : "grey";
}
