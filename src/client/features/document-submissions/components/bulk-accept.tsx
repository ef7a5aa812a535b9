// Accepting several crew uploads at once: a checkbox on each pending upload, "Select all shown", and
// "Accept selected" which lists what it will accept, asks once and reports each upload's outcome (one
// reviewed meanwhile by someone else is refused with the reason, the others are accepted).
import type { TDocumentSubmission } from "@shared/document-submissions";
import { CheckCheck } from "lucide-react";
import { useState } from "react";
import { BulkActionDialog } from "@/components/bulk-action-dialog";
import { Button } from "@/components/ui/button";
import { useAcceptSubmissions } from "../review-api";

export const submissionLabel = (s: TDocumentSubmission) =>
  `${s.typeName} ${s.documentNumber} of ${s.crewMember.firstName} ${s.crewMember.lastName}`;

export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return { selected, toggle, set: (ids: string[]) => setSelected(new Set(ids)) };
}
export type Selection = ReturnType<typeof useSelection>;

export function SelectSubmission({
  submission,
  selection,
}: {
  submission: TDocumentSubmission;
  selection: Selection;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-4 accent-primary"
        checked={selection.selected.has(submission.id)}
        onChange={(e) => selection.toggle(submission.id, e.target.checked)}
      />
      <span className="sr-only">Select {submissionLabel(submission)}</span>
      <span aria-hidden>Select</span>
    </label>
  );
}

/** The toolbar over the queue: select all shown, and Accept selected (which hands over what is chosen). */
export function BulkAcceptBar({
  shown,
  selection,
  onAccept,
}: {
  shown: TDocumentSubmission[];
  selection: Selection;
  onAccept: (chosen: TDocumentSubmission[]) => void;
}) {
  const pending = shown.filter((s) => s.status === "pending");
  const chosen = pending.filter((s) => selection.selected.has(s.id));
  if (pending.length === 0) return null;
  const all = chosen.length === pending.length;
  return (
    <div className="mb-3 flex flex-wrap items-center gap-3">
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={all}
          onChange={() => selection.set(all ? [] : pending.map((s) => s.id))}
        />
        Select all shown
      </label>
      <Button size="sm" disabled={chosen.length === 0} onClick={() => onAccept(chosen)}>
        <CheckCheck aria-hidden /> Accept selected ({chosen.length})
      </Button>
    </div>
  );
}

/** The dialog for the uploads chosen when it opened (kept while the queue refreshes under it). */
export function BulkAcceptDialog({
  chosen,
  onClose,
}: {
  chosen: TDocumentSubmission[] | null;
  onClose: (accepted: boolean) => void;
}) {
  const accept = useAcceptSubmissions();
  const n = chosen?.length ?? 0;
  return (
    <BulkActionDialog
      open={chosen !== null}
      onOpenChange={(o) => !o && onClose(accept.isSuccess)}
      title={`Accept ${n} ${n === 1 ? "document" : "documents"}?`}
      description="Each becomes its seafarer's current document, replacing the older one it renews. One reviewed meanwhile is left as it is."
      items={(chosen ?? []).map(submissionLabel)}
      confirmLabel="Accept all"
      pendingLabel="Accepting..."
      run={() => accept.mutateAsync((chosen ?? []).map((s) => s.id))}
    />
  );
}
