// A wage scale's components in the form: code, label, monthly or hourly, and the amount in major units of
// the scale's currency; rows added and removed by button.
import { Plus, Trash2 } from "lucide-react";
import { Field, fieldAria } from "@/components/form-field";
import { NativeSelectField } from "@/components/native-select";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import type { ComponentValues, FormErrors } from "../scale-form";

export function ScaleComponentRows({
  rows,
  currency,
  errors,
  onChange,
}: {
  rows: ComponentValues[];
  currency: string;
  errors: FormErrors;
  onChange: (rows: ComponentValues[]) => void;
}) {
  const set = (i: number, patch: Partial<ComponentValues>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">Components</legend>
      <FieldError role="alert">{errors.components}</FieldError>
      {rows.map((r, i) => {
        const id = (f: string) => `scale-c${i}-${f}`;
        const err = (f: string) => errors[`components.${i}.${f}`];
        return (
          <div
            key={i}
            className="grid grid-cols-2 items-end gap-2 rounded-md border p-2 sm:grid-cols-[7rem_1fr_7rem_8rem_auto]"
          >
            <Field label="Code" htmlFor={id("code")} error={err("code")}>
              <Input
                id={id("code")}
                value={r.code}
                onChange={(e) => set(i, { code: e.target.value })}
                {...fieldAria(id("code"), err("code"))}
              />
            </Field>
            <Field label="Label" htmlFor={id("label")} error={err("label")}>
              <Input
                id={id("label")}
                value={r.label}
                onChange={(e) => set(i, { label: e.target.value })}
                {...fieldAria(id("label"), err("label"))}
              />
            </Field>
            <NativeSelectField
              label="Paid"
              id={id("kind")}
              value={r.kind}
              onChange={(kind) => set(i, { kind })}
            >
              <option value="monthly">a month</option>
              <option value="hourly">an hour</option>
            </NativeSelectField>
            <Field label={`Amount (${currency || "currency"})`} htmlFor={id("amount")} error={err("amount")}>
              <Input
                id={id("amount")}
                inputMode="decimal"
                value={r.amount}
                onChange={(e) => set(i, { amount: e.target.value })}
                {...fieldAria(id("amount"), err("amount"))}
              />
            </Field>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove ${r.label || `component ${i + 1}`}`}
              disabled={rows.length === 1}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        );
      })}
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => onChange([...rows, { code: "", label: "", kind: "monthly", amount: "" }])}
      >
        <Plus aria-hidden /> Add component
      </Button>
    </fieldset>
  );
}
