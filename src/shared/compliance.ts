// The compliance matrix: one vessel's crew aboard and planned to join × the certificate
// types their ranks need there, each cell the state of the member's current document of that type.
import { labelledValues } from "./labelled";

/** A cell: the document statuses of the expiry ladder, plus missing and not required for that rank. */
export const COMPLIANCE_CELL_LABELS = {
  valid: "Valid",
  expiring: "Expiring",
  expired: "Expired",
  missing: "Missing",
  not_required: "Not required",
};
export const COMPLIANCE_CELL_STATUSES = labelledValues(COMPLIANCE_CELL_LABELS);
export type ComplianceCellStatus = (typeof COMPLIANCE_CELL_STATUSES)[number];

/** A cell that makes its member non-compliant (a required document missing or already expired). */
export const isNonCompliantCell = (status: ComplianceCellStatus) =>
  status === "missing" || status === "expired";

/** Where a row's member stands with the vessel: aboard now, or planned to join (a scheduled join). */
export const COMPLIANCE_PLACEMENTS = ["aboard", "planned"] as const;
export type CompliancePlacement = (typeof COMPLIANCE_PLACEMENTS)[number];

/** The summary of one group of rows: how many, how many compliant, the whole percent (rounded down). */
export function complianceSummary(rows: readonly { compliant: boolean }[]) {
  const compliant = rows.filter((r) => r.compliant).length;
  return {
    total: rows.length,
    compliant,
    percent: rows.length === 0 ? null : Math.floor((compliant * 100) / rows.length),
  };
}
