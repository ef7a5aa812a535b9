// Vessel cards a page at a time, shared by the dashboard's Vessel Overview and Fleet Management: six
// skeletons while loading, the failure with "Try again", "No vessels found", the cards with the caller's
// actions, and "Show more" with "Showing N of M" while the server has more.
import { useInfiniteQuery } from "@tanstack/react-query";
import { type ReactNode, useMemo } from "react";
import { Button } from "@/components/ui/button";
import { type Vessel, type VesselFilters, vesselListOptions } from "../api";
import { VesselCard, VesselCardSkeleton } from "./vessel-card";

export const VESSEL_SKELETON_COUNT = 6;
const GRID = "grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2 2xl:grid-cols-3";

/** The loaded vessels, their total, and `fresh`: a dialog's vessel as the list now has it. */
export function useVesselList(filters: VesselFilters) {
  const list = useInfiniteQuery(vesselListOptions(filters));
  const vessels = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const total = list.data?.pages[0]?.total ?? 0;
  // Dialogs show the freshest copy of their vessel once a mutation has refreshed the list.
  const fresh = (v: Vessel | null) => (v ? (vessels.find((x) => x.id === v.id) ?? v) : null);
  return { list, vessels, total, fresh };
}

export function VesselGrid({
  state: { list, vessels, total },
  actions,
  label,
}: {
  state: ReturnType<typeof useVesselList>;
  actions: (vessel: Vessel) => ReactNode;
  /** Wraps the cards in a section of this name. */
  label?: string;
}) {
  if (list.isPending)
    return (
      <div className={GRID} role="status" aria-busy="true" aria-label="Loading vessels">
        {Array.from({ length: VESSEL_SKELETON_COUNT }, (_, i) => (
          <VesselCardSkeleton key={i} />
        ))}
      </div>
    );
  if (list.isError)
    return (
      <div role="alert" className="grid justify-items-center gap-2 py-8 text-center">
        <p className="text-red-700 dark:text-red-400">Failed to fetch vessels</p>
        <Button variant="outline" onClick={() => list.refetch()}>
          Try again
        </Button>
      </div>
    );
  if (vessels.length === 0) return <p className="py-8 text-center text-muted-foreground">No vessels found</p>;
  const body = (
    <>
      <div className={GRID}>
        {vessels.map((v) => (
          <VesselCard key={v.id} vessel={v} actions={actions(v)} />
        ))}
      </div>
      {list.hasNextPage && (
        <div className="flex flex-col items-center gap-1">
          <Button variant="outline" onClick={() => list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {list.isFetchingNextPage ? "Loading..." : "Show more"}
          </Button>
          <p className="text-xs text-muted-foreground">
            Showing {vessels.length} of {total}
          </p>
        </div>
      )}
    </>
  );
  return label ? (
    <section aria-label={label} className="grid gap-4">
      {body}
    </section>
  ) : (
    body
  );
}
