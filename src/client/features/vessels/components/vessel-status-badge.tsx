// A vessel's status as a coloured badge (spec §4 statuses, labels of src/shared/options.ts).
import { VESSEL_STATUS_LABELS } from "@shared/options";
import type { TVesselStatus } from "@shared/vessels";
import { Badge, type BadgeProps } from "@/components/ui/badge";

const VARIANT: Record<TVesselStatus, BadgeProps["variant"]> = {
  active: "success",
  "in-port": "info",
  maintenance: "warning",
  inactive: "secondary",
};

export function VesselStatusBadge({ status }: { status: TVesselStatus }) {
  return <Badge variant={VARIANT[status]}>{VESSEL_STATUS_LABELS[status]}</Badge>;
}
