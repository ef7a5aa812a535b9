// "Export List" / "Export" button: exports the crew matching the current filters, showing progress.
import { Download, Loader2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { VesselOption } from "@/features/vessels/api";
import { exportCsv } from "@/lib/csv-export";
import { appToday } from "@/lib/today";
import type { CrewListFilters } from "../api";
import { buildCrewCsv, crewExportFileName, fetchAllCrew } from "./crew-export";

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
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  async function run() {
    setProgress({ done: 0, total: 0 });
    await exportCsv({
      fetchAll: () => fetchAllCrew(filters, (done, total) => setProgress({ done, total })),
      build: (crew, now) => buildCrewCsv(crew, describeCrewFilters(filters, vessels), now, appToday(now)),
      fileName: crewExportFileName,
      report: "Crew list",
      emptyText: "No crew members found to export",
      failureText: "Unable to export crew list. Please try again.",
    });
    setProgress(null);
  }

  const busy = progress !== null;
  return (
    <Button variant="outline" onClick={run} disabled={busy} aria-live="polite">
      {busy ? <Loader2 className="size-4 animate-spin" /> : <Download className="size-4" />}
      {busy
        ? progress.total > 0
          ? `Exporting ${progress.done} of ${progress.total}...`
          : "Exporting..."
        : label}
    </Button>
  );
}
