// Upload Document and Edit Document dialogs (spec §2, §5): one form on the shared schema; a crew
// selector for office and admin only; the optional file (PDF, JPEG, PNG under 5MB) goes up with a
// progress bar (0, 25, byte progress, 75, 90, 100); after the expiry date a notice asks to check it.
import { FormFooter } from "@/components/form-field";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useCurrentUser } from "@/features/auth";
import { CrewMemberField, DocumentDetailFields, DocumentFileField } from "./document-form-fields";
import { RenewalNotice } from "./renewal-notice";
import { type DocumentFormOptions, useDocumentForm } from "./use-document-form";

export function DocumentFormDialog({
  open,
  defaultCrewLabel,
  ...options
}: DocumentFormOptions & {
  open: boolean;
  /** Name shown for defaultCrewMemberId until the crew list has loaded. */
  defaultCrewLabel?: string;
}) {
  const { isCrew, document } = options;
  const f = useDocumentForm(options);
  const { form, editing } = f;
  const { isSubmitting } = form.formState;
  const user = useCurrentUser();
  const crewMemberId = isCrew ? user.crewMemberId : form.watch("crewMemberId");
  const type = form.watch("type") ?? "";
  const expiryDate = form.watch("expiryDate");
  return (
    <Dialog open={open} onOpenChange={f.close}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Document" : "Upload Document"}</DialogTitle>
          <DialogDescription>
            {editing
              ? "Update the document's details or replace its file."
              : isCrew
                ? "Add one of your documents or certificates. The office checks it before it counts."
                : "Add a document or certificate for a crew member."}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={f.onSubmit} noValidate className="grid gap-4">
          {!isCrew && (
            <CrewMemberField
              form={form}
              initialLabel={
                document
                  ? `${document.crewMember.firstName} ${document.crewMember.lastName}`
                  : defaultCrewLabel
              }
            />
          )}
          <DocumentDetailFields form={form} />
          <RenewalNotice
            query={
              !editing && crewMemberId && type
                ? {
                    crewMemberId,
                    type,
                    expiryDate: expiryDate || undefined,
                    issuingState: form.watch("issuingState")?.trim() || undefined,
                  }
                : null
            }
            supersede={form.watch("supersede") !== false}
            onSupersedeChange={(v) => form.setValue("supersede", v)}
            decidedLater={isCrew}
          />
          <DocumentFileField
            document={editing ? document : null}
            fileError={f.fileError}
            progress={f.progress}
            onPick={f.setFile}
          />
          {f.serverError && (
            <p
              role="alert"
              className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-red-700 dark:text-red-400"
            >
              {f.serverError}
            </p>
          )}
          {/* while the file goes up, Cancel stops it (AbortController); nothing is saved */}
          <FormFooter
            onCancel={f.uploading ? f.cancelUpload : () => f.close(false)}
            cancelLabel={f.uploading ? "Cancel upload" : undefined}
            cancelDisabled={isSubmitting && !f.uploading}
            pending={isSubmitting}
            disabled={!!f.fileError}
            label={editing ? "Update Document" : "Upload Document"}
            pendingLabel={editing ? "Updating..." : "Uploading..."}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
