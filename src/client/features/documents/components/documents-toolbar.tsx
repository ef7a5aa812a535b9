// The Document Center's search box and type and status filters.

import type { TDocument } from "@shared/documents";
import { DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES } from "@shared/options";
import { type FilterOption, FilterSelect } from "@/components/filter-select";
import { SearchInput } from "@/components/search-input";

export type TypeFilter = "all" | TDocument["type"];
export type StatusFilter = "all" | TDocument["status"];

const TYPE_OPTIONS: FilterOption<TypeFilter>[] = [
  { value: "all", label: "All Types" },
  ...DOCUMENT_TYPES.map((t) => ({ value: t, label: DOCUMENT_TYPE_LABELS[t] })),
];
const STATUS_OPTIONS: FilterOption<StatusFilter>[] = [
  { value: "all", label: "All Status" },
  { value: "valid", label: "Valid" },
  { value: "expiring", label: "Expiring" },
  { value: "expired", label: "Expired" },
];

export function DocumentsToolbar({
  search,
  type,
  onType,
  status,
  onStatus,
}: {
  search: { value: string; onChange: (text: string) => void };
  type: TypeFilter;
  onType: (t: TypeFilter) => void;
  status: StatusFilter;
  onStatus: (s: StatusFilter) => void;
}) {
  return (
    <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-center">
      <SearchInput
        {...search}
        label="Search documents"
        placeholder="Search by crew name, type, number or authority..."
      />
      <div className="grid grid-cols-2 gap-3 md:flex">
        <FilterSelect
          label="Filter by type"
          value={type}
          onChange={onType}
          options={TYPE_OPTIONS}
          className="md:w-48"
        />
        <FilterSelect
          label="Filter by status"
          value={status}
          onChange={onStatus}
          options={STATUS_OPTIONS}
          className="md:w-40"
        />
      </div>
    </div>
  );
}
