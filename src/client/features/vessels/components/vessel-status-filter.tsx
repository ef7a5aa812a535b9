// Status filter of the vessel lists: "All Status" or one vessel status.
import { VESSEL_STATUS_LABELS, VESSEL_STATUSES } from "@shared/options";
import type { TVesselStatus } from "@shared/vessels";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { cn } from "@/lib/utils";

export type VesselStatusFilterValue = TVesselStatus | "all";

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
    <Select value={value} onValueChange={(v) => onChange(v as VesselStatusFilterValue)}>
      <SelectTrigger aria-label="Filter by status" className={cn("w-full sm:w-44", className)}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="all">All Status</SelectItem>
        {VESSEL_STATUSES.map((s) => (
          <SelectItem key={s} value={s}>
            {VESSEL_STATUS_LABELS[s]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
