// The fields of the Upload/Edit Document form: crew member (office and admin), type, number, dates, the
// expiry notice, issuing authority; and the file picker with its upload progress bar.
import { NEVER_EXPIRES } from "@shared/certificates";
import { expiryOptional, type TDocument, UPLOAD_ACCEPT } from "@shared/documents";
import { FLAG_STATES } from "@shared/options";
import { Info } from "lucide-react";
import { Controller, type UseFormReturn } from "react-hook-form";
import { Field, fieldAria, TextField } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { CertificateTypeSelect } from "@/features/certificates";
import { CrewPicker } from "@/features/crew";
import type { DocumentFormValues } from "./use-document-form";

const FIELD_CLASS = "grid gap-2";

/** The catalogue chooser, grouped by category. */
function TypeField({ form }: { form: UseFormReturn<DocumentFormValues> }) {
  const error = form.formState.errors.type?.message;
  return (
    <Field label="Document Type" htmlFor="document-type" error={error} className={FIELD_CLASS}>
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <CertificateTypeSelect
            id="document-type"
            value={field.value ?? ""}
            onChange={field.onChange}
            onBlur={field.onBlur}
            invalid={fieldAria("document-type", error)["aria-invalid"]}
            describedBy={fieldAria("document-type", error)["aria-describedby"]}
          />
        )}
      />
    </Field>
  );
}

export function CrewMemberField({
  form,
  initialLabel,
}: {
  form: UseFormReturn<DocumentFormValues>;
  initialLabel?: string;
}) {
  const error = form.formState.errors.crewMemberId?.message;
  return (
    <Field label="Crew Member" htmlFor="document-crew" error={error} className={FIELD_CLASS}>
      <Controller
        control={form.control}
        name="crewMemberId"
        render={({ field }) => (
          <CrewPicker
            id="document-crew"
            value={field.value || undefined}
            onChange={field.onChange}
            invalid={!!error}
            describedBy={error ? "document-crew-error" : undefined}
            valueLabel={initialLabel}
          />
        )}
      />
    </Field>
  );
}

export function DocumentDetailFields({ form }: { form: UseFormReturn<DocumentFormValues> }) {
  const expiryDate = form.watch("expiryDate");
  const type = form.watch("type");
  const common = { form, idPrefix: "document", className: FIELD_CLASS } as const;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TypeField form={form} />
        <TextField {...common} name="documentNumber" label="Document Number" />
        <TextField {...common} name="issueDate" label="Issue Date" type="date" />
        <TextField
          {...common}
          name="expiryDate"
          label={expiryOptional(type) ? "Expiry Date (empty: no expiry)" : "Expiry Date"}
          type="date"
        />
      </div>
      {expiryDate && expiryDate !== NEVER_EXPIRES && (
        <p
          className="flex gap-2 rounded-md border border-ocean-blue/30 bg-ocean-blue/10 px-3 py-2 text-sm"
          role="note"
        >
          <Info className="mt-0.5 size-4 shrink-0 text-ocean-blue" aria-hidden />
          Please make sure the expiry date is correct. The system tracks renewals automatically and raises
          alerts before the document expires.
        </p>
      )}
      <TextField {...common} name="issuingAuthority" label="Issuing Authority" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...common}
          name="issuingState"
          label={type === "flag_endorsement" ? "Flag endorsed for (optional)" : "Issuing state (optional)"}
          inputProps={{ list: "document-issuing-states", autoComplete: "off" }}
        />
        {type === "coc" && (
          <TextField
            {...common}
            name="grade"
            label="Grade (optional)"
            inputProps={{ placeholder: "e.g. Chief Mate II/2" }}
          />
        )}
        <datalist id="document-issuing-states">
          {FLAG_STATES.filter((f) => f !== "Other").map((f) => (
            <option key={f} value={f} />
          ))}
        </datalist>
      </div>
    </>
  );
}

export function DocumentFileField({
  document,
  fileError,
  progress,
  onPick,
}: {
  document?: TDocument | null;
  fileError: string | null;
  progress: number;
  onPick: (file: File | null) => void;
}) {
  return (
    <>
      <Field
        htmlFor="document-file"
        label={document?.hasFile ? "Replace File (optional)" : "File (optional)"}
        error={fileError ?? undefined}
        className={FIELD_CLASS}
      >
        <Input
          id="document-file"
          type="file"
          accept={UPLOAD_ACCEPT}
          aria-invalid={fileError ? true : undefined}
          aria-describedby="document-file-hint"
          onChange={(e) => onPick(e.target.files?.[0] ?? null)}
        />
        <p id="document-file-hint" className="text-xs text-muted-foreground">
          PDF, JPEG or PNG, less than 5MB. A photo is made smaller before it is sent.
        </p>
      </Field>
      {/* on a phone: straight to the camera (the renewed document photographed on board) */}
      <Field htmlFor="document-photo" label="Or take a photo" className={FIELD_CLASS}>
        <Input
          id="document-photo"
          type="file"
          accept="image/jpeg,image/png"
          capture="environment"
          onChange={(e) => onPick(e.target.files?.[0] ?? null)}
        />
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
    </>
  );
}
