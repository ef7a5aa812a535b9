// Add new crew from a vessel dialog (spec §3, §5): first and last name, nationality, date of birth and
// rank (the vessel dialog's rank list) required with the spec's messages; phone, e-mail and emergency
// contact optional, the contact sent only when it has a name. The new member joins this vessel.
import { zodResolver } from "@hookform/resolvers/zod";
import { type TVesselAddCrewForm, ZVesselAddCrewForm } from "@shared/crew";
import { EMERGENCY_RELATIONSHIPS } from "@shared/options";
import { RANK_NAMES } from "@shared/ranks";
import { useId } from "react";
import { Controller, type Path, useForm } from "react-hook-form";
import { Field } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toastError, toastSuccess } from "@/components/ui/use-toast";
import type { Vessel } from "@/features/vessels/api";
import { applyServerErrors } from "@/lib/server-errors";
import { useCreateCrew } from "../api";
import { EMPTY_PERSON } from "./crew-form-schema";

const FIELDS: Path<TVesselAddCrewForm>[] = [
  "firstName",
  "lastName",
  "nationality",
  "dateOfBirth",
  "rank",
  "phoneNumber",
  "email",
];

const EMPTY: TVesselAddCrewForm = {
  ...EMPTY_PERSON,
  emergencyContact: { name: "", relationship: "", phone: "" },
};

export function AddCrewForVesselForm({ vessel, onDone }: { vessel: Vessel; onDone: () => void }) {
  const id = useId();
  const create = useCreateCrew();
  const form = useForm<TVesselAddCrewForm>({
    resolver: zodResolver(ZVesselAddCrewForm),
    defaultValues: EMPTY,
    reValidateMode: "onChange",
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (v) => {
    const contact = v.emergencyContact;
    try {
      await create.mutateAsync({
        firstName: v.firstName,
        lastName: v.lastName,
        nationality: v.nationality,
        dateOfBirth: v.dateOfBirth,
        rank: v.rank,
        phoneNumber: v.phoneNumber?.trim() ? v.phoneNumber.trim() : null,
        email: v.email?.trim() ? v.email.trim() : null,
        status: "active",
        currentVesselId: vessel.id,
        emergencyContact: contact?.name?.trim()
          ? {
              name: contact.name.trim(),
              relationship: contact.relationship || null,
              phone: contact.phone || null,
            }
          : null,
      });
      toastSuccess("New crew member added successfully");
      onDone();
    } catch (error) {
      if (!applyServerErrors(error, form.setError, FIELDS, "email"))
        toastError("Failed to create crew member");
    }
  });

  const props = (name: keyof TVesselAddCrewForm) => ({
    id: `${id}-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: keyof TVesselAddCrewForm) => (
    <FieldError id={`${id}-${name}-error`}>{errors[name]?.message}</FieldError>
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4"
      aria-label={`Add crew member to ${vessel.name}`}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First Name" htmlFor={`${id}-firstName`} required>
          <Input autoComplete="off" {...props("firstName")} {...form.register("firstName")} />
          {error("firstName")}
        </Field>
        <Field label="Last Name" htmlFor={`${id}-lastName`} required>
          <Input autoComplete="off" {...props("lastName")} {...form.register("lastName")} />
          {error("lastName")}
        </Field>
        <Field label="Nationality" htmlFor={`${id}-nationality`} required>
          <Input {...props("nationality")} {...form.register("nationality")} />
          {error("nationality")}
        </Field>
        <Field label="Date of Birth" htmlFor={`${id}-dateOfBirth`} required>
          <Input type="date" {...props("dateOfBirth")} {...form.register("dateOfBirth")} />
          {error("dateOfBirth")}
        </Field>
        <Field label="Rank" htmlFor={`${id}-rank`} required>
          <Controller
            control={form.control}
            name="rank"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger {...props("rank")} ref={field.ref} onBlur={field.onBlur}>
                  <SelectValue placeholder="Select rank" />
                </SelectTrigger>
                <SelectContent>
                  {RANK_NAMES.map((r) => (
                    <SelectItem key={r} value={r}>
                      {r}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          {error("rank")}
        </Field>
        <Field label="Phone Number" htmlFor={`${id}-phoneNumber`}>
          <Input type="tel" {...props("phoneNumber")} {...form.register("phoneNumber")} />
          {error("phoneNumber")}
        </Field>
        <Field label="Email" htmlFor={`${id}-email`}>
          <Input type="email" autoComplete="off" {...props("email")} {...form.register("email")} />
          {error("email")}
        </Field>
      </div>
      <fieldset className="grid gap-3 rounded-md border p-3">
        <legend className="px-1 text-sm font-semibold">Emergency Contact (optional)</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="Name" htmlFor={`${id}-ec-name`}>
            <Input id={`${id}-ec-name`} {...form.register("emergencyContact.name")} />
          </Field>
          <Field label="Relationship" htmlFor={`${id}-ec-relationship`}>
            <Controller
              control={form.control}
              name="emergencyContact.relationship"
              render={({ field }) => (
                <Select value={field.value ?? ""} onValueChange={field.onChange}>
                  <SelectTrigger id={`${id}-ec-relationship`} ref={field.ref}>
                    <SelectValue placeholder="Select" />
                  </SelectTrigger>
                  <SelectContent>
                    {EMERGENCY_RELATIONSHIPS.map((r) => (
                      <SelectItem key={r} value={r}>
                        {r}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </Field>
          <Field label="Phone" htmlFor={`${id}-ec-phone`}>
            <Input id={`${id}-ec-phone`} type="tel" {...form.register("emergencyContact.phone")} />
          </Field>
        </div>
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Adding..." : "Add Crew Member"}
        </Button>
      </div>
    </form>
  );
}
