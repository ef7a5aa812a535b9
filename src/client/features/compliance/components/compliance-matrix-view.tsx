// The compliance matrix screen's body: vessel, rank and placement filters (kept in the URL), the vessel
// summary, the grid, and the exports. Rank and placement narrow the rows of the vessel's matrix.
import { FilterSelect } from "@/components/filter-select";
import { QueryState } from "@/components/query-state";
import { useVesselOptions } from "@/features/vessels/api";
import { useUrlFilters } from "@/lib/use-url-filters";
import { type ComplianceMatrix, useComplianceMatrix } from "../api";
import { ComplianceExportButtons } from "./compliance-export-buttons";
import { ComplianceGrid } from "./compliance-grid";
import { ComplianceSummary } from "./compliance-summary";

const PLACEMENTS = [
  { value: "all", label: "Aboard and planned" },
  { value: "aboard", label: "Aboard" },
  { value: "planned", label: "Planned to join" },
] as const;
type PlacementFilter = (typeof PLACEMENTS)[number]["value"];

function filterRows(m: ComplianceMatrix, rank: string, placement: PlacementFilter) {
  return m.rows.filter(
    (r) => (rank === "all" || r.rank === rank) && (placement === "all" || r.placement === placement),
  );
}

export function ComplianceMatrixView() {
  const url = useUrlFilters();
  const vessels = useVesselOptions();
  const vesselId = url.get("vessel") || vessels.data?.[0]?.id || "";
  const rank = url.get("rank") || "all";
  const placement = (url.get("placement") || "all") as PlacementFilter;
  const query = useComplianceMatrix(vesselId);
  const ranks = [...new Set(query.data?.rows.map((r) => r.rank) ?? [])].sort();
  const rows = query.data ? filterRows(query.data, rank, placement) : [];
  return (
    <div className="space-y-4">
      {query.data && (
        <p className="hidden text-sm print:block">
          <span className="font-semibold">{query.data.vessel.name}</span>
          {` · Rank: ${rank === "all" ? "all" : rank} · Placement: ${PLACEMENTS.find((p) => p.value === placement)?.label ?? placement}`}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2 print:hidden">
        <FilterSelect
          label="Vessel"
          className="w-full sm:w-56"
          value={vesselId}
          onChange={(v) => url.set({ vessel: v, rank: null })}
          options={(vessels.data ?? []).map((v) => ({ value: v.id, label: v.name }))}
        />
        <FilterSelect
          label="Rank"
          className="w-full sm:w-48"
          value={rank}
          onChange={(v) => url.set({ rank: v === "all" ? null : v })}
          options={[{ value: "all", label: "All ranks" }, ...ranks.map((r) => ({ value: r, label: r }))]}
        />
        <FilterSelect
          label="Placement"
          className="w-full sm:w-48"
          value={placement}
          onChange={(v) => url.set({ placement: v === "all" ? null : v })}
          options={PLACEMENTS}
        />
        {query.data && (
          <ComplianceExportButtons
            vesselName={query.data.vessel.name}
            columns={query.data.columns}
            rows={rows}
          />
        )}
      </div>
      {vesselId === "" && !vessels.isPending ? (
        <p className="text-sm text-muted-foreground">No vessels yet: add one in Fleet Management.</p>
      ) : (
        <QueryState
          query={query}
          label="Loading the compliance matrix"
          error="Could not load the compliance matrix"
          retry
          loadingRows={5}
          rowClassName="h-12"
        >
          {(m) => (
            <div className="space-y-4">
              <ComplianceSummary summary={m.summary} />
              {rows.length === 0 ? (
                <p className="py-6 text-center text-muted-foreground">
                  {m.rows.length === 0
                    ? `Nobody is aboard ${m.vessel.name} or planned to join it.`
                    : "No crew match these filters."}
                </p>
              ) : (
                <ComplianceGrid columns={m.columns} rows={rows} vesselName={m.vessel.name} />
              )}
            </div>
          )}
        </QueryState>
      )}
    </div>
  );
}
