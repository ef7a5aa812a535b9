// The month's signatures: the seafarer acknowledges (signs) it; the master aboard or the office
// countersigns (in the office view). Signed months change only through a correction with a reason.
import type { TRestMonthStatus } from "@shared/rest-hours-api";
import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { useCurrentUser } from "@/features/auth";
import { useSignOwnMonth } from "../api";
import { formatStamp } from "../grid-model";
import { monthName } from "./month-picker";

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
}: {
  crewId: string;
  month: string;
  status: TRestMonthStatus | null;
  /** Signed on this device, waiting to sync (issue 22). */
  signQueued: boolean;
  today: string;
  unsaved: number;
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
        title={`Sign ${monthName(month)}?`}
        description="You confirm that these are your true hours of work and rest. After signing, a change needs a reason and is kept as a correction."
        confirmLabel="Sign"
        pendingLabel="Signing..."
        variant="default"
        success="Month signed"
        failure="Month not signed"
        onConfirm={() => sign.mutateAsync(month)}
      >
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
