// Vessel overview, the dashboard section for admin and office staff (spec §2): search, status filter,
// "Add Vessel" (admin only), CSV export (vessels-export.csv), vessel cards with "View Details" and
// "Manage Crew", six skeletons while loading, "No vessels found" when nothing matches.
import { useInfiniteQuery } from "@tanstack/react-query";
import { Download, Pencil, Plus, Search, Trash2 } from "lucide-react";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Can } from "@/features/auth";
import { VesselCrewDialog } from "@/features/crew";
import { type Vessel, vesselListOptions } from "@/features/vessels/api";
import { VESSELS_EXPORT_FILE_NAME, vesselsExport } from "@/features/vessels/vessel-export";
import { useCsvExport } from "@/lib/csv-export";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { VesselCard, VesselCardSkeleton } from "./vessel-card";
import { VesselDeleteDialog } from "./vessel-delete-dialog";
import { VesselDetailsDialog } from "./vessel-details-dialog";
import { VesselFormDialog } from "./vessel-form-dialog";
import { VesselStatusFilter, type VesselStatusFilterValue } from "./vessel-status-filter";

export const VESSEL_SKELETON_COUNT = 6;

export function VesselOverview() {
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<VesselStatusFilterValue>("all");
  const q = useDebouncedValue(search.trim());
  const filters = useMemo(() => ({ q, status }), [q, status]);
  const list = useInfiniteQuery(vesselListOptions(filters));
  const vessels = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const total = list.data?.pages[0]?.total ?? 0;

  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Vessel | undefined>();
  const [details, setDetails] = useState<Vessel | null>(null);
  const [crewFor, setCrewFor] = useState<Vessel | null>(null);
  const [deleting, setDeleting] = useState<Vessel | null>(null);
  const csv = useCsvExport();
  // Dialogs show the freshest copy of their vessel once a mutation has refreshed the list.
  const fresh = (v: Vessel | null) => (v ? (vessels.find((x) => x.id === v.id) ?? v) : null);

  const onExport = () => csv.run(vesselsExport(filters, VESSELS_EXPORT_FILE_NAME));

  return (
    <Card className="gap-4" aria-labelledby="vessel-overview-title" role="region">
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <CardTitle id="vessel-overview-title" className="text-lg">
            Vessel Overview
          </CardTitle>
          <CardDescription>
            {list.isSuccess ? `${total} ${total === 1 ? "vessel" : "vessels"}` : "Your fleet at a glance"}
          </CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={onExport} disabled={csv.exporting}>
            <Download aria-hidden /> {csv.exporting ? "Exporting..." : "Export CSV"}
          </Button>
          <Can permission="vessels:write">
            <Button
              onClick={() => {
                setEditing(undefined);
                setFormOpen(true);
              }}
            >
              <Plus aria-hidden /> Add Vessel
            </Button>
          </Can>
        </div>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <div className="flex flex-col gap-2 sm:flex-row">
          <div className="relative flex-1">
            <Search className="absolute top-2.5 left-2.5 size-4 text-muted-foreground" aria-hidden />
            <Input
              type="search"
              aria-label="Search vessels"
              placeholder="Search vessels by name, IMO, flag or type"
              className="pl-8"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
          <VesselStatusFilter value={status} onChange={setStatus} />
        </div>

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
          <>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2 2xl:grid-cols-3">
              {vessels.map((v) => (
                <VesselCard
                  key={v.id}
                  vessel={v}
                  actions={
                    <>
                      <Button size="sm" variant="outline" onClick={() => setDetails(v)}>
                        View Details
                      </Button>
                      <Can permission="crew:write">
                        <Button size="sm" variant="outline" onClick={() => setCrewFor(v)}>
                          Manage Crew
                        </Button>
                      </Can>
                      <Can permission="vessels:write">
                        <div className="ml-auto flex gap-1">
                          <Button
                            size="icon"
                            variant="ghost"
                            aria-label={`Edit ${v.name}`}
                            title="Edit vessel"
                            onClick={() => {
                              setEditing(v);
                              setFormOpen(true);
                            }}
                          >
                            <Pencil aria-hidden />
                          </Button>
                          <Button
                            size="icon"
                            variant="ghost"
                            className="text-red-700 hover:text-red-700 dark:text-red-400"
                            aria-label={`Delete ${v.name}`}
                            title="Delete vessel"
                            onClick={() => setDeleting(v)}
                          >
                            <Trash2 aria-hidden />
                          </Button>
                        </div>
                      </Can>
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
          </>
        )}
      </CardContent>

      <VesselFormDialog open={formOpen} onOpenChange={setFormOpen} vessel={editing} />
      <VesselDetailsDialog vessel={fresh(details)} onOpenChange={(o) => !o && setDetails(null)} />
      <VesselCrewDialog vessel={fresh(crewFor)} onOpenChange={(o) => !o && setCrewFor(null)} />
      <VesselDeleteDialog vessel={deleting} onOpenChange={(o) => !o && setDeleting(null)} />
    </Card>
  );
}
