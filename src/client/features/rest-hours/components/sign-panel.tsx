// The month's signatures: the seafarer acknowledges (signs) it; the master aboard or the office
// countersigns (in the office view). Signed months change only through a correction with a reason.
// Days not recorded between recorded days are listed before signing (MLC A2.3 para 12; docs/regulations.md).
import type { TRestMonthStatus } from "@shared/rest-hours-api";
import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { useCurrentUser } from "@/features/auth";
import { useSignOwnMonth } from "../api";
import { formatStamp } from "../grid-model";
import { monthName } from "./month-picker";

const dayFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", timeZone: "UTC" });
const dayText = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

export function SignatureLine({ status }: { status: TRestMonthStatus | null }) {
  if (!status?.seafarerSignedAt) return <span>Not signed by the seafarer</span>;
  return (
    <span>
      Signed by {status.seafarerName ?? "the seafarer"} {formatStamp(status.seafarerSignedAt)}
      {status.masterSignedAt
        ? ` · countersigned by ${status.masterName ?? "—"} (${status.masterCapacity === "office" ? "office" : "master"}) ${formatStamp(status.masterSignedAt)}`
        : " · awaiting the master's countersignature"}
    </span>
  );
}

export function SignPanel({
  crewId,
  month,
  status,
  signQueued,
  today,
  unsaved,
  notRecorded,
}: {
  crewId: string;
  month: string;
  status: TRestMonthStatus | null;
  /** Signed on this device, waiting to sync. */
  signQueued: boolean;
  today: string;
  unsaved: number;
  /** The month's days not recorded between recorded days: shown, and signed with, when confirmed. */
  notRecorded: string[];
}) {
  const sign = useSignOwnMonth(crewId, useCurrentUser().id);
  const [open, setOpen] = useState(false);
  const signed = Boolean(status?.seafarerSignedAt) || signQueued;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border p-3 text-sm" data-testid="sign-panel">
      {signed && <CheckCircle2 aria-hidden className="size-4 text-emerald-700 dark:text-emerald-400" />}
      {signQueued && !status?.seafarerSignedAt ? (
        <span>Signed on this device: waiting to sync</span>
      ) : (
        <SignatureLine status={status} />
      )}
      {!signed && (
        <Button
          size="sm"
          className="ml-auto"
          disabled={month > today.slice(0, 7)}
          onClick={() => setOpen(true)}
        >
          Sign month
        </Button>
      )}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={
          notRecorded.length > 0
            ? `Sign ${monthName(month)} with ${notRecorded.length} day${notRecorded.length === 1 ? "" : "s"} not recorded?`
            : `Sign ${monthName(month)}?`
        }
        description="You confirm that these are your true hours of work and rest. After signing, a change needs a reason and is kept as a correction."
        confirmLabel={notRecorded.length > 0 ? "Sign anyway" : "Sign"}
        pendingLabel="Signing..."
        variant="default"
        success="Month signed"
        failure="Month not signed"
        onConfirm={() => sign.mutateAsync({ month, daysNotRecorded: notRecorded })}
      >
        {notRecorded.length > 0 && (
          <div className="space-y-1 text-sm" data-testid="days-not-recorded">
            <p className="font-medium text-amber-800 dark:text-amber-300">
              Not recorded: {notRecorded.map(dayText).join(", ")}.
            </p>
            <p>
              Every day aboard must be recorded; an inspector writes up a day without a record. Record them
              first, or sign with them listed as not recorded.
            </p>
          </div>
        )}
        {unsaved > 0 && (
          <p className="text-sm font-medium text-amber-800 dark:text-amber-300">
            {unsaved} day{unsaved === 1 ? " has" : "s have"} unsaved changes: save them first or they are not
            signed.
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
