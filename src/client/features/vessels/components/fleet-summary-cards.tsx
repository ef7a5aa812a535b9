// Fleet Management's summary cards (spec §2): total, active, in port and maintenance, counted by the
// server for the whole fleet.
import { useQuery } from "@tanstack/react-query";
import { Anchor, Ship, ShipWheel, Wrench } from "lucide-react";
import type { ComponentType } from "react";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { type FleetCounts, fleetCountsOptions } from "@/features/vessels/api";

const CARDS: {
  key: keyof FleetCounts;
  label: string;
  icon: ComponentType<{ className?: string }>;
  tone: string;
}[] = [
  { key: "total", label: "Total Vessels", icon: Ship, tone: "bg-maritime-navy/10 text-maritime-navy" },
  { key: "active", label: "Active", icon: ShipWheel, tone: "bg-compliance-green/15 text-compliance-green" },
  { key: "inPort", label: "In Port", icon: Anchor, tone: "bg-ocean-blue/15 text-ocean-blue" },
  { key: "maintenance", label: "Maintenance", icon: Wrench, tone: "bg-warning-amber/20 text-warning-amber" },
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
      {CARDS.map(({ key, label, icon: Icon, tone }) => (
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
            <div className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${tone}`}>
              <Icon className="size-5" aria-hidden />
            </div>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
