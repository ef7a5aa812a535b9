// Export the matrix as shown (vessel, rank and placement filters applied) to CSV; the .xlsx button goes
// through the same export path.
import { Download, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { buildCsv } from "@/lib/csv";
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
  const run = () =>
    csv.run({
      fetchAll: async () => rows,
      build: (records) => buildCsv(complianceTable(columns, records)),
      fileName: (now) => `${complianceFileBase(vesselName, appToday(now))}.csv`,
      report: `Compliance matrix (${vesselName})`,
      emptyText: "No crew in the matrix to export",
      failureText: "Unable to export the compliance matrix. Please try again.",
    });
  return (
    <Button variant="outline" onClick={run} disabled={csv.exporting}>
      {csv.exporting ? <Loader2 className="size-4 animate-spin" /> : <Download className="size-4" />}
      {csv.exporting ? "Exporting..." : "Export CSV"}
    </Button>
  );
}
