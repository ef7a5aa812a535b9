// Field groups shared by the add and edit crew dialogs: Personal, Professional and Emergency Contact.
import { CREW_STATUSES, EMERGENCY_RELATIONSHIPS } from "@shared/options";
import type { ReactNode } from "react";
import { Controller, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { Field, SelectField, TextField } from "@/components/form-field";
import { VesselPicker } from "@/features/vessels";

const NO_ASSIGNMENT = [{ value: "none", label: "No assignment" }] as const;

const STATUS_LABELS: Record<string, string> = { active: "Active", inactive: "Inactive", onLeave: "On Leave" };

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-semibold">{title}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

type PersonForm = FieldValues;

const asOptions = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** A text field of the person forms: name, label, input type, and whether it is required (marked *). */
type TextSpec = readonly [name: string, label: string, type?: string, required?: boolean];

function TextFields<T extends PersonForm>({
  form,
  idPrefix,
  fields,
}: {
  form: UseFormReturn<T>;
  idPrefix: string;
  fields: readonly TextSpec[];
}) {
  return fields.map(([name, label, type, required]) => (
    <TextField
      key={name}
      form={form}
      name={name as Path<T>}
      label={label}
      type={type}
      idPrefix={idPrefix}
      required={required}
    />
  ));
}

const PERSONAL: readonly TextSpec[] = [
  ["firstName", "First Name", "text", true],
  ["lastName", "Last Name", "text", true],
  ["nationality", "Nationality", "text", true],
  ["dateOfBirth", "Date of Birth", "date", true],
  ["phoneNumber", "Phone Number", "tel"],
  ["email", "Email", "email"],
];

export function PersonalFields<T extends PersonForm>({
  form,
  idPrefix,
}: {
  form: UseFormReturn<T>;
  idPrefix: string;
}) {
  return (
    <FormSection title="Personal Information">
      <TextFields form={form} idPrefix={idPrefix} fields={PERSONAL} />
    </FormSection>
  );
}

export function ProfessionalFields<T extends PersonForm>({
  form,
  idPrefix,
  ranks,
  statuses = CREW_STATUSES.filter((s) => s !== "onLeave"),
  vesselLabel,
}: {
  form: UseFormReturn<T>;
  idPrefix: string;
  ranks: readonly string[];
  statuses?: readonly string[];
  /** The member's current vessel's name (edit), shown before any search. */
  vesselLabel?: string;
}) {
  const vesselId = `${idPrefix}-currentVesselId`;
  return (
    <FormSection title="Professional Information">
      <SelectField
        form={form}
        name={"rank" as Path<T>}
        label="Rank"
        options={asOptions(ranks)}
        idPrefix={idPrefix}
        required
      />
      <SelectField
        form={form}
        name={"status" as Path<T>}
        label="Status"
        options={statuses.map((s) => ({ value: s, label: STATUS_LABELS[s] ?? s }))}
        idPrefix={idPrefix}
      />
      <Field label="Vessel" htmlFor={vesselId} className="space-y-1.5">
        <Controller
          control={form.control}
          name={"currentVesselId" as Path<T>}
          render={({ field }) => (
            <VesselPicker
              id={vesselId}
              value={field.value || "none"}
              onChange={field.onChange}
              valueLabel={vesselLabel}
              fixed={NO_ASSIGNMENT}
            />
          )}
        />
      </Field>
    </FormSection>
  );
}

export function EmergencyFields<T extends PersonForm>({
  form,
  idPrefix,
}: {
  form: UseFormReturn<T>;
  idPrefix: string;
}) {
  return (
    <FormSection title="Emergency Contact">
      <TextFields form={form} idPrefix={idPrefix} fields={[["emergencyContact.name", "Contact Name"]]} />
      <SelectField
        form={form}
        name={"emergencyContact.relationship" as Path<T>}
        label="Relationship"
        options={asOptions(EMERGENCY_RELATIONSHIPS)}
        idPrefix={idPrefix}
      />
      <TextFields
        form={form}
        idPrefix={idPrefix}
        fields={[
          ["emergencyContact.phone", "Contact Phone", "tel"],
          ["emergencyContact.email", "Contact Email", "email"],
        ]}
      />
    </FormSection>
  );
}
