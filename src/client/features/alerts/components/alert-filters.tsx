// The alerts screen's toolbar: search (crew name or document number), severity, document type and
// vessel, all kept in the URL so a filtered view can be shared; the server does the filtering.

import { DOCUMENT_TYPE_LABELS } from "@shared/options";
import { SEVERITY_LEVELS, SEVERITY_SHORT_LABELS } from "@shared/severity";
import { FilterSelect } from "@/components/filter-select";
import { SearchInput } from "@/components/search-input";
import { useVesselOptions } from "@/features/vessels/api";
import { useUrlFilters, useUrlSearch } from "@/lib/use-url-filters";
import type { AlertFilters } from "../api";

const ALL = "all";
const SEVERITY_OPTIONS = [
  { value: ALL, label: "All Severity" },
  ...SEVERITY_LEVELS.map((s) => ({ value: s, label: SEVERITY_SHORT_LABELS[s] })),
];
const TYPE_OPTIONS = [
  { value: ALL, label: "All Types" },
  ...Object.entries(DOCUMENT_TYPE_LABELS).map(([value, label]) => ({ value, label })),
];

/** The filters in the URL, as the list query takes them. */
export function useAlertFilters(days: number): AlertFilters {
  const { get } = useUrlFilters();
  const pick = (k: string) => get(k) || undefined;
  return { days, q: pick("q"), severity: pick("severity"), type: pick("type"), vesselId: pick("vessel") };
}

export function AlertFiltersBar() {
  const { get, set } = useUrlFilters();
  const search = useUrlSearch("q", { label: "Search alerts", placeholder: "Crew name or document number" });
  const vessels = useVesselOptions();
  const vesselOptions = [
    { value: ALL, label: "All Vessels" },
    ...(vessels.data ?? []).map((v) => ({ value: v.id, label: v.name })),
  ];
  const select = (key: string) => ({
    value: get(key) || ALL,
    onChange: (v: string) => set({ [key]: v === ALL ? null : v }),
  });
  return (
    <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto sm:flex-wrap sm:items-center">
      <SearchInput {...search.input} className="col-span-2 min-w-48" />
      <FilterSelect
        label="Filter by severity"
        options={SEVERITY_OPTIONS}
        className="w-full sm:w-36"
        {...select("severity")}
      />
      <FilterSelect
        label="Filter by document type"
        options={TYPE_OPTIONS}
        className="w-full sm:w-44"
        {...select("type")}
      />
      <FilterSelect
        label="Filter by vessel"
        options={vesselOptions}
        className="w-full sm:w-44"
        {...select("vessel")}
      />
    </div>
  );
}
