// The matrix as a table for export (CSV and .xlsx share it): one row per member, per certificate type its
// status and expiry date.
import { COMPLIANCE_CELL_LABELS } from "@shared/compliance";
import type { CsvCell } from "@/lib/csv";
import type { ComplianceColumn, ComplianceRow } from "./api";

export function complianceTable(
  columns: readonly ComplianceColumn[],
  rows: readonly ComplianceRow[],
): CsvCell[][] {
  const header = [
    "Crew member",
    "Rank",
    "Placement",
    "Join date",
    "Compliant",
    ...columns.flatMap((c) => [c.name, `${c.name} expiry`]),
  ];
  const body = rows.map((r) => [
    r.name,
    r.rank,
    r.placement === "aboard" ? "Aboard" : "Planned",
    r.joinDate ?? "",
    r.compliant ? "Yes" : "No",
    ...r.cells.flatMap((c) => [COMPLIANCE_CELL_LABELS[c.status], c.expiryDate ?? ""]),
  ]);
  return [header, ...body];
}

/** "compliance-mv-atlantic-2026-03-20" (without the extension). */
export function complianceFileBase(vesselName: string, today: string): string {
  const slug = vesselName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `compliance-${slug || "vessel"}-${today}`;
}
