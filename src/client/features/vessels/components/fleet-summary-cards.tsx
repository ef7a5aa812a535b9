// Fleet Management's summary cards (spec §2): total, active, in port and maintenance, counted by the
// server for the whole fleet.
import { useQuery } from "@tanstack/react-query";
import { Anchor, type LucideIcon, Ship, ShipWheel, Wrench } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { IconTile, type IconTone } from "@/components/ui/icon-tile";
import { Skeleton } from "@/components/ui/skeleton";
import { type FleetCounts, fleetCountsOptions } from "@/features/vessels/api";

const CARDS: {
  key: keyof FleetCounts;
  label: string;
  icon: LucideIcon;
  tone: IconTone;
}[] = [
  { key: "total", label: "Total Vessels", icon: Ship, tone: "maritime-navy" },
  { key: "active", label: "Active", icon: ShipWheel, tone: "compliance-green" },
  { key: "inPort", label: "In Port", icon: Anchor, tone: "ocean-blue" },
  { key: "maintenance", label: "Maintenance", icon: Wrench, tone: "warning-amber" },
];

export function FleetSummaryCards() {
  const counts = useQuery(fleetCountsOptions());
  if (counts.isError) {
    return (
      <p role="alert" className="mb-6 text-red-700 dark:text-red-400">
        Failed to fetch vessels
      </p>
    );
  }
  return (
    <div className="mb-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
      {CARDS.map(({ key, label, icon, tone }) => (
        <Card key={key} className="py-4" data-testid={`fleet-count-${key}`}>
          <CardContent className="flex items-center justify-between gap-2 px-4">
            <div>
              <p className="text-sm text-muted-foreground">{label}</p>
              {counts.data ? (
                <p className="text-2xl font-bold" data-testid="value">
                  {counts.data[key]}
                </p>
              ) : (
                <Skeleton className="mt-1 h-8 w-10" />
              )}
            </div>
            <IconTile icon={icon} tone={tone} />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
