// "Export List" / "Export" (CSV) and "Excel (.xlsx)": export the crew matching the current filters,
// showing progress.
import { useState } from "react";
import { ExportButtons } from "@/components/export-buttons";
import type { VesselOption } from "@/features/vessels/api";
import { type ExportFormat, exportCsv } from "@/lib/csv-export";
import { appToday } from "@/lib/today";
import type { CrewListFilters } from "../api";
import { crewExportFileName, crewRows, fetchAllCrew } from "./crew-export";

export function describeCrewFilters(filters: CrewListFilters, vessels: readonly VesselOption[] = []): string {
  const parts: string[] = [];
  if (filters.q) parts.push(`Search "${filters.q}"`);
  if (filters.vesselId === "none") parts.push("Vessel: Not assigned");
  else if (filters.vesselId)
    parts.push(`Vessel: ${vessels.find((v) => v.id === filters.vesselId)?.name ?? filters.vesselId}`);
  if (filters.status) parts.push(`Status: ${filters.status}`);
  return parts.length ? parts.join("; ") : "None (all crew)";
}

export function CrewExportButton({
  filters = {},
  vessels,
  label = "Export List",
}: {
  filters?: CrewListFilters;
  vessels?: readonly VesselOption[];
  label?: string;
}) {
  const [progress, setProgress] = useState<{ done: number; total: number; format: ExportFormat } | null>(
    null,
  );

  async function run(format: ExportFormat) {
    setProgress({ done: 0, total: 0, format });
    await exportCsv(
      {
        fetchAll: () => fetchAllCrew(filters, (done, total) => setProgress({ done, total, format })),
        rows: (crew, now) => crewRows(crew, describeCrewFilters(filters, vessels), now, appToday(now)),
        fileName: crewExportFileName,
        report: "Crew list",
        emptyText: "No crew members found to export",
        failureText: "Unable to export crew list. Please try again.",
      },
      format,
    );
    setProgress(null);
  }

  return (
    <ExportButtons
      csvLabel={label}
      onExport={run}
      busy={progress?.format ?? null}
      busyLabel={
        progress && progress.total > 0 ? `Exporting ${progress.done} of ${progress.total}...` : "Exporting..."
      }
    />
  );
}
