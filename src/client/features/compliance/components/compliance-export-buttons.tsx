// Export the matrix as shown (vessel, rank and placement filters applied) as CSV or .xlsx, through the
// one export path (lib/csv-export.ts) and its pair of buttons.
import { ExportButtons } from "@/components/export-buttons";
import { useCsvExport } from "@/lib/csv-export";
import { appToday } from "@/lib/today";
import type { ComplianceColumn, ComplianceRow } from "../api";
import { complianceFileBase, complianceTable } from "../compliance-export";

export function ComplianceExportButtons({
  vesselName,
  columns,
  rows,
}: {
  vesselName: string;
  columns: readonly ComplianceColumn[];
  rows: readonly ComplianceRow[];
}) {
  const csv = useCsvExport();
  return (
    <ExportButtons
      csvLabel="Export CSV"
      busy={csv.exportingFormat}
      onExport={(format) =>
        csv.run(
          {
            fetchAll: async () => rows,
            rows: (records) => complianceTable(columns, records),
            fileName: (now) => `${complianceFileBase(vesselName, appToday(now))}.csv`,
            report: `Compliance matrix (${vesselName})`,
            emptyText: "No crew in the matrix to export",
            failureText: "Unable to export the compliance matrix. Please try again.",
          },
          format,
        )
      }
    />
  );
}
