// The seafarer signs their own complete draft in their app, also offline: the signature waits in the
// offline queue (lib/offline) and is sent when the link returns; the sync status in the header shows it.
import type { TAgreement } from "@shared/agreements";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { toastSuccess } from "@/components/ui/use-toast";
import { useCurrentUser } from "@/features/auth";
import { useQueuedWrites } from "@/lib/offline/use-queued-writes";
import { useSignOwnAgreement } from "../api";

export function SeafarerAgreementSign({ agreement: a }: { agreement: TAgreement }) {
  const user = useCurrentUser();
  const sign = useSignOwnAgreement(a.contractId, user.id);
  const queue = useQueuedWrites(user.id);
  const [open, setOpen] = useState(false);
  const waiting = queue.writes.some(
    (w) => w.kind === "agreement-sign" && w.target === `agreement/${a.contractId}` && w.state === "pending",
  );
  if (a.state === "seafarer_signed")
    return <p className="text-sm">You have signed. The company signs next; you will see it here.</p>;
  if (a.state === "signed") return <p className="text-sm">Signed by you and the company.</p>;
  if (waiting)
    return (
      <Notice role="status">
        Your signature is saved on this phone and is sent when you are back online.
      </Notice>
    );
  if (a.missing.length)
    return (
      <p className="text-sm text-muted-foreground">
        The office completes the missing particulars first; then you can sign here.
      </p>
    );
  return (
    <>
      <Button className="w-full sm:w-auto" onClick={() => setOpen(true)}>
        Sign my agreement
      </Button>
      <p className="mt-2 text-xs text-muted-foreground">
        Works offline too: the signature is sent when you are back online.
      </p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Sign your employment agreement?"
        description={`Version ${a.version}, with the particulars above. Once signed it is never edited; a change is a new version.`}
        confirmLabel="Sign"
        pendingLabel="Signing..."
        variant="default"
        failure="Could not sign the agreement"
        onConfirm={async () => {
          const outcome = await sign.mutateAsync();
          toastSuccess(
            outcome === "synced"
              ? "Agreement signed"
              : "Signature saved: it is sent when you are back online",
          );
        }}
      />
    </>
  );
}
