// "Add type" (admin): a certificate type of the company's own (code, name, category, STCW regulation,
// typical validity, revalidation), validated with the shared schema; a taken code or name shows on its field.
import { zodResolver } from "@hookform/resolvers/zod";
import {
  CERTIFICATE_CATEGORIES,
  CERTIFICATE_CATEGORY_LABELS,
  type TCertificateTypeRequest,
  ZCertificateTypeRequest,
} from "@shared/certificates";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { DialogShell } from "@/components/dialog-shell";
import { Field, FormFooter, fieldAria } from "@/components/form-field";
import { type FieldSpec, FormFields } from "@/components/form-fields";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toastError, toastSuccess } from "@/components/ui/use-toast";
import { applyServerErrors } from "@/lib/server-errors";
import { useCreateCertificateType } from "../api";

const CATEGORY_OPTIONS = CERTIFICATE_CATEGORIES.map((c) => ({
  value: c,
  label: CERTIFICATE_CATEGORY_LABELS[c],
}));
const FIELDS: readonly FieldSpec[] = [
  { name: "code", label: "Code", required: true, inputProps: { placeholder: "e.g. h2s_training" } },
  { name: "name", label: "Name", required: true },
  { name: "category", label: "Category", options: CATEGORY_OPTIONS, required: true },
  { name: "stcwRegulation", label: "STCW regulation" },
];
const EMPTY = { code: "", name: "", category: "", stcwRegulation: "", validityMonths: undefined };

export function AddCertificateTypeDialog() {
  const [open, setOpen] = useState(false);
  const create = useCreateCertificateType();
  const form = useForm<TCertificateTypeRequest>({
    resolver: zodResolver(ZCertificateTypeRequest) as never,
    defaultValues: EMPTY as never,
  });
  const onSubmit = form.handleSubmit(async (v) => {
    const body = {
      ...v,
      stcwRegulation: v.stcwRegulation?.trim() || null,
      validityMonths: v.validityMonths ?? null,
    };
    try {
      await create.mutateAsync(body);
      toastSuccess(`Certificate type "${v.name}" added`);
      form.reset(EMPTY as never);
      setOpen(false);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, undefined, "code")) toastError("Failed to add the type");
    }
  });
  const validityError = form.formState.errors.validityMonths?.message;
  const common = { form, idPrefix: "cert-type", className: "grid gap-2" } as const;
  return (
    <DialogShell
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm">
          <Plus aria-hidden /> Add type
        </Button>
      }
      title="Add certificate type"
      description="A type of the company's own; the built-in STCW types are already in the catalogue."
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormFields {...common} fields={FIELDS} />
          <Field label="Typical validity (months)" htmlFor="cert-type-validityMonths" error={validityError}>
            <Input
              id="cert-type-validityMonths"
              type="number"
              min={1}
              {...fieldAria("cert-type-validityMonths", validityError)}
              {...form.register("validityMonths", {
                setValueAs: (v) => (v === "" || v == null ? null : Number(v)),
              })}
            />
          </Field>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" {...form.register("needsRevalidation")} />
          Needs revalidation
        </label>
        <FormFooter
          onCancel={() => setOpen(false)}
          pending={create.isPending}
          label="Add type"
          pendingLabel="Adding..."
        />
      </form>
    </DialogShell>
  );
}
