// Vessel details (spec §2): the vessel's fields, its real active contract count and contract stats
// (active, expiring within 30 days, expired), and the contract lists by state.

import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { itemDialog } from "@/components/item-dialog";
import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { PortPaperworkPanel } from "@/features/port-paperwork";
import { type Vessel, vesselContractStatsOptions } from "@/features/vessels/api";
import { utilization } from "@/features/vessels/vessel-export";
import { formatDisplayDate } from "@/lib/format";
import { VesselContractsList } from "./vessel-contracts-list";
import { VesselStatusBadge } from "./vessel-status-badge";

export const VesselDetailsDialog = itemDialog<Vessel>(
  ({ item }) => <VesselDetails vessel={item} />,
  "sm:max-w-2xl",
);

function VesselDetails({ vessel }: { vessel: Vessel }) {
  const stats = useQuery(vesselContractStatsOptions(vessel.id));
  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex flex-wrap items-center gap-2">
          {vessel.name} <VesselStatusBadge status={vessel.status} />
        </DialogTitle>
        <DialogDescription>Vessel details and crew contracts</DialogDescription>
      </DialogHeader>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">
        <Item label="Type">{vessel.type}</Item>
        <Item label="Flag State">{vessel.flag}</Item>
        <Item label="IMO Number">{vessel.imoNumber ?? "Not recorded"}</Item>
        <Item label="Call Sign">{vessel.callSign ?? "Not recorded"}</Item>
        <Item label="Crew">
          {vessel.crewCount} / {vessel.crewCapacity} ({utilization(vessel)}%)
        </Item>
        <Item label="Active Contracts">
          <span data-testid="vessel-active-contracts">{vessel.activeContracts}</span>
        </Item>
        <Item label="Next Crew Change">
          {vessel.nextCrewChange ? formatDisplayDate(vessel.nextCrewChange) : "Not scheduled"}
        </Item>
        {vessel.maintenanceUntil && (
          <Item label="Maintenance Until">{formatDisplayDate(vessel.maintenanceUntil)}</Item>
        )}
      </dl>
      <section aria-labelledby="vessel-contract-stats" className="grid gap-3">
        <h3 id="vessel-contract-stats" className="font-semibold">
          Contract Status
        </h3>
        {stats.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            Failed to fetch contracts
          </p>
        ) : (
          <div className="grid grid-cols-3 gap-2">
            <Stat label="Active" value={stats.data?.active} tone="text-green-700 dark:text-green-400" />
            <Stat
              label="Expiring Soon"
              value={stats.data?.expiringSoon}
              tone="text-amber-700 dark:text-amber-300"
            />
            <Stat label="Expired" value={stats.data?.expired} tone="text-red-700 dark:text-red-400" />
          </div>
        )}
        <Tabs defaultValue="active">
          <TabsList className="w-full">
            <TabsTrigger value="active">Active</TabsTrigger>
            <TabsTrigger value="expiring">Expiring</TabsTrigger>
            <TabsTrigger value="expired">Expired</TabsTrigger>
          </TabsList>
          {(["active", "expiring", "expired"] as const).map((s) => (
            <TabsContent key={s} value={s}>
              <VesselContractsList vesselId={vessel.id} status={s} />
            </TabsContent>
          ))}
        </Tabs>
      </section>
      <PortPaperworkPanel vesselId={vessel.id} />
    </>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="truncate font-medium">{children}</dd>
    </div>
  );
}

function Stat({ label, value, tone }: { label: string; value: number | undefined; tone: string }) {
  return (
    <div className="rounded-md border p-3 text-center">
      {value === undefined ? (
        <Skeleton className="mx-auto h-7 w-8" />
      ) : (
        <p className={`text-2xl font-bold ${tone}`}>{value}</p>
      )}
      <p className="text-xs text-muted-foreground">{label}</p>
    </div>
  );
}
