// The crew table's toolbar: search as you type (debounced) and the filters — vessel, status, rank,
// nationality, contract ending within N days — and the sort, all kept in the URL so a view can be shared,
// and all applied on the server.

import {
  CONTRACT_WITHIN_DAYS,
  CREW_SORT_LABELS,
  CREW_SORTS,
  type CrewSort,
  type SortDirection,
} from "@shared/crew-list";
import { CREW_STATUSES } from "@shared/options";
import { useQuery } from "@tanstack/react-query";
import { ALL, FilterSelect, withAll } from "@/components/filter-select";
import { SearchInput } from "@/components/search-input";
import { VesselPicker } from "@/features/vessels";
import { useUrlFilters, useUrlSearch } from "@/lib/use-url-filters";
import { type CrewListFilters, crewFacetsQuery } from "../api";

const STATUS_LABELS: Record<(typeof CREW_STATUSES)[number], string> = {
  active: "Active",
  onLeave: "On Leave",
  inactive: "Inactive",
};
const isSort = (v: string): v is CrewSort => (CREW_SORTS as readonly string[]).includes(v);
const isStatus = (v: string): v is (typeof CREW_STATUSES)[number] =>
  (CREW_STATUSES as readonly string[]).includes(v);

export function useCrewFilters() {
  const { get, set } = useUrlFilters();
  const search = useUrlSearch("q");
  const within = Number(get("within"));
  const status = get("status");
  const sort = get("sort");
  const filters: CrewListFilters = {
    q: search.q || undefined,
    vesselId: get("vessel") || undefined,
    status: isStatus(status) ? status : undefined,
    rank: get("rank") || undefined,
    nationality: get("nationality") || undefined,
    contractEndsWithin: Number.isInteger(within) && within > 0 ? within : undefined,
    sort: isSort(sort) ? sort : undefined,
    dir: get("dir") === "desc" ? "desc" : undefined,
  };
  const setSort = (column: CrewSort, dir: SortDirection) =>
    set({ sort: column === "name" ? null : column, dir: dir === "desc" ? dir : null });
  return { search: search.input, filters, set, setSort };
}

const facetOptions = (all: string, values: { value: string; count: number }[] = []) =>
  withAll(
    all,
    values.map((f) => ({ value: f.value, label: `${f.value} (${f.count})` })),
  );
const STATUS_OPTIONS = withAll(
  "All Statuses",
  CREW_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
);
const WITHIN_OPTIONS = withAll(
  "Any contract end",
  CONTRACT_WITHIN_DAYS.map((d) => ({ value: String(d), label: `Contract ends ≤ ${d} days` })),
);

export function CrewTableToolbar({ search, filters, set }: ReturnType<typeof useCrewFilters>) {
  const facets = useQuery(crewFacetsQuery);
  // each filter: its URL key, its name for screen readers, its width, its value and its choices
  const filterSelects = [
    {
      key: "status",
      label: "Filter by status",
      className: "sm:w-36",
      value: filters.status,
      options: STATUS_OPTIONS,
    },
    {
      key: "rank",
      label: "Filter by rank",
      className: "sm:w-48",
      value: filters.rank,
      options: facetOptions("All Ranks", facets.data?.ranks),
    },
    {
      key: "nationality",
      label: "Filter by nationality",
      className: "sm:w-44",
      value: filters.nationality,
      options: facetOptions("All Nationalities", facets.data?.nationalities),
    },
    {
      key: "within",
      label: "Filter by contract end",
      className: "sm:w-52",
      value: filters.contractEndsWithin,
      options: WITHIN_OPTIONS,
    },
  ];
  return (
    <div className="flex flex-col gap-3 print:hidden">
      <SearchInput {...search} label="Search crew" placeholder="Search by name, nationality or rank..." />
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <div className="col-span-2 sm:w-56">
          <VesselPicker
            id="crew-vessel-filter"
            ariaLabel="Filter by vessel"
            value={filters.vesselId ?? ALL}
            onChange={(v) => set({ vessel: v === ALL ? null : v })}
            fixed={[
              { value: ALL, label: "All Vessels" },
              { value: "none", label: "Not assigned" },
            ]}
          />
        </div>
        {filterSelects.map((f) => (
          <FilterSelect
            key={f.key}
            label={f.label}
            className={f.className}
            value={f.value === undefined ? ALL : String(f.value)}
            onChange={(v) => set({ [f.key]: v === ALL ? null : v })}
            options={f.options}
          />
        ))}
        <FilterSelect
          label="Sort by"
          className="sm:hidden"
          value={`${filters.sort ?? "name"}:${filters.dir ?? "asc"}`}
          onChange={(v) => {
            const [sort, dir] = v.split(":");
            set({ sort: sort === "name" ? null : sort, dir: dir === "desc" ? dir : null });
          }}
          options={CREW_SORTS.flatMap((s) => [
            { value: `${s}:asc`, label: `${CREW_SORT_LABELS[s]} ↑` },
            { value: `${s}:desc`, label: `${CREW_SORT_LABELS[s]} ↓` },
          ])}
        />
      </div>
    </div>
  );
}
