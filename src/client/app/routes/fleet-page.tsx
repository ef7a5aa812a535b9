// Fleet Management screen (/fleet, spec §2), admin only: status filter, "Export CSV"
// (fleet-management-<yyyy-MM-dd>.csv), summary cards from the server's counts and vessel cards, each
// with a crew dialog listing at most 5 available crew.
import { useInfiniteQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useMemo, useState } from "react";
import { AccessRestricted } from "@/components/access-restricted";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Can } from "@/features/auth";
import { FleetCrewDialog } from "@/features/crew";
import {
  FleetSummaryCards,
  fleetExportFileName,
  VESSEL_SKELETON_COUNT,
  VesselCard,
  VesselCardSkeleton,
  VesselDetailsDialog,
  VesselStatusFilter,
  type VesselStatusFilterValue,
  vesselsExport,
} from "@/features/vessels";
import { type Vessel, vesselListOptions } from "@/features/vessels/api";
import { useCsvExport } from "@/lib/csv-export";

export function FleetPage() {
  return (
    <Can
      permission="fleet:view"
      fallback={<AccessRestricted message="Fleet management is only accessible to administrators." />}
    >
      <FleetManagement />
    </Can>
  );
}

function FleetManagement() {
  const [status, setStatus] = useState<VesselStatusFilterValue>("all");
  const filters = useMemo(() => ({ status }), [status]);
  const list = useInfiniteQuery(vesselListOptions(filters));
  const vessels = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const total = list.data?.pages[0]?.total ?? 0;
  const [crewFor, setCrewFor] = useState<Vessel | null>(null);
  const [details, setDetails] = useState<Vessel | null>(null);
  const csv = useCsvExport();
  const fresh = (v: Vessel | null) => (v ? (vessels.find((x) => x.id === v.id) ?? v) : null);

  const onExport = () => csv.run(vesselsExport(filters, fleetExportFileName()));

  return (
    <>
      <PageHeader
        title="Fleet Management"
        description="Monitor vessel status, crew assignments and fleet utilization"
        actions={
          <>
            <VesselStatusFilter value={status} onChange={setStatus} />
            <Button variant="outline" onClick={onExport} disabled={csv.exporting}>
              <Download aria-hidden /> {csv.exporting ? "Exporting..." : "Export CSV"}
            </Button>
          </>
        }
      />
      <FleetSummaryCards />
      {list.isPending ? (
        <div
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2 2xl:grid-cols-3"
          role="status"
          aria-busy="true"
          aria-label="Loading vessels"
        >
          {Array.from({ length: VESSEL_SKELETON_COUNT }, (_, i) => (
            <VesselCardSkeleton key={i} />
          ))}
        </div>
      ) : list.isError ? (
        <div role="alert" className="grid justify-items-center gap-2 py-8 text-center">
          <p className="text-red-700 dark:text-red-400">Failed to fetch vessels</p>
          <Button variant="outline" onClick={() => list.refetch()}>
            Try again
          </Button>
        </div>
      ) : vessels.length === 0 ? (
        <p className="py-8 text-center text-muted-foreground">No vessels found</p>
      ) : (
        <section aria-label="Vessels" className="grid gap-4">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2 2xl:grid-cols-3">
            {vessels.map((v) => (
              <VesselCard
                key={v.id}
                vessel={v}
                actions={
                  <>
                    <Button size="sm" variant="outline" onClick={() => setCrewFor(v)}>
                      View Crew
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setDetails(v)}>
                      View Details
                    </Button>
                  </>
                }
              />
            ))}
          </div>
          {list.hasNextPage && (
            <div className="flex flex-col items-center gap-1">
              <Button
                variant="outline"
                onClick={() => list.fetchNextPage()}
                disabled={list.isFetchingNextPage}
              >
                {list.isFetchingNextPage ? "Loading..." : "Show more"}
              </Button>
              <p className="text-xs text-muted-foreground">
                Showing {vessels.length} of {total}
              </p>
            </div>
          )}
        </section>
      )}
      <FleetCrewDialog vessel={fresh(crewFor)} onOpenChange={(o) => !o && setCrewFor(null)} />
      <VesselDetailsDialog vessel={fresh(details)} onOpenChange={(o) => !o && setDetails(null)} />
    </>
  );
}
