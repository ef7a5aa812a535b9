// The office's two answers to a crew upload: Accept (it becomes the member's current
// document, replacing the older one it renews) and Reject with a reason the seafarer reads and is
// e-mailed. A submission reviewed meanwhile by someone else answers 409: the message says so.
import { zodResolver } from "@hookform/resolvers/zod";
import {
  MAX_REJECT_REASON,
  type TDocumentSubmission,
  type TRejectSubmission,
  ZRejectSubmission,
} from "@shared/document-submissions";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { DialogShell } from "@/components/dialog-shell";
import { Field, FormFooter, fieldAria } from "@/components/form-field";
import { Textarea } from "@/components/ui/textarea";
import { toastError, toastSuccess } from "@/components/ui/use-toast";
import { RenewalNotice } from "@/features/documents";
import { ApiError, isApiError } from "@/lib/api-client";
import { useAcceptSubmission, useRejectSubmission } from "../review-api";

const nameOf = (s: TDocumentSubmission) => `${s.crewMember.firstName} ${s.crewMember.lastName}`;
const failure = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.serverMessage : fallback;

export function AcceptSubmissionDialog({
  submission,
  onOpenChange,
}: {
  submission: TDocumentSubmission | null;
  onOpenChange: (open: boolean) => void;
}) {
  const accept = useAcceptSubmission();
  // the older documents it would supersede are listed first; the office may keep them current
  const [supersede, setSupersede] = useState(true);
  return (
    <ConfirmDialog
      open={!!submission}
      onOpenChange={(open) => {
        if (!open) setSupersede(true);
        onOpenChange(open);
      }}
      title="Accept this document?"
      description={
        submission
          ? `${nameOf(submission)}'s ${submission.typeName} ${submission.documentNumber} becomes their current document.`
          : ""
      }
      confirmLabel="Accept"
      pendingLabel="Accepting..."
      variant="default"
      onConfirm={async () => {
        if (!submission) return;
        try {
          await accept.mutateAsync({ id: submission.id, supersede });
          toastSuccess("Document accepted");
        } catch (error) {
          toastError(failure(error, "Failed to accept the document"));
          // reviewed meanwhile by someone else (409): the queue has refreshed, nothing left to do here
          if (!isApiError(error, 409)) throw error;
        }
      }}
    >
      {submission && (
        <RenewalNotice
          query={{
            crewMemberId: submission.crewMemberId,
            type: submission.type,
            expiryDate: submission.expiryDate,
            issuingState: submission.issuingState ?? undefined,
          }}
          supersede={supersede}
          onSupersedeChange={setSupersede}
        />
      )}
    </ConfirmDialog>
  );
}

export function RejectSubmissionDialog({
  submission,
  onOpenChange,
}: {
  submission: TDocumentSubmission | null;
  onOpenChange: (open: boolean) => void;
}) {
  const reject = useRejectSubmission();
  const form = useForm<TRejectSubmission>({
    resolver: zodResolver(ZRejectSubmission),
    defaultValues: { reason: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const close = (open: boolean) => {
    if (isSubmitting) return;
    if (!open) form.reset();
    onOpenChange(open);
  };
  const onSubmit = form.handleSubmit(async ({ reason }) => {
    if (!submission) return;
    try {
      await reject.mutateAsync({ id: submission.id, reason });
      toastSuccess("Document rejected; the crew member sees the reason");
      form.reset();
      onOpenChange(false);
    } catch (error) {
      if (isApiError(error, 409)) {
        toastError(failure(error, "Failed to reject the document"));
        form.reset();
        return onOpenChange(false);
      }
      form.setError("reason", { message: failure(error, "Failed to reject the document") });
    }
  });
  return (
    <DialogShell
      open={!!submission}
      onOpenChange={close}
      title="Reject this document?"
      description={
        submission
          ? `${nameOf(submission)} sees your reason beside their ${submission.typeName} ${submission.documentNumber} and is e-mailed it.`
          : ""
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <Field label="Reason" htmlFor="reject-reason" required error={errors.reason?.message}>
          <Textarea
            id="reject-reason"
            rows={4}
            maxLength={MAX_REJECT_REASON}
            placeholder="e.g. The photo is blurred: the document number cannot be read"
            {...fieldAria("reject-reason", errors.reason?.message)}
            {...form.register("reason")}
          />
        </Field>
        <FormFooter
          onCancel={() => close(false)}
          cancelDisabled={isSubmitting}
          pending={isSubmitting}
          label="Reject"
          pendingLabel="Rejecting..."
        />
      </form>
    </DialogShell>
  );
}
