// Upload Document and Edit Document dialogs (spec §2, §5): one form on the shared schema; a crew
// selector for office and admin only; the optional file (PDF, JPEG, PNG under 5MB) goes up with a
// progress bar (0, 25, byte progress, 75, 90, 100); after the expiry date a notice asks to check it.
import { zodResolver } from "@hookform/resolvers/zod";
import {
  checkUploadFile,
  type TDocument,
  type TDocumentRequest,
  UPLOAD_ACCEPT,
  ZDocumentRequest,
} from "@shared/documents";
import { DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES } from "@shared/options";
import { Info } from "lucide-react";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toastError, toastSuccess } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { uploadFile, useCreateDocument, useUpdateDocument } from "../api";
import { CrewSelect } from "./crew-select";

type FormValues = TDocumentRequest;

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

export function DocumentFormDialog({
  open,
  onOpenChange,
  isCrew,
  document,
  defaultCrewMemberId,
  defaultType,
  defaultCrewLabel,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isCrew: boolean;
  /** Edit this document; absent: upload a new one. */
  document?: TDocument | null;
  defaultCrewMemberId?: string;
  defaultType?: TDocument["type"];
  /** Name shown for defaultCrewMemberId until the crew list has loaded. */
  defaultCrewLabel?: string;
}) {
  const editing = !!document;
  const create = useCreateDocument();
  const update = useUpdateDocument();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [serverError, setServerError] = useState<string | null>(null);

  const form = useForm<FormValues>({
    resolver: zodResolver(ZDocumentRequest) as never,
    defaultValues: document
      ? {
          type: document.type,
          documentNumber: document.documentNumber,
          issueDate: document.issueDate,
          expiryDate: document.expiryDate,
          issuingAuthority: document.issuingAuthority,
          crewMemberId: isCrew ? undefined : document.crewMemberId,
          status: document.status,
        }
      : {
          type: defaultType ?? "",
          documentNumber: "",
          issueDate: "",
          expiryDate: "",
          issuingAuthority: "",
          crewMemberId: isCrew ? undefined : (defaultCrewMemberId ?? ""),
          status: "valid",
        },
  });
  const { errors, isSubmitting } = form.formState;
  const expiryDate = form.watch("expiryDate");

  const close = (next: boolean) => {
    if (isSubmitting) return;
    if (!next) {
      form.reset();
      setFile(null);
      setFileError(null);
      setProgress(0);
      setServerError(null);
    }
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    if (fileError) return;
    try {
      setProgress(0);
      let filePath: string | undefined;
      if (file) filePath = await uploadFile(file, setProgress);
      setProgress(file ? 90 : 0);
      const body = { ...values, ...(filePath ? { filePath } : {}) };
      if (document) await update.mutateAsync({ id: document.id, body });
      else await create.mutateAsync(body);
      if (file) setProgress(100);
      toastSuccess(editing ? "Document updated successfully" : "Document uploaded successfully");
      form.reset();
      setFile(null);
      setProgress(0);
      onOpenChange(false);
    } catch (error) {
      setProgress(0);
      const message = error instanceof ApiError ? error.serverMessage : (error as Error).message;
      setServerError(message);
      for (const issue of error instanceof ApiError ? error.issues : []) {
        const key = issue.path[0];
        if (typeof key === "string" && key in values)
          form.setError(key as keyof FormValues, { message: issue.message });
      }
      toastError(editing ? "Failed to update document" : "Failed to upload document");
    }
  });

  const err = (name: keyof FormValues) => (errors[name]?.message as string | undefined) ?? undefined;
  const aria = (name: keyof FormValues, id: string) => ({
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-error` : undefined,
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Document" : "Upload Document"}</DialogTitle>
          <DialogDescription>
            {editing
              ? "Update the document's details or replace its file."
              : isCrew
                ? "Add one of your documents or certificates."
                : "Add a document or certificate for a crew member."}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {!isCrew && (
            <div className="grid gap-2">
              <Label htmlFor="document-crew">Crew Member</Label>
              <Controller
                control={form.control}
                name="crewMemberId"
                render={({ field }) => (
                  <CrewSelect
                    value={field.value ?? ""}
                    onChange={field.onChange}
                    invalid={!!errors.crewMemberId}
                    describedBy={errors.crewMemberId ? "document-crew-error" : undefined}
                    initialLabel={
                      document
                        ? `${document.crewMember.firstName} ${document.crewMember.lastName}`
                        : defaultCrewLabel
                    }
                  />
                )}
              />
              <FieldError id="document-crew-error">{err("crewMemberId")}</FieldError>
            </div>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="document-type" label="Document Type" error={err("type")}>
              <Controller
                control={form.control}
                name="type"
                render={({ field }) => (
                  <Select value={field.value || undefined} onValueChange={field.onChange}>
                    <SelectTrigger id="document-type" {...aria("type", "document-type")}>
                      <SelectValue placeholder="Select type" />
                    </SelectTrigger>
                    <SelectContent>
                      {DOCUMENT_TYPES.map((t) => (
                        <SelectItem key={t} value={t}>
                          {DOCUMENT_TYPE_LABELS[t]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </Field>
            <Field id="document-number" label="Document Number" error={err("documentNumber")}>
              <Input
                id="document-number"
                {...aria("documentNumber", "document-number")}
                {...form.register("documentNumber")}
              />
            </Field>
            <Field id="document-issue" label="Issue Date" error={err("issueDate")}>
              <Input
                id="document-issue"
                type="date"
                {...aria("issueDate", "document-issue")}
                {...form.register("issueDate")}
              />
            </Field>
            <Field id="document-expiry" label="Expiry Date" error={err("expiryDate")}>
              <Input
                id="document-expiry"
                type="date"
                {...aria("expiryDate", "document-expiry")}
                {...form.register("expiryDate")}
              />
            </Field>
          </div>
          {expiryDate && (
            <p
              className="flex gap-2 rounded-md border border-ocean-blue/30 bg-ocean-blue/10 px-3 py-2 text-sm"
              role="note"
            >
              <Info className="mt-0.5 size-4 shrink-0 text-ocean-blue" aria-hidden />
              Please make sure the expiry date is correct. The system tracks renewals automatically and raises
              alerts before the document expires.
            </p>
          )}
          <Field id="document-authority" label="Issuing Authority" error={err("issuingAuthority")}>
            <Input
              id="document-authority"
              {...aria("issuingAuthority", "document-authority")}
              {...form.register("issuingAuthority")}
            />
          </Field>
          <Field
            id="document-file"
            label={editing && document?.hasFile ? "Replace File (optional)" : "File (optional)"}
            error={fileError ?? undefined}
          >
            <Input
              id="document-file"
              type="file"
              accept={UPLOAD_ACCEPT}
              aria-invalid={fileError ? true : undefined}
              aria-describedby="document-file-hint"
              onChange={(e) => {
                const picked = e.target.files?.[0] ?? null;
                setFile(picked);
                setFileError(picked ? checkUploadFile(picked) : null);
              }}
            />
            <p id="document-file-hint" className="text-xs text-muted-foreground">
              PDF, JPEG or PNG, less than 5MB.
            </p>
          </Field>
          {progress > 0 && progress < 100 && (
            <div className="grid gap-1">
              <div
                role="progressbar"
                aria-label="Upload progress"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={progress}
                className="h-2 overflow-hidden rounded-full bg-muted"
              >
                <div className="h-full bg-ocean-blue transition-[width]" style={{ width: `${progress}%` }} />
              </div>
              <p className="text-xs text-muted-foreground">Uploading... {progress}%</p>
            </div>
          )}
          {serverError && (
            <p
              role="alert"
              className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-red-700 dark:text-red-400"
            >
              {serverError}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting || !!fileError}>
              {isSubmitting
                ? editing
                  ? "Updating..."
                  : "Uploading..."
                : editing
                  ? "Update Document"
                  : "Upload Document"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
