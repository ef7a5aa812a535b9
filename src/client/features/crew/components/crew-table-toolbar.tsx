// The crew table's toolbar: search as you type (debounced, sent to the server) and the vessel filter.

import { useState } from "react";
import { SearchInput } from "@/components/search-input";
import { VesselPicker } from "@/features/vessels";
import { useSearch } from "@/lib/use-debounced-value";
import type { CrewListFilters } from "../api";

const ALL_VESSELS = "all";
const VESSEL_FILTER_CHOICES = [
  { value: ALL_VESSELS, label: "All Vessels" },
  { value: "none", label: "Not assigned" },
];

export function useCrewFilters() {
  const search = useSearch();
  const [vessel, setVessel] = useState(ALL_VESSELS);
  const filters: CrewListFilters = {
    q: search.q || undefined,
    vesselId: vessel === ALL_VESSELS ? undefined : vessel,
  };
  return { search: search.input, vessel, setVessel, filters };
}

export function CrewTableToolbar({
  search,
  vessel,
  setVessel,
}: Pick<ReturnType<typeof useCrewFilters>, "search" | "vessel" | "setVessel">) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <SearchInput {...search} label="Search crew" placeholder="Search by name, nationality or rank..." />
      <div className="sm:w-56">
        <VesselPicker
          id="crew-vessel-filter"
          ariaLabel="Filter by vessel"
          value={vessel}
          onChange={setVessel}
          fixed={VESSEL_FILTER_CHOICES}
        />
      </div>
    </div>
  );
}
