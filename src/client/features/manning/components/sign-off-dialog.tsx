// Change a tour's planned sign-off (from the board: a bar's button, or dragging its end, which proposes the
// day it was dropped on). The server re-checks the tour (eligibility for the longer stay, overlaps); a 409
// shows its reason and asks for an override reason, sent with the second save.
import { formatDisplayDate } from "@shared/dates";
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
import { useMoveSignOff } from "../api";

export interface SignOffEdit {
  tour: TBoardTour & { rotationId: string };
  vesselName: string;
  /** The day a drag proposed; the tour's own sign-off when absent. */
  proposed?: string;
}

export function SignOffDialog({ edit, onClose }: { edit: SignOffEdit; onClose: () => void }) {
  const { tour, vesselName } = edit;
  const [date, setDate] = useState(edit.proposed ?? tour.signOff ?? "");
  const [refusal, setRefusal] = useState("");
  const [reason, setReason] = useState("");
  const move = useMoveSignOff();
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
        {refusal && (
          <div role="alert" className="grid gap-2 rounded border border-red-700 p-2 text-sm">
            <p>{refusal}</p>
            <Label htmlFor="sign-off-override">Override reason</Label>
            <Textarea id="sign-off-override" value={reason} onChange={(e) => setReason(e.target.value)} />
          </div>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={move.isPending || (refusal !== "" && !reason.trim())}>
            {move.isPending ? "Saving..." : refusal ? "Save with override" : "Save sign-off"}
          </Button>
        </div>
      </form>
    </DialogShell>
  );
}
