// The one dialog of a bulk action: it says what it will do to which records, asks once, runs, then reports
// each record's outcome (done, or refused with the reason the server gave) and a summary. A request that
// fails as a whole says so and leaves the dialog open to try again. Long lists scroll with the dialog (a
// scroll box of its own would need keyboard focus).
import type { TBulkResult } from "@shared/bulk";
import { CircleCheck, CircleX } from "lucide-react";
import { type ReactNode, useState } from "react";
import { DialogShell } from "@/components/dialog-shell";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import { cn } from "@/lib/utils";

function OutcomeList({ result }: { result: TBulkResult }) {
  return (
    <ul aria-label="Outcome per record" className="space-y-1 text-sm">
      {result.results.map((r) => (
        <li key={r.id} className="flex items-start gap-2">
          {r.status === "ok" ? (
            <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
          ) : (
            <CircleX className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
          )}
          <span>
            <span className="font-medium">{r.label}</span>
            {": "}
            <span className={cn(r.status === "refused" && "text-destructive")}>
              {r.status === "ok" ? "done" : `refused: ${r.message}`}
            </span>
            {r.note && <span className="block text-muted-foreground">{r.note}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function BulkActionDialog({
  open,
  onOpenChange,
  title,
  description,
  items,
  confirmLabel,
  pendingLabel,
  run,
  ready = true,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What the action will do, in words. */
  description: ReactNode;
  /** The records it will act on, as the user knows them. */
  items: string[];
  confirmLabel: string;
  pendingLabel: string;
  run: () => Promise<TBulkResult>;
  /** false while the action still needs a choice (the children's), so it cannot run yet. */
  ready?: boolean;
  children?: ReactNode;
}) {
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<TBulkResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = (o: boolean) => {
    if (pending) return;
    if (!o) {
      setResult(null);
      setError(null);
    }
    onOpenChange(o);
  };
  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      setResult(await run());
    } catch (e) {
      setError(e instanceof ApiError ? e.serverMessage : "The request failed. Please try again.");
    } finally {
      setPending(false);
    }
  };
  const summary = result
    ? `${result.summary.ok} done${result.summary.refused ? `, ${result.summary.refused} refused` : ""}`
    : null;

  return (
    <DialogShell
      open={open}
      onOpenChange={close}
      title={title}
      description={result ? summary : description}
      footer={
        result ? (
          <Button onClick={() => close(false)}>Close</Button>
        ) : (
          <>
            <Button variant="outline" onClick={() => close(false)} disabled={pending}>
              Cancel
            </Button>
            <Button onClick={confirm} disabled={pending || !ready || items.length === 0}>
              {pending ? pendingLabel : confirmLabel}
            </Button>
          </>
        )
      }
    >
      {result ? (
        <div role="status">
          <OutcomeList result={result} />
        </div>
      ) : (
        <>
          {children}
          <ul aria-label="Records" className="list-disc space-y-0.5 pl-5 text-sm">
            {items.map((label, i) => (
              // labels may repeat (two seafarers of one name)
              <li key={i}>{label}</li>
            ))}
          </ul>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </>
      )}
    </DialogShell>
  );
}
