// Status filter of the vessel lists: "All Status" or one vessel status.

import { VESSEL_STATUS_LABELS, VESSEL_STATUSES } from "@shared/options";
import type { TVesselStatus } from "@shared/vessels";
import { FilterSelect } from "@/components/filter-select";
import { cn } from "@/lib/utils";

export type VesselStatusFilterValue = TVesselStatus | "all";
const OPTIONS: { value: VesselStatusFilterValue; label: string }[] = [
  { value: "all", label: "All Status" },
  ...VESSEL_STATUSES.map((s) => ({ value: s, label: VESSEL_STATUS_LABELS[s] })),
];

export function VesselStatusFilter({
  value,
  onChange,
  className,
}: {
  value: VesselStatusFilterValue;
  onChange: (value: VesselStatusFilterValue) => void;
  className?: string;
}) {
  return (
    <FilterSelect
      label="Filter by status"
      value={value}
      onChange={onChange}
      options={OPTIONS}
      className={cn("w-full sm:w-44", className)}
    />
  );
}
