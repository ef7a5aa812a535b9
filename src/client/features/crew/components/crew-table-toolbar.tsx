// The crew table's toolbar: search as you type (debounced, sent to the server) and the vessel filter.
import { Search } from "lucide-react";
import { useState } from "react";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useVesselOptions } from "@/features/vessels/api";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import type { CrewListFilters } from "../api";

const ALL_VESSELS = "all";

export function useCrewFilters() {
  const [search, setSearch] = useState("");
  const [vessel, setVessel] = useState(ALL_VESSELS);
  const q = useDebouncedValue(search.trim(), 250);
  const filters: CrewListFilters = {
    q: q || undefined,
    vesselId: vessel === ALL_VESSELS ? undefined : vessel,
  };
  return { search, setSearch, vessel, setVessel, filters };
}

export function CrewTableToolbar({
  search,
  setSearch,
  vessel,
  setVessel,
}: Pick<ReturnType<typeof useCrewFilters>, "search" | "setSearch" | "vessel" | "setVessel">) {
  const vessels = useVesselOptions();
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <div className="relative flex-1">
        <Search
          className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Search by name, nationality or rank..."
          aria-label="Search crew"
          className="pl-9"
        />
      </div>
      <Select value={vessel} onValueChange={setVessel}>
        <SelectTrigger className="sm:w-56" aria-label="Filter by vessel">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL_VESSELS}>All Vessels</SelectItem>
          <SelectItem value="none">Not assigned</SelectItem>
          {(vessels.data ?? []).map((v) => (
            <SelectItem key={v.id} value={v.id}>
              {v.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
