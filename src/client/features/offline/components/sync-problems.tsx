// Changes that need the seafarer: a conflict shows their version beside the server's and lets
// them keep theirs (sent again on top of the server's version, with a reason when the month is signed)
// or take the server's; a refused change shows the server's reason and can be sent again or discarded.
import { useState } from "react";
import { RefusedWriteActions } from "@/components/refused-write-actions";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { retryWrite } from "@/lib/offline/replay";
import { type QueuedWrite, removeWrite } from "@/lib/offline/write-queue";
import { workText, writeTitle } from "../write-text";

function Conflict({ w }: { w: QueuedWrite }) {
  const [reason, setReason] = useState("");
  const theirs = w.theirs as { recordedAt?: string } | null | undefined;
  const needsReason = Boolean(w.monthSigned);
  const keepMine = () =>
    retryWrite(w, {
      ...w.body,
      baseRecordedAt: theirs?.recordedAt ?? null,
      ...(needsReason ? { reason: reason.trim() } : {}),
    });
  const id = `sync-reason-${w.key}`;
  return (
    <>
      <div className="grid grid-cols-2 gap-2 text-xs">
        <div className="rounded border p-2" data-testid="conflict-mine">
          <p className="font-medium">Yours</p>
          <p>{workText(w.body)}</p>
        </div>
        <div className="rounded border p-2" data-testid="conflict-theirs">
          <p className="font-medium">On the server now</p>
          <p>{workText(w.theirs ?? null)}</p>
        </div>
      </div>
      {needsReason && (
        <div className="space-y-1">
          <Label htmlFor={id}>The month is signed: reason for your correction</Label>
          <Textarea id={id} rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={needsReason && reason.trim().length < 3} onClick={() => void keepMine()}>
          Keep mine
        </Button>
        <Button size="sm" variant="outline" onClick={() => void removeWrite(w.key)}>
          Take the server's
        </Button>
      </div>
    </>
  );
}

export function SyncProblems({ writes }: { writes: QueuedWrite[] }) {
  if (writes.length === 0) return null;
  return (
    <section aria-label="Changes that need you" className="space-y-3 border-t pt-3">
      <h2 className="font-semibold">Needs you</h2>
      {writes.map((w) => (
        <article key={w.key} className="space-y-2" data-testid="sync-problem" data-state={w.state}>
          <p className="font-medium">{writeTitle(w)}</p>
          <p className="text-red-700 dark:text-red-400">{w.error}</p>
          {w.state === "conflict" ? (
            <Conflict w={w} />
          ) : (
            <RefusedWriteActions write={w} className="flex flex-wrap gap-2" />
          )}
        </article>
      ))}
    </section>
  );
}
