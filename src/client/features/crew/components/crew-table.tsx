// The Crew Management table (spec §2): server-side search as you type (debounced), vessel filter,
// server-side pages of 50 so 10,000 crew stay smooth, loading skeleton, empty and error states, and the
// row actions view / edit / delete (delete for admins only).

import { useQuery } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, Eye, Pencil, Search, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useCan } from "@/features/auth";
import { useVesselOptions } from "@/features/vessels/api";
import { appToday } from "@/lib/today";
import { CREW_PAGE_SIZE, type CrewListFilters, type CrewMember, crewMemberQuery, useCrewList } from "../api";
import { ContractBadge, DaysRemainingRing } from "./contract-status";
import { CrewDeleteDialog } from "./crew-delete-dialog";
import { CrewDetailsDialog } from "./crew-details-dialog";
import { CrewEditDialog } from "./crew-edit-dialog";

const ALL_VESSELS = "all";

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function useCrewFilters() {
  const [search, setSearch] = useState("");
  const [vessel, setVessel] = useState(ALL_VESSELS);
  const q = useDebounced(search.trim(), 250);
  const filters: CrewListFilters = {
    q: q || undefined,
    vesselId: vessel === ALL_VESSELS ? undefined : vessel,
  };
  return { search, setSearch, vessel, setVessel, filters };
}

export function CrewTable({ filterState }: { filterState: ReturnType<typeof useCrewFilters> }) {
  const { search, setSearch, vessel, setVessel, filters } = filterState;
  const [offset, setOffset] = useState(0);
  const [viewing, setViewing] = useState<CrewMember | null>(null);
  const [editing, setEditing] = useState<CrewMember | null>(null);
  const [deleting, setDeleting] = useState<CrewMember | null>(null);
  const canDelete = useCan("crew:delete");
  const vessels = useVesselOptions();
  const list = useCrewList(filters, offset);
  const today = appToday();

  // /crew?highlight={crewMemberId} (spec §2, from the dashboard's events) opens that member's details.
  const [searchParams, setSearchParams] = useSearchParams();
  const highlight = searchParams.get("highlight");
  const highlighted = useQuery({ ...crewMemberQuery(highlight ?? ""), enabled: highlight !== null });
  useEffect(() => {
    if (highlight && highlighted.data) {
      setViewing(highlighted.data);
      setSearchParams(
        (p) => {
          p.delete("highlight");
          return p;
        },
        { replace: true },
      );
    }
  }, [highlight, highlighted.data, setSearchParams]);

  // A new search or filter starts again at the first page.
  const filterKey = `${filters.q ?? ""}|${filters.vesselId ?? ""}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on filter change only
  useEffect(() => setOffset(0), [filterKey]);

  const total = list.data?.total ?? 0;
  const rows = list.data?.items ?? [];
  const from = total === 0 ? 0 : offset + 1;
  const to = Math.min(offset + CREW_PAGE_SIZE, total);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Search
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search by name, nationality or rank..."
            aria-label="Search crew"
            className="pl-9"
          />
        </div>
        <Select value={vessel} onValueChange={setVessel}>
          <SelectTrigger className="sm:w-56" aria-label="Filter by vessel">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_VESSELS}>All Vessels</SelectItem>
            <SelectItem value="none">Not assigned</SelectItem>
            {(vessels.data ?? []).map((v) => (
              <SelectItem key={v.id} value={v.id}>
                {v.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>

      <div className="overflow-x-auto rounded-md border">
        <Table aria-busy={list.isFetching}>
          <TableHeader>
            <TableRow>
              <TableHead>Crew Member</TableHead>
              <TableHead className="hidden md:table-cell">Rank</TableHead>
              <TableHead className="hidden md:table-cell">Vessel</TableHead>
              <TableHead className="hidden sm:table-cell">Contract</TableHead>
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.isPending ? (
              Array.from({ length: 6 }, (_, i) => (
                <TableRow key={i} data-testid="crew-skeleton">
                  <TableCell colSpan={5}>
                    <div className="flex items-center gap-3">
                      <Skeleton className="size-11 rounded-full" />
                      <div className="flex-1 space-y-2">
                        <Skeleton className="h-4 w-40" />
                        <Skeleton className="h-3 w-24" />
                      </div>
                    </div>
                  </TableCell>
                </TableRow>
              ))
            ) : list.isError ? (
              <TableRow>
                <TableCell colSpan={5} className="py-10 text-center">
                  <p className="text-destructive">Failed to fetch crew</p>
                  <Button variant="outline" size="sm" className="mt-3" onClick={() => list.refetch()}>
                    Try again
                  </Button>
                </TableCell>
              </TableRow>
            ) : rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={5} className="py-10 text-center text-muted-foreground">
                  No crew members found
                </TableCell>
              </TableRow>
            ) : (
              rows.map((m) => {
                const name = `${m.firstName} ${m.lastName}`;
                return (
                  <TableRow key={m.id} data-testid="crew-row">
                    <TableCell className="whitespace-normal">
                      <div className="flex items-center gap-3">
                        <DaysRemainingRing contract={m.activeContract} today={today} />
                        <div className="min-w-0">
                          <div className="font-medium">{name}</div>
                          <div className="text-sm text-muted-foreground">{m.nationality}</div>
                          <div className="text-sm text-muted-foreground md:hidden">
                            {m.rank} · {m.currentVessel?.name ?? "Not assigned"}
                          </div>
                          <ContractBadge
                            contract={m.activeContract}
                            today={today}
                            className="mt-1 sm:hidden"
                          />
                        </div>
                      </div>
                    </TableCell>
                    <TableCell className="hidden md:table-cell">{m.rank}</TableCell>
                    <TableCell className="hidden md:table-cell">
                      {m.currentVessel ? (
                        m.currentVessel.name
                      ) : (
                        <span className="text-muted-foreground">Not assigned</span>
                      )}
                    </TableCell>
                    <TableCell className="hidden sm:table-cell">
                      <ContractBadge contract={m.activeContract} today={today} />
                    </TableCell>
                    <TableCell>
                      <div className="flex justify-end gap-0.5 sm:gap-1 [&_button]:size-8 sm:[&_button]:size-9">
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`View details of ${name}`}
                          onClick={() => setViewing(m)}
                        >
                          <Eye className="size-4" />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Edit ${name}`}
                          onClick={() => setEditing(m)}
                        >
                          <Pencil className="size-4" />
                        </Button>
                        {canDelete && (
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={`Delete ${name}`}
                            className="text-destructive hover:text-destructive"
                            onClick={() => setDeleting(m)}
                          >
                            <Trash2 className="size-4" />
                          </Button>
                        )}
                      </div>
                    </TableCell>
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
      </div>

      {total > 0 && (
        <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
          <span aria-live="polite">
            Showing {from}–{to} of {total}
          </span>
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - CREW_PAGE_SIZE))}
            >
              <ChevronLeft className="size-4" /> Previous
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={to >= total}
              onClick={() => setOffset(offset + CREW_PAGE_SIZE)}
            >
              Next <ChevronRight className="size-4" />
            </Button>
          </div>
        </div>
      )}

      <CrewDetailsDialog
        member={viewing}
        onOpenChange={(open) => !open && setViewing(null)}
        onEdit={(m) => {
          setViewing(null);
          setEditing(m);
        }}
      />
      <CrewEditDialog member={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <CrewDeleteDialog member={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </div>
  );
}
