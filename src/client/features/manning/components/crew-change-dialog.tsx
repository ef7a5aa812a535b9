// A crew change opened from its marker on the board: port call, status and who signs on and off; the
// office edits it (crew-change-edit.tsx: day, port, people, notes), confirms, completes (offered on or
// after its day only; a 409 — an ineligible on-signer or a rank left below safe manning — shows the
// server's reason and asks for an override reason) or cancels it (after asking).
import { formatDisplayDate } from "@shared/dates";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { DialogShell } from "@/components/dialog-shell";
import { ErrorMessage, LoadingRows } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toastSuccess } from "@/components/ui/use-toast";
import { PortPaperworkPanel } from "@/features/port-paperwork";
import { isApiError } from "@/lib/api-client";
import { appToday } from "@/lib/today";
import { type CrewChange, type CrewChangeAction, crewChangeQuery, useCrewChangeAction } from "../api";
import { CrewChangeEditForm } from "./crew-change-edit";

function Signers({ title, list }: { title: string; list: CrewChange["onSigners"] }) {
  return (
    <section className="grid gap-1">
      <h3 className="text-sm font-medium">{title}</h3>
      {list.length ? (
        <ul className="text-sm">
          {list.map((s) => (
            <li key={s.crewMemberId}>
              {s.name} · {s.rank}
              {s.relieves && <span className="text-muted-foreground"> (relief)</span>}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">Nobody</p>
      )}
    </section>
  );
}

const DONE: Record<CrewChangeAction, string> = {
  confirm: "Crew change confirmed",
  complete: "Crew change completed",
  cancel: "Crew change cancelled",
};

export function CrewChangeDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const change = useQuery(crewChangeQuery(id));
  const act = useCrewChangeAction();
  const [refusal, setRefusal] = useState("");
  const [reason, setReason] = useState("");
  const [asking, setAsking] = useState(false);
  const [editing, setEditing] = useState(false);
  const run = async (action: CrewChangeAction) => {
    setRefusal("");
    try {
      await act.mutateAsync({ id, action, reason: action === "complete" ? reason.trim() : undefined });
      toastSuccess(DONE[action]);
      if (action !== "confirm") onClose();
    } catch (error) {
      setRefusal(isApiError(error) ? error.serverMessage : "The request failed");
      if (action === "cancel") throw error;
    }
  };
  const c = change.data;
  const open = c && (c.status === "planned" || c.status === "confirmed");
  const due = c !== undefined && c.date <= appToday();
  return (
    <DialogShell
      open
      onOpenChange={(o) => !o && onClose()}
      title={c ? `Crew change at ${c.port}` : "Crew change"}
      className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
      description={
        c ? `${c.vesselName}, ${formatDisplayDate(c.date)} · ${c.status}` : "Loading the crew change"
      }
    >
      {change.isPending ? (
        <LoadingRows label="Loading the crew change" rows={3} />
      ) : change.isError || !c ? (
        <ErrorMessage onRetry={() => change.refetch()}>Failed to load the crew change</ErrorMessage>
      ) : editing ? (
        <CrewChangeEditForm change={c} onDone={() => setEditing(false)} />
      ) : (
        <div className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Signers title="Signing on" list={c.onSigners} />
            <Signers title="Signing off" list={c.offSigners} />
          </div>
          {c.status !== "cancelled" && (
            <PortPaperworkPanel vesselId={c.vesselId} crewChangeId={c.id} date={c.date} />
          )}
          {refusal && (
            <div role="alert" className="grid gap-2 rounded border border-red-700 p-2 text-sm">
              <p>{refusal}</p>
              <Label htmlFor="crew-change-override">Override reason</Label>
              <Textarea
                id="crew-change-override"
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            </div>
          )}
          {c.notes && <p className="text-sm">Notes: {c.notes}</p>}
          {open && !due && (
            <p className="text-sm text-muted-foreground">
              Complete it on or after {formatDisplayDate(c.date)}, when the seafarers sign on and off.
            </p>
          )}
          {open && (
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="outline" onClick={() => setAsking(true)} disabled={act.isPending}>
                Cancel change
              </Button>
              <Button variant="outline" onClick={() => setEditing(true)} disabled={act.isPending}>
                Edit
              </Button>
              {c.status === "planned" && (
                <Button variant="outline" onClick={() => run("confirm")} disabled={act.isPending}>
                  Confirm
                </Button>
              )}
              {due && (
                <Button
                  onClick={() => run("complete")}
                  disabled={act.isPending || (refusal !== "" && !reason.trim())}
                >
                  {refusal ? "Complete with override" : "Complete"}
                </Button>
              )}
            </div>
          )}
        </div>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Cancel this crew change?"
        description="Nobody signs on or off; the change stays on record as cancelled."
        confirmLabel="Cancel change"
        pendingLabel="Cancelling..."
        failure="Failed to cancel the crew change"
        onConfirm={() => run("cancel")}
      />
    </DialogShell>
  );
}
