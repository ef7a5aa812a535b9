// The Document Center's search box, type (the certificate catalogue) and status filters, and whether
// superseded documents (renewal history) are listed too.

import type { TDocument } from "@shared/documents";
import { useId } from "react";
import { type FilterOption, FilterSelect } from "@/components/filter-select";
import { SearchInput } from "@/components/search-input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { useCertificateTypes } from "@/features/certificates/api";

export type TypeFilter = "all" | TDocument["type"];
export type StatusFilter = "all" | TDocument["status"];

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
  history,
  onHistory,
}: {
  search: { value: string; onChange: (text: string) => void };
  type: TypeFilter;
  onType: (t: TypeFilter) => void;
  status: StatusFilter;
  onStatus: (s: StatusFilter) => void;
  history: boolean;
  onHistory: (on: boolean) => void;
}) {
  const types = useCertificateTypes();
  const historyId = useId();
  const typeOptions: FilterOption<TypeFilter>[] = [
    { value: "all", label: "All Types" },
    ...(types.data ?? []).map((t) => ({ value: t.code, label: t.name })),
  ];
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
          options={typeOptions}
          className="md:w-48"
        />
        <FilterSelect
          label="Filter by status"
          value={status}
          onChange={onStatus}
          options={STATUS_OPTIONS}
          className="md:w-40"
        />
        <div className="col-span-2 flex items-center gap-2 md:col-span-1">
          <Switch id={historyId} checked={history} onCheckedChange={onHistory} />
          <Label htmlFor={historyId} className="cursor-pointer whitespace-nowrap">
            Show history
          </Label>
        </div>
      </div>
    </div>
  );
}
