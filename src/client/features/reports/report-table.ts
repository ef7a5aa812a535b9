// The primary table of each report as plain cells: the screen renders it and the CSV export writes the
// very same rows, so an export always matches what is on screen.

import { severityLabel } from "@shared/expiry";
import { DOCUMENT_TYPE_LABELS, VESSEL_STATUS_LABELS } from "@shared/options";
import {
  REPORT_RANGE_LABELS,
  REPORT_TYPE_LABELS,
  type Report,
  type ReportRange,
  type ReportType,
} from "@shared/reports";
import { COMPLIANT_DEFINITION } from "@shared/required-certificates";
import { SEVERITY_LEVELS } from "@shared/severity";
import type { CsvCell } from "@/lib/csv";

export interface ReportTable {
  caption: string;
  columns: string[];
  rows: CsvCell[][];
}

/** The spec's file name with the range it covers: "compliance-report-2030-02-13-to-2030-03-15.csv". */
export function reportFileName(report: Pick<Report, "type" | "from" | "to">): string {
  return `${report.type}-report-${report.from}-to-${report.to}.csv`;
}

/** The export's first line: which report and the dates it covers. */
export function reportTitleRow(report: Pick<Report, "type" | "from" | "to">): CsvCell[] {
  return [`${REPORT_TYPE_LABELS[report.type]} report`, `${report.from} to ${report.to}`];
}

/** The whole export: the title line naming the range, a blank line, then the table as on screen. */
export function reportExportRows(report: Report): CsvCell[][] {
  const table = reportTable(report);
  return [reportTitleRow(report), [], table.columns, ...table.rows];
}

/** What the day range means for each report, said on screen. */
export const RANGE_MEANING: Record<ReportType, (days: ReportRange) => string> = {
  overview: (d) =>
    `Trends compare today with ${d} days ago; document figures cover documents expired or expiring within the next ${d} days; activity counts the last ${d} days.`,
  compliance: (d) => `Documents already expired or expiring within the next ${d} days.`,
  "crew-analysis": (d) =>
    `Crew added and contracts started within the last ${d} days, beside the totals on file.`,
  "vessel-utilization": (d) =>
    `Crew assigned today; "Contracts in range" counts contracts on each vessel active at any time in the last ${d} days.`,
};

const STATUS_LABELS: Record<string, string> = { active: "Active", onLeave: "On Leave", inactive: "Inactive" };
export const crewStatusLabel = (s: string) => STATUS_LABELS[s] ?? s;
const pct = (v: number | null) => (v === null ? "—" : `${v}%`);

export function reportTable(report: Report): ReportTable {
  const range = REPORT_RANGE_LABELS[report.days as ReportRange] ?? `${report.days} Days`;
  switch (report.type) {
    case "overview":
      return {
        caption: `Overview figures (${range})`,
        columns: ["Category", "Metric", "Value"],
        rows: [
          ["Summary", "Active Crew", report.activeCrew.value],
          ["Summary", "Active Vessels", report.activeVessels.value],
          ["Summary", "Pending Actions", report.pendingActions.value],
          ["Summary", `Compliance Rate (${COMPLIANT_DEFINITION})`, pct(report.complianceRate)],
          ...SEVERITY_LEVELS.map((s): CsvCell[] => [
            "Document Compliance",
            severityLabel(s),
            report.documentCompliance[s],
          ]),
          ...report.crewStatus.map((c): CsvCell[] => [
            "Crew Status",
            crewStatusLabel(c.status),
            `${c.count} (${c.percent}%)`,
          ]),
          ["Activity", `Audit entries in the last ${report.days} days`, report.activityInRange],
        ],
      };
    case "compliance":
      return {
        caption: `Documents expired or expiring within ${report.days} days`,
        columns: ["Crew Member", "Type", "Expiry", "Days Remaining", "Severity"],
        rows: report.rows.map((r) => [
          r.crewName,
          DOCUMENT_TYPE_LABELS[r.type as keyof typeof DOCUMENT_TYPE_LABELS] ?? r.type,
          r.expiryDate,
          r.daysRemaining,
          severityLabel(r.severity),
        ]),
      };
    case "crew-analysis":
      return {
        caption: `Crew and contract statistics (${range})`,
        columns: ["Category", "Item", "Count"],
        rows: [
          ["Crew", "Total", report.crew.total],
          ["Crew", "Active", report.crew.active],
          ["Crew", "On Leave", report.crew.onLeave],
          ["Crew", "Inactive", report.crew.inactive],
          ["Crew", `Added in the last ${report.days} days`, report.crew.addedInRange],
          ["Contracts", "Total", report.contracts.total],
          ["Contracts", "Active", report.contracts.active],
          ["Contracts", "Completed", report.contracts.completed],
          ["Contracts", "Terminated", report.contracts.terminated],
          ["Contracts", `Started in the last ${report.days} days`, report.contractsStartedInRange.total],
          ...report.nationalities.map((n): CsvCell[] => ["Nationality", n.label, n.count]),
          ...report.ranks.map((n): CsvCell[] => ["Rank", n.label, n.count]),
        ],
      };
    case "vessel-utilization":
      return {
        caption: "Crew assigned per vessel against capacity",
        columns: ["Vessel", "Crew Assigned", "Capacity", "Utilization %", "Status", "Contracts in Range"],
        rows: report.rows.map((r) => [
          r.name,
          r.crewAssigned,
          r.capacity,
          r.utilization,
          VESSEL_STATUS_LABELS[r.status as keyof typeof VESSEL_STATUS_LABELS] ?? r.status,
          r.contractsInRange,
        ]),
      };
  }
}
