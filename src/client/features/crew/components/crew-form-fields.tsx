// Field groups shared by the add and edit crew dialogs: Personal, Professional and Emergency Contact.
import { CREW_STATUSES, EMERGENCY_RELATIONSHIPS } from "@shared/options";
import type { ReactNode } from "react";
import { Controller, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { Field } from "@/components/form-field";
import { asOptions, type FieldSpec, FormFields } from "@/components/form-fields";
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

/** As travel documents print it (ICAO Doc 9303); the crew list needs it. */
const GENDER_OPTIONS = [
  { value: "", label: "Not given" },
  { value: "M", label: "Male (M)" },
  { value: "F", label: "Female (F)" },
  { value: "X", label: "Unspecified (X)" },
];

const PERSONAL: readonly FieldSpec[] = [
  { name: "firstName", label: "First Name", required: true },
  { name: "lastName", label: "Last Name", required: true },
  { name: "nationality", label: "Nationality", required: true },
  { name: "dateOfBirth", label: "Date of Birth", type: "date", required: true },
  { name: "gender", label: "Gender", options: GENDER_OPTIONS },
  { name: "placeOfBirth", label: "Place of Birth" },
  { name: "countryOfBirth", label: "Country of Birth" },
  { name: "phoneNumber", label: "Phone Number", type: "tel" },
  { name: "email", label: "Email", type: "email" },
];

const EMERGENCY: readonly FieldSpec[] = [
  { name: "emergencyContact.name", label: "Contact Name" },
  {
    name: "emergencyContact.relationship",
    label: "Relationship",
    options: asOptions(EMERGENCY_RELATIONSHIPS),
  },
  { name: "emergencyContact.phone", label: "Contact Phone", type: "tel" },
  { name: "emergencyContact.email", label: "Contact Email", type: "email" },
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
      <FormFields form={form} idPrefix={idPrefix} fields={PERSONAL} />
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
      <FormFields
        form={form}
        idPrefix={idPrefix}
        fields={[
          { name: "rank", label: "Rank", options: asOptions(ranks), required: true },
          {
            name: "status",
            label: "Status",
            options: statuses.map((s) => ({ value: s, label: STATUS_LABELS[s] ?? s })),
          },
        ]}
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
      <FormFields form={form} idPrefix={idPrefix} fields={EMERGENCY} />
    </FormSection>
  );
}
