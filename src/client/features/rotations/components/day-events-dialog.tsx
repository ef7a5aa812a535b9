// A calendar day's rotations (spec §2): every rotation joining or leaving that day with Edit and Delete;
// delete asks "Are you sure you want to delete this rotation? This action cannot be undone."
import type { DayMark } from "@shared/calendar";
import { formatDisplayDate } from "@shared/dates";
import { ROTATION_STATUS_LABELS, ROTATION_TYPE_LABELS, type TRotation } from "@shared/rotations";
import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useDeleteRotation } from "@/features/rotations/api";
import { cn } from "@/lib/utils";
import { MARK_STYLES } from "./rotation-bar";

export function DayEventsDialog({
  date,
  entries,
  highlightId,
  onClose,
  onEdit,
}: {
  date: string | null;
  entries: { rotation: TRotation; mark: DayMark }[];
  highlightId?: string | null;
  onClose: () => void;
  onEdit: (rotation: TRotation) => void;
}) {
  const [toDelete, setToDelete] = useState<TRotation | null>(null);
  const remove = useDeleteRotation();
  return (
    <>
      <Dialog open={date !== null} onOpenChange={(o) => !o && onClose()}>
        <DialogContent className="sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>Rotations on {date ? formatDisplayDate(date) : ""}</DialogTitle>
            <DialogDescription>
              {entries.length} {entries.length === 1 ? "event" : "events"}
            </DialogDescription>
          </DialogHeader>
          {entries.length === 0 ? (
            <p className="text-sm text-muted-foreground">No rotations on this day.</p>
          ) : (
            <ul className="grid gap-2" aria-label="Rotations on this day">
              {entries.map(({ rotation: r, mark }) => (
                <li
                  key={`${r.id}-${mark}`}
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
                      {mark === "join" ? "Joins" : "Leaves"} {r.vessel.name} ·{" "}
                      {ROTATION_TYPE_LABELS[r.rotationType]}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {formatDisplayDate(r.joinDate)} –{" "}
                      {r.leaveDate ? formatDisplayDate(r.leaveDate) : "open"}
                      {r.notes ? ` · ${r.notes}` : ""}
                    </p>
                  </div>
                  <div className="flex shrink-0 items-center gap-2">
                    <Badge
                      variant={
                        r.status === "scheduled" ? "info" : r.status === "completed" ? "success" : "outline"
                      }
                    >
                      {ROTATION_STATUS_LABELS[r.status]}
                    </Badge>
                    <Button size="sm" variant="outline" onClick={() => onEdit(r)}>
                      <Pencil aria-hidden /> Edit
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setToDelete(r)}>
                      <Trash2 aria-hidden /> Delete
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
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
