// One vessel as a card (dashboard overview and Fleet Management): name, type, flag, IMO, status, crew
// on board against capacity, next crew change; the actions are passed in by the screen.

import { Calendar, Flag, Ship, Users, Wrench } from "lucide-react";
import type { ReactNode } from "react";
import { SkeletonHeading } from "@/components/skeleton-heading";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { IconTile } from "@/components/ui/icon-tile";
import type { Vessel } from "@/features/vessels/api";
import { utilization } from "@/features/vessels/vessel-export";
import { vesselElementId } from "@/lib/element-ids";
import { formatDisplayDate } from "@/lib/format";
import { VesselStatusBadge } from "./vessel-status-badge";

export function VesselCard({ vessel, actions }: { vessel: Vessel; actions?: ReactNode }) {
  const used = utilization(vessel);
  return (
    <Card
      id={vesselElementId(vessel.id)}
      className="gap-4 py-5"
      data-testid="vessel-card"
      aria-label={vessel.name}
      role="article"
    >
      <CardHeader className="px-5">
        <div className="flex items-start justify-between gap-2">
          <div className="flex min-w-0 items-center gap-3">
            <IconTile icon={Ship} tone="maritime-navy" />
            <div className="min-w-0">
              <CardTitle className="line-clamp-2 text-base break-words">{vessel.name}</CardTitle>
              <p className="truncate text-sm text-muted-foreground">{vessel.type}</p>
            </div>
          </div>
          <VesselStatusBadge status={vessel.status} />
        </div>
      </CardHeader>
      <CardContent className="grid gap-2 px-5 text-sm">
        <div className="flex items-center gap-2 text-muted-foreground">
          <Flag className="size-4 shrink-0" aria-hidden />
          <span className="truncate">{vessel.flag}</span>
          {vessel.imoNumber && (
            <span className="ml-auto shrink-0 font-mono text-xs">IMO {vessel.imoNumber}</span>
          )}
        </div>
        <div className="flex items-center gap-2">
          <Users className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span>
            Crew <span data-testid="vessel-crew-count">{vessel.crewCount}</span>/{vessel.crewCapacity}
          </span>
          <span className="ml-auto text-xs text-muted-foreground">{used}%</span>
        </div>
        <div
          className="h-1.5 overflow-hidden rounded-full bg-muted"
          role="progressbar"
          aria-label={`${vessel.name} crew utilization`}
          aria-valuenow={used}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="h-full rounded-full bg-ocean-blue" style={{ width: `${Math.min(used, 100)}%` }} />
        </div>
        {vessel.nextCrewChange && (
          <div className="flex items-center gap-2 text-muted-foreground">
            <Calendar className="size-4 shrink-0" aria-hidden />
            <span>Next crew change {formatDisplayDate(vessel.nextCrewChange)}</span>
          </div>
        )}
        {vessel.status === "maintenance" && vessel.maintenanceUntil && (
          <div className="flex items-center gap-2 text-muted-foreground">
            <Wrench className="size-4 shrink-0" aria-hidden />
            <span>Maintenance until {formatDisplayDate(vessel.maintenanceUntil)}</span>
          </div>
        )}
      </CardContent>
      {actions && <CardFooter className="flex-wrap gap-2 px-5">{actions}</CardFooter>}
    </Card>
  );
}

/** The loading placeholder of a vessel card (spec §9: six while loading). */
export function VesselCardSkeleton() {
  return (
    <Card className="gap-4 py-5" data-testid="vessel-card-skeleton" aria-hidden>
      <CardHeader className="px-5">
        <SkeletonHeading icon="size-10 rounded-lg" title="h-4 w-2/3" subtitle="h-3 w-1/3" />
      </CardHeader>
      <CardContent className="grid gap-2 px-5">
        <div className="h-3 w-full animate-pulse rounded bg-muted" />
        <div className="h-3 w-4/5 animate-pulse rounded bg-muted" />
        <div className="h-8 w-1/2 animate-pulse rounded bg-muted" />
      </CardContent>
    </Card>
  );
}
