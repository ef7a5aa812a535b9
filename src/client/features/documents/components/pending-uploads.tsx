// A seafarer's documents saved on this device and not yet on the server: above their list,
// each "Waiting to upload" until the queue sends it (when the connection returns), or, refused by the
// server, with its reason and a way to send it again or discard it. Nothing is shown when none waits.
import { certificateTypeLabel } from "@shared/certificates";
import { AlertTriangle, CloudUpload } from "lucide-react";
import { RefusedWriteActions } from "@/components/refused-write-actions";
import { useCurrentUser } from "@/features/auth";
import { formatDisplayDate } from "@/lib/format";
import { useQueuedWrites } from "@/lib/offline/use-queued-writes";
import type { QueuedWrite } from "@/lib/offline/write-queue";

function PendingUpload({ w }: { w: QueuedWrite }) {
  const body = (w.body ?? {}) as { type?: string; documentNumber?: string; expiryDate?: string };
  const failed = w.state !== "pending";
  return (
    <li
      className="flex flex-wrap items-start gap-x-3 gap-y-2 rounded-lg border border-dashed p-3"
      data-testid="pending-upload"
      data-state={w.state}
    >
      {failed ? (
        <AlertTriangle aria-hidden className="mt-0.5 size-4 text-red-700 dark:text-red-400" />
      ) : (
        <CloudUpload aria-hidden className="mt-0.5 size-4 text-muted-foreground" />
      )}
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-medium">
          {certificateTypeLabel(body.type ?? "")} <span className="font-mono">{body.documentNumber}</span>
        </p>
        <p className="break-all text-sm text-muted-foreground">
          {w.file ? w.file.name : "No file"}
          {body.expiryDate ? ` · expires ${formatDisplayDate(body.expiryDate)}` : ""}
        </p>
        {failed && <p className="text-sm text-red-700 dark:text-red-400">{w.error}</p>}
      </div>
      {failed ? (
        <RefusedWriteActions write={w} className="flex gap-2 max-sm:w-full max-sm:pl-7" />
      ) : (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200">
          Waiting to upload
        </span>
      )}
    </li>
  );
}

export function PendingUploads() {
  const user = useCurrentUser();
  const queue = useQueuedWrites(user.id);
  const uploads = queue.writes.filter((w) => w.kind === "document-upload");
  if (uploads.length === 0) return null;
  const waiting = uploads.some((w) => w.state === "pending");
  let note = "The server refused these (the reason is under each): try again or discard them.";
  if (waiting && queue.online) note = "Uploading now; they join your documents once the server has them.";
  else if (waiting) note = "You are offline: these upload when the connection returns.";
  return (
    <section aria-labelledby="pending-uploads-title" className="mb-4 space-y-2">
      <h2 id="pending-uploads-title" className="text-sm font-semibold">
        Saved on this device ({uploads.length})
      </h2>
      <p className="text-sm text-muted-foreground">{note}</p>
      <ul className="space-y-2">
        {uploads.map((w) => (
          <PendingUpload key={w.key} w={w} />
        ))}
      </ul>
    </section>
  );
}
