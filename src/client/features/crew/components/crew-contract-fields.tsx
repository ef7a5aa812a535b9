// The "Contract Information" section of the crew forms: dates (add: start + duration with the read-only
// end; edit: start and end) and the contract's pay, salary and currency (spec §3; salary was
// always 0 with no field to change it). The server saves them with the member in one transaction.
import { CONTRACT_CURRENCIES } from "@shared/contracts";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { useWatch } from "react-hook-form";
import { asOptions, type FieldSpec, FormFields } from "@/components/form-fields";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FormSection } from "./crew-form-fields";

/** Salary (a number, two decimals) and currency (the usual codes, plus the contract's own). */
export function ContractPayFields<T extends FieldValues>({
  form,
  idPrefix,
}: {
  form: UseFormReturn<T>;
  idPrefix: string;
}) {
  const current = useWatch({ control: form.control, name: "contractCurrency" as Path<T> }) as
    | string
    | undefined;
  const codes: readonly string[] =
    current && !CONTRACT_CURRENCIES.includes(current as never)
      ? [current, ...CONTRACT_CURRENCIES]
      : CONTRACT_CURRENCIES;
  return (
    <FormFields
      form={form}
      idPrefix={idPrefix}
      fields={[
        {
          name: "contractSalary",
          label: "Salary",
          type: "number",
          min: 0,
          inputProps: { step: "0.01", inputMode: "decimal" },
        },
        { name: "contractCurrency", label: "Currency", options: asOptions(codes) },
      ]}
    />
  );
}

const START: FieldSpec = { name: "contractStartDate", label: "Contract Start Date", type: "date" };

/** The add form's contract: start, duration (days), the computed end date, and the pay. */
export function AddContractFields<T extends FieldValues>({
  form,
  endDate,
}: {
  form: UseFormReturn<T>;
  endDate: string;
}) {
  return (
    <FormSection title="Contract Information">
      <FormFields
        form={form}
        idPrefix="add"
        fields={[START, { name: "contractDurationDays", label: "Duration (days)", type: "number", min: 1 }]}
      />
      <div className="space-y-1.5">
        <Label htmlFor="add-contractEndDate">Contract End Date</Label>
        <Input id="add-contractEndDate" type="date" value={endDate} readOnly className="bg-muted" />
        <p className="text-xs text-muted-foreground">Start date plus the duration.</p>
      </div>
      <ContractPayFields form={form} idPrefix="add" />
    </FormSection>
  );
}

/** The edit form's active contract: its dates and pay, or "No active contract". */
export function EditContractFields<T extends FieldValues>({
  form,
  hasContract,
}: {
  form: UseFormReturn<T>;
  hasContract: boolean;
}) {
  return (
    <FormSection title="Contract Information">
      {hasContract ? (
        <>
          <FormFields
            form={form}
            idPrefix="edit"
            fields={[START, { name: "contractEndDate", label: "Contract End Date", type: "date" }]}
          />
          <ContractPayFields form={form} idPrefix="edit" />
        </>
      ) : (
        <p className="text-sm text-muted-foreground sm:col-span-2">No active contract</p>
      )}
    </FormSection>
  );
}
