// The seafarer's month: the days to fill in, the live findings, signing the month,
// corrections of a signed month (with their reason) and the monthly record as a PDF.
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { ErrorMessage, LoadingRows } from "@/components/query-state";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toastError, toastSuccess } from "@/components/ui/use-toast";
import type { QueuedOutcome } from "@/lib/offline/through-queue";
import { addDaysIso, findingDates, rollingRest7d } from "../grid-model";
import { FindingsList } from "./findings-list";
import { MonthPicker } from "./month-picker";
import { RestCorrections } from "./rest-corrections";
import { RestDayRow } from "./rest-day-row";
import { RestPdfLink } from "./rest-pdf-link";
import { SignPanel } from "./sign-panel";
import { useRestMonth } from "./use-rest-month";

/** Says what became of a save: on the server, kept on this device, or a conflict for the sync status. */
function toastOutcome(outcome: QueuedOutcome) {
  if (outcome === "synced") toastSuccess("Day saved");
  else if (outcome === "queued") toastSuccess("Saved on this device: it syncs when you are back online");
  else toastError("The day was changed meanwhile: compare both versions under Sync at the top");
}

export function RestMonthView({
  crewId,
  month,
  onMonth,
}: {
  crewId: string;
  month: string;
  onMonth: (m: string) => void;
}) {
  const s = useRestMonth(crewId, month);
  const [open, setOpen] = useState<string | null>(null);
  const [correcting, setCorrecting] = useState<string | null>(null);
  const [reason, setReason] = useState("");
  const signed = Boolean(s.status?.seafarerSignedAt) || s.signQueued;

  const byDate = new Map<string, typeof s.findings>();
  for (const f of s.findings) for (const d of findingDates(f)) byDate.set(d, [...(byDate.get(d) ?? []), f]);

  const save = async (date: string) => {
    if (signed) {
      setReason("");
      setCorrecting(date);
      return;
    }
    try {
      toastOutcome(await s.saveDay(date));
    } catch (e) {
      toastError(`Day not saved: ${(e as Error).message}`);
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <MonthPicker month={month} onMonth={onMonth} />
        <RestPdfLink crewId={crewId} month={month} />
      </div>
      {s.query.isPending ? (
        <LoadingRows label="Loading hours of rest" rows={6} className="h-12" />
      ) : s.query.isError ? (
        <ErrorMessage onRetry={() => s.query.refetch()}>
          Could not load hours of rest: {s.query.error.message}
        </ErrorMessage>
      ) : (
        <>
          <SignPanel
            crewId={crewId}
            month={month}
            status={s.status}
            signQueued={s.signQueued}
            today={s.today}
            unsaved={s.drafts.size}
            notRecorded={s.notRecorded}
          />
          <ul className="space-y-2" aria-label="Days of the month">
            {s.dates.map((date) => (
              <RestDayRow
                key={date}
                date={date}
                day={s.merged.get(date)}
                yesterday={s.merged.get(addDaysIso(date, -1))}
                rest7d={rollingRest7d(s.merged, date)}
                findings={byDate.get(date) ?? []}
                dirty={s.drafts.has(date)}
                queued={
                  s.drafts.has(date) || !s.queued.has(date)
                    ? undefined
                    : s.conflicted.has(date)
                      ? "conflict"
                      : "waiting"
                }
                future={date > s.today}
                open={open === date}
                saving={s.saving}
                onToggle={() => setOpen(open === date ? null : date)}
                onChange={(d) => s.setDraft(date, d)}
                onSave={() => save(date)}
                onDiscard={() => s.setDraft(date, null)}
              />
            ))}
          </ul>
          {/* Below the days: as it grows while the seafarer drags, nothing above their finger moves. */}
          <FindingsList findings={s.findings} live />
          <RestCorrections corrections={s.query.data.corrections} />
        </>
      )}
      <ConfirmDialog
        open={correcting !== null}
        onOpenChange={(o) => !o && setCorrecting(null)}
        title="Correct a signed month"
        description="This month is signed. The change is kept as a correction: who, when, why, and the earlier hours."
        confirmLabel="Save correction"
        pendingLabel="Saving..."
        variant="default"
        success="Correction saved"
        failure="Correction not saved: give the reason (at least 3 characters)"
        onConfirm={async () => {
          if (!correcting) return;
          if (reason.trim().length < 3) throw new Error("reason");
          toastOutcome(await s.saveDay(correcting, reason.trim()));
        }}
      >
        <div className="space-y-1">
          <Label htmlFor="correction-reason">Reason for the correction</Label>
          <Textarea
            id="correction-reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            rows={3}
          />
        </div>
      </ConfirmDialog>
    </div>
  );
}
