// The add/edit vessel form's state (spec §5): the form on the shared schema (IMO with its check digit,
// optional dates), its defaults, and the submit that saves the vessel and puts a 400's field errors or a
// duplicate IMO (409) back onto the form.
import { zodResolver } from "@hookform/resolvers/zod";
import { ZIsoDate } from "@shared/iso-date";
import { ZImoNumber, ZVesselCreateRequest, ZVesselStatus } from "@shared/vessels";
import { type Path, useForm } from "react-hook-form";
import { z } from "zod";
import { toastError, toastSuccess } from "@/components/ui/use-toast";
import { formValuesFrom } from "@/lib/form-values";
import { applyServerErrors } from "@/lib/server-errors";
import { useCreateVessel, useUpdateVessel, type Vessel } from "../api";

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
export type VesselFormValues = z.input<typeof ZVesselForm>;
const FIELDS: Path<VesselFormValues>[] = [
  "name",
  "type",
  "flag",
  "imoNumber",
  "callSign",
  "status",
  "crewCapacity",
  "nextCrewChange",
  "maintenanceUntil",
];

function defaults(vessel?: Vessel): VesselFormValues {
  return {
    ...formValuesFrom(vessel, [
      "name",
      "type",
      "flag",
      "imoNumber",
      "callSign",
      "nextCrewChange",
      "maintenanceUntil",
    ]),
    status: vessel?.status ?? "active",
    crewCapacity: vessel?.crewCapacity ?? 20,
  };
}

export function useVesselForm(vessel: Vessel | undefined, onDone: () => void) {
  const create = useCreateVessel();
  const update = useUpdateVessel();
  const form = useForm<VesselFormValues>({
    resolver: zodResolver(ZVesselForm),
    defaultValues: defaults(vessel),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const body = {
      name: values.name,
      type: values.type,
      flag: values.flag,
      imoNumber: values.imoNumber ? values.imoNumber : null,
      callSign: values.callSign ? values.callSign : null,
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
  return { form, onSubmit };
}
