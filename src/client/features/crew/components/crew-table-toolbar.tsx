// The crew table's toolbar: search as you type (debounced, sent to the server) and the vessel filter.

import { useState } from "react";
import { FilterSelect } from "@/components/filter-select";
import { SearchInput } from "@/components/search-input";
import { useVesselOptions } from "@/features/vessels/api";
import { useSearch } from "@/lib/use-debounced-value";
import type { CrewListFilters } from "../api";

const ALL_VESSELS = "all";

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
  const vessels = useVesselOptions();
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <SearchInput {...search} label="Search crew" placeholder="Search by name, nationality or rank..." />
      <FilterSelect
        label="Filter by vessel"
        value={vessel}
        onChange={setVessel}
        className="sm:w-56"
        options={[
          { value: ALL_VESSELS, label: "All Vessels" },
          { value: "none", label: "Not assigned" },
          ...(vessels.data ?? []).map((v) => ({ value: v.id, label: v.name })),
        ]}
      />
    </div>
  );
}
