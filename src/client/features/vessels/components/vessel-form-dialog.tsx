// Add and edit vessel dialog (spec §5): name, type and flag required with the shared schema's messages,
// IMO optional with its check digit; the edit form takes a free-text flag. A duplicate IMO (409) is shown
// on the IMO field and the form keeps what was typed.
import { zodResolver } from "@hookform/resolvers/zod";
import { ZIsoDate } from "@shared/iso-date";
import { FLAG_STATES, VESSEL_STATUS_LABELS, VESSEL_STATUSES, VESSEL_TYPES } from "@shared/options";
import { ZImoNumber, ZVesselCreateRequest, ZVesselStatus } from "@shared/vessels";
import { useId } from "react";
import { Controller, type Path, useForm } from "react-hook-form";
import { z } from "zod";
import { Field } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toastError, toastSuccess } from "@/components/ui/use-toast";
import { useCreateVessel, useUpdateVessel, type Vessel } from "@/features/vessels/api";
import { applyServerErrors } from "@/lib/server-errors";

const optionalDate = z.union([z.literal(""), ZIsoDate]);
const ZVesselForm = ZVesselCreateRequest.extend({
  imoNumber: ZImoNumber,
  status: ZVesselStatus,
  crewCapacity: z
    .number({ error: "Capacity must be at least 1" })
    .int("Capacity must be a whole number")
    .min(1, "Capacity must be at least 1")
    .max(10_000),
  nextCrewChange: optionalDate,
  maintenanceUntil: optionalDate,
});
type VesselFormValues = z.input<typeof ZVesselForm>;
const FIELDS: Path<VesselFormValues>[] = [
  "name",
  "type",
  "flag",
  "imoNumber",
  "status",
  "crewCapacity",
  "nextCrewChange",
  "maintenanceUntil",
];

function defaults(vessel?: Vessel): VesselFormValues {
  return {
    name: vessel?.name ?? "",
    type: vessel?.type ?? "",
    flag: vessel?.flag ?? "",
    imoNumber: vessel?.imoNumber ?? "",
    status: vessel?.status ?? "active",
    crewCapacity: vessel?.crewCapacity ?? 20,
    nextCrewChange: vessel?.nextCrewChange ?? "",
    maintenanceUntil: vessel?.maintenanceUntil ?? "",
  };
}

export function VesselFormDialog({
  open,
  onOpenChange,
  vessel,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The vessel to edit; none to add a new one. */
  vessel?: Vessel;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{vessel ? "Edit Vessel" : "Add New Vessel"}</DialogTitle>
          <DialogDescription>
            {vessel
              ? `Update the details of ${vessel.name}.`
              : "Enter the details of the vessel to add to the fleet."}
          </DialogDescription>
        </DialogHeader>
        <VesselForm vessel={vessel} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function VesselForm({ vessel, onDone }: { vessel?: Vessel; onDone: () => void }) {
  const id = useId();
  const create = useCreateVessel();
  const update = useUpdateVessel();
  const form = useForm<VesselFormValues>({
    resolver: zodResolver(ZVesselForm),
    defaultValues: defaults(vessel),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const body = {
      name: values.name,
      type: values.type,
      flag: values.flag,
      imoNumber: values.imoNumber ? values.imoNumber : null,
      status: values.status,
      crewCapacity: values.crewCapacity,
      nextCrewChange: values.nextCrewChange || null,
      maintenanceUntil: values.maintenanceUntil || null,
    };
    try {
      if (vessel) await update.mutateAsync({ id: vessel.id, body });
      else await create.mutateAsync(body);
      toastSuccess(vessel ? "Vessel updated successfully" : "Vessel added successfully");
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS, "imoNumber");
      toastError(vessel ? "Failed to update vessel" : "Failed to add vessel");
    }
  });

  const fieldProps = (name: Path<VesselFormValues>) => ({
    id: `${id}-${name}`,
    "aria-invalid": errors[name as keyof VesselFormValues] ? true : undefined,
    "aria-describedby": errors[name as keyof VesselFormValues] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: keyof VesselFormValues) => (
    <FieldError id={`${id}-${name}-error`}>{errors[name]?.message}</FieldError>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field label="Vessel Name" htmlFor={`${id}-name`} required>
        <Input placeholder="e.g. MV Ocean Pioneer" {...fieldProps("name")} {...form.register("name")} />
        {error("name")}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Vessel Type" htmlFor={`${id}-type`} required>
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger {...fieldProps("type")} onBlur={field.onBlur} ref={field.ref}>
                  <SelectValue placeholder="Select type" />
                </SelectTrigger>
                <SelectContent>
                  {VESSEL_TYPES.map((t) => (
                    <SelectItem key={t} value={t}>
                      {t}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          {error("type")}
        </Field>
        <Field label="IMO Number" htmlFor={`${id}-imoNumber`}>
          <Input
            inputMode="numeric"
            placeholder="7 digits, e.g. 9074729"
            {...fieldProps("imoNumber")}
            {...form.register("imoNumber")}
          />
          {error("imoNumber")}
        </Field>
        <Field label="Flag State" htmlFor={`${id}-flag`} required>
          {vessel ? (
            <>
              <Input
                list={`${id}-flags`}
                autoComplete="off"
                {...fieldProps("flag")}
                {...form.register("flag")}
              />
              <datalist id={`${id}-flags`}>
                {FLAG_STATES.map((f) => (
                  <option key={f} value={f} />
                ))}
              </datalist>
            </>
          ) : (
            <Controller
              control={form.control}
              name="flag"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger {...fieldProps("flag")} onBlur={field.onBlur} ref={field.ref}>
                    <SelectValue placeholder="Select flag state" />
                  </SelectTrigger>
                  <SelectContent>
                    {FLAG_STATES.map((f) => (
                      <SelectItem key={f} value={f}>
                        {f}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
          {error("flag")}
        </Field>
        <Field label="Status" htmlFor={`${id}-status`}>
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger {...fieldProps("status")} onBlur={field.onBlur} ref={field.ref}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {VESSEL_STATUSES.map((s) => (
                    <SelectItem key={s} value={s}>
                      {VESSEL_STATUS_LABELS[s]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          {error("status")}
        </Field>
        <Field label="Crew Capacity" htmlFor={`${id}-crewCapacity`}>
          <Input
            type="number"
            min={1}
            {...fieldProps("crewCapacity")}
            {...form.register("crewCapacity", { valueAsNumber: true })}
          />
          {error("crewCapacity")}
        </Field>
        <Field label="Next Crew Change" htmlFor={`${id}-nextCrewChange`}>
          <Input type="date" {...fieldProps("nextCrewChange")} {...form.register("nextCrewChange")} />
          {error("nextCrewChange")}
        </Field>
        <Field label="Maintenance Until" htmlFor={`${id}-maintenanceUntil`}>
          <Input type="date" {...fieldProps("maintenanceUntil")} {...form.register("maintenanceUntil")} />
          {error("maintenanceUntil")}
        </Field>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {vessel
            ? isSubmitting
              ? "Updating..."
              : "Update Vessel"
            : isSubmitting
              ? "Adding..."
              : "Add Vessel"}
        </Button>
      </DialogFooter>
    </form>
  );
}
