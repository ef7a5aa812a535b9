// The scheduling screen's filters for the calendar and the timeline: vessel and rank, kept in the URL
// (?vessel=&rank=) beside the month and view, so a filtered view can be shared; applied on the server.
import { useQuery } from "@tanstack/react-query";
import { FilterSelect } from "@/components/filter-select";
import { crewFacetsQuery } from "@/features/crew/api";
import { useVesselOptions } from "@/features/vessels/api";
import { useUrlFilters } from "@/lib/use-url-filters";
import type { RotationFilters } from "../api";

const ALL = "all";

export function useRotationFilters(): RotationFilters {
  const { get } = useUrlFilters();
  return { vesselId: get("vessel") || undefined, rank: get("rank") || undefined };
}

export function RotationFiltersBar() {
  const { get, set } = useUrlFilters();
  const vessels = useVesselOptions();
  const facets = useQuery(crewFacetsQuery);
  const select = (key: string) => ({
    value: get(key) || ALL,
    onChange: (v: string) => set({ [key]: v === ALL ? null : v }),
  });
  return (
    <div className="flex flex-wrap gap-2" data-testid="rotation-filters">
      <FilterSelect
        label="Filter by vessel"
        className="w-44"
        {...select("vessel")}
        options={[
          { value: ALL, label: "All Vessels" },
          ...(vessels.data ?? []).map((v) => ({ value: v.id, label: v.name })),
        ]}
      />
      <FilterSelect
        label="Filter by rank"
        className="w-44"
        {...select("rank")}
        options={[
          { value: ALL, label: "All Ranks" },
          ...(facets.data?.ranks ?? []).map((r) => ({ value: r.value, label: r.value })),
        ]}
      />
    </div>
  );
}
