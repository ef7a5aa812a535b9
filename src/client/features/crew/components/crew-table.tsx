// The Crew Management table (spec §2): server-side search as you type (debounced), filters and sortable
// column headers (kept in the URL),
// server-side pages of 50 so 10,000 crew stay smooth, loading skeleton, empty and error states, and the
// row actions view / edit / delete (delete for admins only). Split like shadcn's data table: toolbar
// (crew-table-toolbar), rows and row actions (crew-table-rows), pagination (@/components).
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { SortableHead } from "@/components/sortable-head";
import { TablePagination } from "@/components/table-pagination";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useCan } from "@/features/auth";
import { appToday } from "@/lib/today";
import { useRowDialogs } from "@/lib/use-row-dialogs";
import { CREW_PAGE_SIZE, type CrewMember, crewMemberQuery, useCrewList } from "../api";
import { type BulkField, CrewBulkBar, CrewBulkDialog } from "./crew-bulk-update";
import { CrewDeleteDialog } from "./crew-delete-dialog";
import { CrewDetailsDialog } from "./crew-details-dialog";
import { CrewEditDialog } from "./crew-edit-dialog";
import { SelectPageBox, useCrewSelection } from "./crew-selection";
import { CrewMessageRow, CrewSkeletonRows, CrewTableRow } from "./crew-table-rows";
import { CrewTableToolbar, type useCrewFilters } from "./crew-table-toolbar";

export { useCrewFilters } from "./crew-table-toolbar";

/** /crew?highlight={crewMemberId} (spec §2, from the dashboard's events) opens that member's details. */
function useHighlightedMember(open: (m: CrewMember) => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  const highlight = searchParams.get("highlight");
  const highlighted = useQuery({ ...crewMemberQuery(highlight ?? ""), enabled: highlight !== null });
  // biome-ignore lint/correctness/useExhaustiveDependencies: open is a state setter's wrapper
  useEffect(() => {
    if (highlight && highlighted.data) {
      open(highlighted.data);
      setSearchParams(
        (p) => {
          p.delete("highlight");
          return p;
        },
        { replace: true },
      );
    }
  }, [highlight, highlighted.data, setSearchParams]);
}

export function CrewTable({ filterState }: { filterState: ReturnType<typeof useCrewFilters> }) {
  const { filters } = filterState;
  const [offset, setOffset] = useState(0);
  const dialogs = useRowDialogs<CrewMember>();
  const canDelete = useCan("crew:delete");
  const canBulk = useCan("crew:write");
  const selection = useCrewSelection();
  const [bulkField, setBulkField] = useState<BulkField | null>(null);
  const list = useCrewList(filters, offset);
  const today = appToday();
  useHighlightedMember(dialogs.view);

  // A new search, filter or sort starts again at the first page.
  const filterKey = JSON.stringify(filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on filter change only
  useEffect(() => setOffset(0), [filterKey]);
  const rows = list.data?.items ?? [];
  const sortProps = {
    sort: filters.sort ?? ("name" as const),
    dir: filters.dir ?? ("asc" as const),
    onSort: filterState.setSort,
  };

  return (
    <div className="space-y-4">
      <CrewTableToolbar {...filterState} />
      <CrewBulkBar selection={selection} onSet={setBulkField} />
      <div className="overflow-x-auto rounded-md border">
        <Table aria-busy={list.isFetching}>
          <TableHeader>
            <TableRow>
              {canBulk && (
                <TableHead className="w-10 print:hidden">
                  <SelectPageBox rows={rows} selection={selection} />
                </TableHead>
              )}
              <SortableHead column="name" label="Crew Member" {...sortProps} />
              <SortableHead column="rank" label="Rank" className="hidden md:table-cell" {...sortProps} />
              <SortableHead column="vessel" label="Vessel" className="hidden md:table-cell" {...sortProps} />
              <SortableHead
                column="contractEnd"
                label="Contract"
                className="hidden sm:table-cell"
                {...sortProps}
              />
              <TableHead className="text-right print:hidden">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.isPending ? (
              <CrewSkeletonRows />
            ) : list.isError ? (
              <CrewMessageRow>
                <p className="text-destructive">Failed to fetch crew</p>
                <Button variant="outline" size="sm" className="mt-3" onClick={() => list.refetch()}>
                  Try again
                </Button>
              </CrewMessageRow>
            ) : rows.length === 0 ? (
              <CrewMessageRow className="py-10 text-center text-muted-foreground">
                No crew members found
              </CrewMessageRow>
            ) : (
              rows.map((m) => (
                <CrewTableRow
                  key={m.id}
                  member={m}
                  today={today}
                  selection={canBulk ? selection : undefined}
                  {...dialogs.rowActions(canDelete)}
                />
              ))
            )}
          </TableBody>
        </Table>
      </div>
      <TablePagination
        offset={offset}
        pageSize={CREW_PAGE_SIZE}
        total={list.data?.total ?? 0}
        onOffset={setOffset}
      />
      <CrewDetailsDialog
        member={dialogs.viewing}
        onOpenChange={dialogs.onViewOpenChange}
        onEdit={dialogs.editFromView}
      />
      <CrewEditDialog member={dialogs.editing} onOpenChange={dialogs.onEditOpenChange} />
      <CrewDeleteDialog member={dialogs.deleting} onOpenChange={dialogs.onDeleteOpenChange} />
      <CrewBulkDialog field={bulkField} selection={selection} onClose={() => setBulkField(null)} />
    </div>
  );
}
