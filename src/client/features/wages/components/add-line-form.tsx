// Enter a line on an open month (office: any line; the master aboard: cash advances and bonded stores of
// their own vessel, MLC A2.2), the amount typed in the account's currency and sent as minor units.
// A refusal (closed month, not aboard, not the master's line) is shown in the server's words.
import {
  MASTER_LINE_CODES,
  type TWageAccount,
  WAGE_LINE_CODES,
  WAGE_LINE_LABELS,
  type WageLineCode,
  ZWageLineRequest,
} from "@shared/wages-api";
import { useState } from "react";
import { Field, fieldAria } from "@/components/form-field";
import { NativeSelectField } from "@/components/native-select";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { toastSuccess } from "@/components/ui/use-toast";
import { useCan } from "@/features/auth";
import { ApiError } from "@/lib/api-client";
import { useAddWageLine } from "../api";
import { parseMajor } from "../money-input";

type Kind = "earning" | "deduction";
const ALL_CODES = Object.keys(WAGE_LINE_CODES) as WageLineCode[];

export function AddLineForm({ account: a }: { account: TWageAccount }) {
  const office = useCan("wages:close");
  const codes = office ? ALL_CODES : MASTER_LINE_CODES;
  const [code, setCode] = useState<WageLineCode>(codes[0]);
  const [kind, setKind] = useState<Kind>("earning");
  const [label, setLabel] = useState("");
  const [amount, setAmount] = useState("");
  const [hours, setHours] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddWageLine();
  const fixedKind = WAGE_LINE_CODES[code];
  if (!a.currency)
    return (
      <p className="text-sm text-muted-foreground">Lines are entered once the account has a currency.</p>
    );
  const currency = a.currency;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = parseMajor(amount, currency);
    const line = {
      code,
      kind: fixedKind ?? kind,
      label: label.trim() || WAGE_LINE_LABELS[code],
      amount: "minor" in parsed ? parsed.minor : Number.NaN,
      hours: code === "overtime" && hours ? Number(hours) : undefined,
    };
    const found: Record<string, string> = {};
    if ("error" in parsed) found.amount = parsed.error;
    const checked = ZWageLineRequest.safeParse(line);
    if (!checked.success)
      for (const i of checked.error.issues) found[i.path.join(".") || "form"] ??= i.message;
    setErrors(found);
    if (Object.keys(found).length || !checked.success) return;
    add.mutate(
      { crewId: a.crewMemberId, month: a.month, line: checked.data },
      {
        onSuccess: () => {
          toastSuccess(`${line.label} entered on ${a.name}'s account`);
          setAmount("");
          setLabel("");
          setHours("");
        },
        onError: (err) =>
          setErrors({ form: err instanceof ApiError ? err.serverMessage : "Could not enter the line" }),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-md border p-3" aria-label="Add a line">
      <h3 className="text-sm font-semibold">Add a line</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <NativeSelectField label="Line" id="line-code" value={code} onChange={setCode}>
          {codes.map((c) => (
            <option key={c} value={c}>
              {WAGE_LINE_LABELS[c]} ({WAGE_LINE_CODES[c] ?? "earning or deduction"})
            </option>
          ))}
        </NativeSelectField>
        {fixedKind === null && (
          <NativeSelectField
            label="Earning or deduction"
            id="line-kind"
            value={kind}
            onChange={setKind}
            error={errors.kind}
          >
            <option value="earning">Earning</option>
            <option value="deduction">Deduction</option>
          </NativeSelectField>
        )}
        <Field label="Label" htmlFor="line-label" error={errors.label}>
          <Input
            id="line-label"
            value={label}
            placeholder={WAGE_LINE_LABELS[code]}
            onChange={(e) => setLabel(e.target.value)}
            {...fieldAria("line-label", errors.label)}
          />
        </Field>
        <Field label={`Amount (${currency})`} htmlFor="line-amount" error={errors.amount} required>
          <Input
            id="line-amount"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            {...fieldAria("line-amount", errors.amount)}
          />
        </Field>
        {code === "overtime" && (
          <Field label="Hours paid" htmlFor="line-hours" error={errors.hours}>
            <Input
              id="line-hours"
              type="number"
              step={0.25}
              min={0}
              value={hours}
              onChange={(e) => setHours(e.target.value)}
              {...fieldAria("line-hours", errors.hours)}
            />
          </Field>
        )}
      </div>
      <FieldError role="alert">{errors.form}</FieldError>
      <Button type="submit" disabled={add.isPending}>
        {add.isPending ? "Entering..." : "Add line"}
      </Button>
    </form>
  );
}
