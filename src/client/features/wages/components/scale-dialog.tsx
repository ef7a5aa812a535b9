// Add or edit a wage scale (admin): rank, optional vessel and collective agreement, currency, validity and
// the components. The shared schema's words on each field; a scale overlapping another of the same rank
// and scope is the server's 409, shown in its words above the buttons.
import { CURRENCY_CODES } from "@shared/money";
import { RANK_NAMES } from "@shared/ranks";
import type { TWageScale } from "@shared/wages-api";
import { useState } from "react";
import { DialogShell } from "@/components/dialog-shell";
import { Field, FormFooter, fieldAria } from "@/components/form-field";
import { NativeSelectField } from "@/components/native-select";
import { Input } from "@/components/ui/input";
import { toastSuccess } from "@/components/ui/use-toast";
import { VesselPicker } from "@/features/vessels";
import { ApiError } from "@/lib/api-client";
import { appToday } from "@/lib/today";
import { useSaveWageScale } from "../api";
import {
  type FormErrors,
  newScaleValues,
  type ScaleFormValues,
  scaleRequest,
  scaleValues,
} from "../scale-form";
import { ScaleComponentRows } from "./scale-component-rows";

const EVERY_VESSEL = [{ value: "", label: "Every vessel" }];

function serverErrors(e: unknown): { fields: FormErrors; message: string } {
  const fields: FormErrors = {};
  if (e instanceof ApiError) for (const i of e.issues) fields[i.path.join(".")] ??= i.message;
  const message = e instanceof ApiError ? e.serverMessage : "Could not save the wage scale";
  return { fields, message: e instanceof ApiError && e.status === 400 && e.issues.length ? "" : message };
}

function ScaleForm({ scale, onDone }: { scale: TWageScale | null; onDone: () => void }) {
  const [v, setV] = useState<ScaleFormValues>(() =>
    scale ? scaleValues(scale) : newScaleValues(appToday()),
  );
  const [errors, setErrors] = useState<FormErrors>({});
  const [problem, setProblem] = useState("");
  const save = useSaveWageScale();
  const set = (patch: Partial<ScaleFormValues>) => setV({ ...v, ...patch });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const r = scaleRequest(v);
    setProblem("");
    if ("errors" in r) return setErrors(r.errors);
    setErrors({});
    save.mutate(
      { id: scale?.id, body: r.request },
      {
        onSuccess: () => {
          toastSuccess(scale ? "Wage scale saved" : "Wage scale added");
          onDone();
        },
        onError: (err) => {
          const s = serverErrors(err);
          setErrors(s.fields);
          setProblem(s.message);
        },
      },
    );
  };
  const text = (name: "agreement" | "validFrom" | "validTo", label: string, type = "text") => (
    <Field label={label} htmlFor={`scale-${name}`} error={errors[name]} required={name === "validFrom"}>
      <Input
        id={`scale-${name}`}
        type={type}
        value={v[name]}
        onChange={(e) => set({ [name]: e.target.value } as Partial<ScaleFormValues>)}
        {...fieldAria(`scale-${name}`, errors[name])}
      />
    </Field>
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <NativeSelectField
          label="Rank"
          id="scale-rank"
          value={v.rank}
          onChange={(rank) => set({ rank })}
          error={errors.rank}
          required
        >
          <option value="">Choose a rank</option>
          {RANK_NAMES.map((r) => (
            <option key={r}>{r}</option>
          ))}
        </NativeSelectField>
        <Field label="Vessel (blank: every vessel)" htmlFor="scale-vessel">
          <VesselPicker
            id="scale-vessel"
            fixed={EVERY_VESSEL}
            value={v.vesselId}
            valueLabel={scale?.vesselName ?? undefined}
            onChange={(id) => set({ vesselId: id })}
          />
        </Field>
        {text("agreement", "Collective agreement (if any)")}
        <NativeSelectField
          label="Currency (ISO 4217)"
          id="scale-currency"
          value={v.currency}
          onChange={(currency) => set({ currency })}
          error={errors.currency}
          required
        >
          {CURRENCY_CODES.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </NativeSelectField>
        {text("validFrom", "Valid from", "date")}
        {text("validTo", "Valid to (blank: open end)", "date")}
      </div>
      <ScaleComponentRows
        rows={v.components}
        currency={v.currency}
        errors={errors}
        onChange={(components) => set({ components })}
      />
      {problem && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
          {problem}
        </p>
      )}
      <FormFooter onCancel={onDone} pending={save.isPending} label="Save wage scale" />
    </form>
  );
}

/** Open for a new scale (`scale` null) or an existing one; closed when `open` is false. */
export function ScaleDialog({
  open,
  scale,
  onOpenChange,
}: {
  open: boolean;
  scale: TWageScale | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={scale ? `Edit wage scale: ${scale.rank}` : "Add wage scale"}
      description="Amounts in the currency's units (1500.50); they are kept to the minor unit."
      className="max-h-[90vh] overflow-y-auto sm:max-w-3xl"
    >
      {open && <ScaleForm scale={scale} onDone={() => onOpenChange(false)} />}
    </DialogShell>
  );
}
