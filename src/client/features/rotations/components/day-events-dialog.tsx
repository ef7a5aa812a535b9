// A calendar day's rotations (spec §2): every rotation joining or leaving that day with Edit and Delete,
// fetched for the day (GET /api/rotations/day, 50 at a time with "Show more"); delete asks "Are you sure
// you want to delete this rotation? This action cannot be undone."
import { formatDisplayDate } from "@shared/dates";
import {
  ROTATION_STATUS_LABELS,
  ROTATION_TYPE_LABELS,
  type TRotation,
  type TRotationDayEntry,
} from "@shared/rotations";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Pencil, Trash2 } from "lucide-react";
import { useMemo, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { type RotationFilters, rotationDayPages, useDeleteRotation } from "@/features/rotations/api";
import { cn } from "@/lib/utils";
import { MARK_STYLES } from "./rotation-bar";

type EntryActions = {
  highlightId?: string | null;
  onEdit: (rotation: TRotation) => void;
  onDelete: (rotation: TRotation) => void;
};

export function DayEventsDialog({
  date,
  filters,
  highlightId,
  onClose,
  onEdit,
}: {
  date: string | null;
  /** The calendar's vessel and rank filters: the day lists what the calendar counted. */
  filters: RotationFilters;
  highlightId?: string | null;
  onClose: () => void;
  onEdit: (rotation: TRotation) => void;
}) {
  const [toDelete, setToDelete] = useState<TRotation | null>(null);
  const remove = useDeleteRotation();
  const day = useInfiniteQuery({ ...rotationDayPages(date ?? "", filters), enabled: date !== null });
  const entries = useMemo(() => day.data?.pages.flatMap((p) => p.items) ?? [], [day.data]);
  const total = day.data?.pages[0]?.total ?? 0;
  return (
    <>
      <Dialog open={date !== null} onOpenChange={(o) => !o && onClose()}>
        <DialogContent className="sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>Rotations on {date ? formatDisplayDate(date) : ""}</DialogTitle>
            <DialogDescription>
              {day.isPending ? "Loading..." : `${total} ${total === 1 ? "event" : "events"}`}
            </DialogDescription>
          </DialogHeader>
          {day.isError && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              Failed to fetch rotations
            </p>
          )}
          {day.isSuccess && entries.length === 0 && (
            <p className="text-sm text-muted-foreground">No rotations on this day.</p>
          )}
          {entries.length > 0 && (
            <ul className="grid max-h-[60vh] gap-2 overflow-y-auto" aria-label="Rotations on this day">
              {entries.map((entry) => (
                <DayEvent
                  key={`${entry.rotation.id}-${entry.mark}`}
                  entry={entry}
                  highlightId={highlightId}
                  onEdit={onEdit}
                  onDelete={setToDelete}
                />
              ))}
            </ul>
          )}
          {day.hasNextPage && (
            <div className="flex flex-col items-center gap-1">
              <Button variant="outline" onClick={() => day.fetchNextPage()} disabled={day.isFetchingNextPage}>
                {day.isFetchingNextPage ? "Loading..." : "Show more"}
              </Button>
              <p className="text-xs text-muted-foreground">
                Showing {entries.length} of {total}
              </p>
            </div>
          )}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(o) => !o && setToDelete(null)}
        title="Delete rotation"
        description="Are you sure you want to delete this rotation? This action cannot be undone."
        success="Rotation deleted successfully"
        failure="Failed to delete rotation"
        onConfirm={() => toDelete && remove.mutateAsync(toDelete.id)}
      />
    </>
  );
}

function DayEvent({
  entry: { rotation: r, mark },
  highlightId,
  onEdit,
  onDelete,
}: EntryActions & {
  entry: TRotationDayEntry;
}) {
  return (
    <li
      data-testid="day-event"
      data-rotation-id={r.id}
      className={cn(
        "flex flex-col gap-2 rounded-md border border-l-4 p-3 sm:flex-row sm:items-center sm:justify-between",
        MARK_STYLES[mark],
        highlightId === r.id && "ring-2 ring-destructive",
      )}
    >
      <div className="min-w-0 text-foreground">
        <p className="font-medium">
          {r.crewMember.firstName} {r.crewMember.lastName}{" "}
          <span className="font-normal text-muted-foreground">· {r.crewMember.rank}</span>
        </p>
        <p className="text-sm">
          {mark === "join" ? "Joins" : "Leaves"} {r.vessel.name} · {ROTATION_TYPE_LABELS[r.rotationType]}
        </p>
        <p className="text-xs text-muted-foreground">
          {formatDisplayDate(r.joinDate)} – {r.leaveDate ? formatDisplayDate(r.leaveDate) : "open"}
          {r.notes ? ` · ${r.notes}` : ""}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <Badge variant={r.status === "scheduled" ? "info" : r.status === "completed" ? "success" : "outline"}>
          {ROTATION_STATUS_LABELS[r.status]}
        </Badge>
        <Button size="sm" variant="outline" onClick={() => onEdit(r)}>
          <Pencil aria-hidden /> Edit
        </Button>
        <Button size="sm" variant="outline" onClick={() => onDelete(r)}>
          <Trash2 aria-hidden /> Delete
        </Button>
      </div>
    </li>
  );
}
