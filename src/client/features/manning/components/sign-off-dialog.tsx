// Change a tour's planned sign-off (from the board: a bar's button, or dragging its end, which proposes the
// day it was dropped on). The server re-checks the tour (eligibility for the longer stay, overlaps); a 409
// shows its reason and asks for an override reason, sent with the second save. A day that opens a new
// shortfall of the rank (the shared gap rule over the board's tours) is warned of before saving; "Plan a
// relief" opens the relief planner with this seafarer signing off.
import { addDays, daysBetween, formatDisplayDate } from "@shared/dates";
import { manningGaps } from "@shared/manning";
import type { TBoardTour } from "@shared/manning-board";
import { useState } from "react";
import { DialogShell } from "@/components/dialog-shell";
import { Field } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toastError, toastSuccess } from "@/components/ui/use-toast";
import { isApiError } from "@/lib/api-client";
import { appToday } from "@/lib/today";
import { type BoardVessel, useMoveSignOff } from "../api";
import type { ReliefStart } from "./board-types";

export interface SignOffEdit {
  tour: TBoardTour & { rotationId: string };
  vessel: BoardVessel;
  /** The day a drag proposed; the tour's own sign-off when absent. */
  proposed?: string;
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const shortDays = (gaps: { from: string; to: string }[]) =>
  gaps.reduce((n, g) => n + daysBetween(g.from, g.to) + 1, 0);

/** The shortfalls of the rank a new sign-off day would open (none when it opens none), over the year ahead. */
function newShortfalls(edit: SignOffEdit, day: string) {
  const { tour, vessel } = edit;
  const from = appToday();
  const to = addDays(from, 365);
  const positions = vessel.positions.filter((p) => p.rank === tour.rank);
  if (!positions.length || !ISO.test(day)) return [];
  const tours = vessel.tours.filter((t) => t.rank === tour.rank);
  const moved = tours.map((t) =>
    t === tour || t.rotationId === tour.rotationId ? { ...t, signOff: day } : t,
  );
  const before = manningGaps(tours, positions, from, to);
  const after = manningGaps(moved, positions, from, to);
  return shortDays(after) > shortDays(before) ? after : [];
}

export function SignOffDialog({
  edit,
  onClose,
  onPlanRelief,
}: {
  edit: SignOffEdit;
  onClose: () => void;
  /** Opens the relief planner for this seafarer (callers who may plan crew changes). */
  onPlanRelief?: (start: ReliefStart) => void;
}) {
  const { tour, vessel } = edit;
  const vesselName = vessel.vesselName;
  const [date, setDate] = useState(edit.proposed ?? tour.signOff ?? "");
  const [refusal, setRefusal] = useState("");
  const [reason, setReason] = useState("");
  const move = useMoveSignOff();
  const opens = date ? newShortfalls(edit, date) : [];
  const leaving = tour.signOff && tour.signOff >= appToday() ? tour.signOff : appToday();
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    try {
      await move.mutateAsync({
        rotationId: tour.rotationId,
        leaveDate: date || null,
        reason: reason.trim() || undefined,
      });
      toastSuccess(`${tour.name} signs off ${date ? formatDisplayDate(date) : "with no date planned"}`);
      onClose();
    } catch (error) {
      if (isApiError(error, 409) || isApiError(error, 400)) setRefusal(error.serverMessage);
      else toastError("Failed to change the sign-off");
    }
  };
  return (
    <DialogShell
      open
      onOpenChange={(o) => !o && onClose()}
      title={`Sign-off of ${tour.name}`}
      description={`${tour.rank} on ${vesselName}, aboard from ${tour.signOn ? formatDisplayDate(tour.signOn) : "before the records"}. The new date is checked again before it is saved.`}
    >
      <form noValidate onSubmit={save} className="grid gap-4">
        <Field label="Planned sign-off" htmlFor="sign-off-date">
          <Input id="sign-off-date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </Field>
        {opens.length > 0 && (
          <p
            role="alert"
            className="rounded border border-amber-700 p-2 text-sm"
            data-testid="opens-shortfall"
          >
            This opens a shortfall:{" "}
            {opens
              .map(
                (g) =>
                  `${g.rank} ${g.planned} of ${g.required} from ${formatDisplayDate(g.from)} to ${formatDisplayDate(g.to)}`,
              )
              .join("; ")}
            . Plan a relief, or save anyway.
          </p>
        )}
        {refusal && (
          <div role="alert" className="grid gap-2 rounded border border-red-700 p-2 text-sm">
            <p>{refusal}</p>
            <Label htmlFor="sign-off-override">Override reason</Label>
            <Textarea id="sign-off-override" value={reason} onChange={(e) => setReason(e.target.value)} />
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          {onPlanRelief && (
            <Button
              type="button"
              variant="outline"
              onClick={() =>
                onPlanRelief({
                  vesselId: vessel.vesselId,
                  vesselName,
                  vesselType: vessel.vesselType,
                  rank: tour.rank,
                  from: leaving,
                  to: addDays(leaving, 30),
                  required: vessel.positions.find((p) => p.rank === tour.rank)?.count ?? 0,
                  planned: 0,
                  aboard: vessel.tours.filter((t) => t.rank === tour.rank),
                  relieve: tour.crewMemberId,
                })
              }
            >
              Plan a relief
            </Button>
          )}
          <Button type="submit" disabled={move.isPending || (refusal !== "" && !reason.trim())}>
            {move.isPending ? "Saving..." : refusal ? "Save with override" : "Save sign-off"}
          </Button>
        </div>
      </form>
    </DialogShell>
  );
}
