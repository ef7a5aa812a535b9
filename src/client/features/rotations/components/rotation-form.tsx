// The rotation form shared by "Schedule Rotation" and "Edit Rotation" (spec §5): crew member, vessel,
// join date, leave date, type, notes. Validated on submit with the shared schema; a missing required
// field shows "Please fill in all required fields".
import { zodResolver } from "@hookform/resolvers/zod";
import { ROTATION_TYPES } from "@shared/options";
import {
  REQUIRED_FIELDS_MESSAGE,
  ROTATION_TYPE_LABELS,
  type TRotationForm,
  ZRotationForm,
} from "@shared/rotations";
import { type ReactNode, useEffect, useId } from "react";
import { Controller, type UseFormReturn, useForm } from "react-hook-form";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { CrewPicker } from "@/features/crew";
import { VesselPicker } from "@/features/vessels";

export const EMPTY_ROTATION_FORM: TRotationForm = {
  crewMemberId: "",
  vesselId: "",
  joinDate: "",
  leaveDate: "",
  rotationType: "join",
  notes: "",
};

/** Tells `onValues` the form's values whenever they change. */
function useValuesWatch(form: UseFormReturn<TRotationForm>, onValues?: (values: TRotationForm) => void) {
  useEffect(() => {
    if (!onValues) return;
    const sub = form.watch((v) => onValues({ ...EMPTY_ROTATION_FORM, ...v } as TRotationForm));
    return () => sub.unsubscribe();
  }, [form, onValues]);
}

/** `onValues` is told the values as they change (the schedule dialog checks eligibility from them);
 * `beforeFooter` shows between the fields and the footer. */
export function RotationForm({
  id,
  defaultValues,
  onSubmit,
  footer,
  onValues,
  beforeFooter,
  /** The current crew member's and vessel's names (edit): the pickers show them before any search. */
  current,
}: {
  id: string;
  defaultValues: TRotationForm;
  onSubmit: (values: TRotationForm) => void;
  footer: ReactNode;
  onValues?: (values: TRotationForm) => void;
  beforeFooter?: ReactNode;
  current?: { crew?: { id: string; label: string }; vessel?: { id: string; label: string } };
}) {
  const uid = useId();
  const form = useForm<TRotationForm>({
    resolver: zodResolver(ZRotationForm),
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  useValuesWatch(form, onValues);
  const { errors } = form.formState;
  const missing = Object.values(errors).some((e) => e?.message === REQUIRED_FIELDS_MESSAGE);
  const invalid = (name: keyof TRotationForm) => (errors[name] ? true : undefined);

  return (
    <form id={id} noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      {missing && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm"
        >
          {REQUIRED_FIELDS_MESSAGE}
        </p>
      )}
      <div className="grid gap-2">
        <Label htmlFor={`${uid}-crew`}>Crew Member *</Label>
        <Controller
          control={form.control}
          name="crewMemberId"
          render={({ field }) => (
            <CrewPicker
              id={`${uid}-crew`}
              value={field.value || undefined}
              onChange={field.onChange}
              valueLabel={current?.crew?.label}
              invalid={invalid("crewMemberId")}
            />
          )}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${uid}-vessel`}>Vessel *</Label>
        <Controller
          control={form.control}
          name="vesselId"
          render={({ field }) => (
            <VesselPicker
              id={`${uid}-vessel`}
              value={field.value || undefined}
              onChange={field.onChange}
              valueLabel={current?.vessel?.label}
              invalid={invalid("vesselId")}
            />
          )}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${uid}-join`}>Join Date *</Label>
          <Input
            id={`${uid}-join`}
            type="date"
            aria-invalid={invalid("joinDate")}
            {...form.register("joinDate")}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${uid}-leave`}>Leave Date</Label>
          <Input
            id={`${uid}-leave`}
            type="date"
            aria-invalid={invalid("leaveDate")}
            aria-describedby={errors.leaveDate ? `${uid}-leave-error` : undefined}
            {...form.register("leaveDate")}
          />
          {errors.leaveDate?.message !== REQUIRED_FIELDS_MESSAGE && (
            <FieldError id={`${uid}-leave-error`}>{errors.leaveDate?.message}</FieldError>
          )}
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${uid}-type`}>Rotation Type *</Label>
        <Controller
          control={form.control}
          name="rotationType"
          render={({ field }) => (
            <Select value={field.value || undefined} onValueChange={field.onChange}>
              <SelectTrigger id={`${uid}-type`} aria-invalid={invalid("rotationType")}>
                <SelectValue placeholder="Select type" />
              </SelectTrigger>
              <SelectContent>
                {ROTATION_TYPES.map((t) => (
                  <SelectItem key={t} value={t}>
                    {ROTATION_TYPE_LABELS[t]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${uid}-notes`}>Notes</Label>
        <Textarea
          id={`${uid}-notes`}
          rows={3}
          placeholder="Travel, port, handover notes"
          {...form.register("notes")}
        />
      </div>
      {beforeFooter}
      {footer}
    </form>
  );
}

/** Form values → API body (dates already yyyy-MM-dd from the date inputs). */
export function toRotationBody(v: TRotationForm) {
  return {
    crewMemberId: v.crewMemberId,
    vesselId: v.vesselId,
    joinDate: v.joinDate,
    leaveDate: v.leaveDate || null,
    rotationType: v.rotationType as (typeof ROTATION_TYPES)[number],
    notes: v.notes.trim() || null,
  };
}
