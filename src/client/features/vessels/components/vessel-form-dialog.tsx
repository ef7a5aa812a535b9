// Add and edit vessel dialog (spec §5): name, type and flag required with the shared schema's messages,
// IMO optional with its check digit; the edit form takes a free-text flag. A duplicate IMO (409) is shown
// on the IMO field and the form keeps what was typed.
import { FLAG_STATES, VESSEL_STATUS_LABELS, VESSEL_STATUSES, VESSEL_TYPES } from "@shared/options";
import { useId } from "react";
import { FormFooter, TextField } from "@/components/form-field";
import { asOptions, type FieldSpec, FormFields } from "@/components/form-fields";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { Vessel } from "../api";
import { useVesselForm } from "./use-vessel-form";

const FIELD = "grid content-start gap-2";
const NAME: FieldSpec = {
  name: "name",
  label: "Vessel Name",
  required: true,
  inputProps: { placeholder: "e.g. MV Ocean Pioneer" },
};
const TYPE: FieldSpec = {
  name: "type",
  label: "Vessel Type",
  required: true,
  options: asOptions(VESSEL_TYPES),
  placeholder: "Select type",
};
const IMO: FieldSpec = {
  name: "imoNumber",
  label: "IMO Number",
  inputProps: { inputMode: "numeric", placeholder: "7 digits, e.g. 9074729" },
};
const CALL_SIGN: FieldSpec = {
  name: "callSign",
  label: "Call Sign",
  inputProps: { placeholder: "e.g. 9V1234" },
};
const FLAG: FieldSpec = {
  name: "flag",
  label: "Flag State",
  required: true,
  options: asOptions(FLAG_STATES),
  placeholder: "Select flag state",
};
const REST: readonly FieldSpec[] = [
  {
    name: "status",
    label: "Status",
    options: VESSEL_STATUSES.map((s) => ({ value: s, label: VESSEL_STATUS_LABELS[s] })),
  },
  { name: "crewCapacity", label: "Crew Capacity", type: "number", min: 1 },
  { name: "nextCrewChange", label: "Next Crew Change", type: "date" },
  { name: "maintenanceUntil", label: "Maintenance Until", type: "date" },
];

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
  const { form, onSubmit } = useVesselForm(vessel, onDone);
  const { isSubmitting } = form.formState;
  const common = { form, idPrefix: id, className: FIELD } as const;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormFields {...common} fields={[NAME]} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormFields {...common} fields={[TYPE, IMO, CALL_SIGN]} />
        {vessel ? (
          <div className="contents">
            <TextField
              {...common}
              name="flag"
              label="Flag State"
              required
              inputProps={{ list: `${id}-flags`, autoComplete: "off" }}
            />
            <datalist id={`${id}-flags`}>
              {FLAG_STATES.map((f) => (
                <option key={f} value={f} />
              ))}
            </datalist>
          </div>
        ) : (
          <FormFields {...common} fields={[FLAG]} />
        )}
        <FormFields {...common} fields={REST} />
      </div>
      <FormFooter
        onCancel={onDone}
        pending={isSubmitting}
        label={vessel ? "Update Vessel" : "Add Vessel"}
        pendingLabel={vessel ? "Updating..." : "Adding..."}
      />
    </form>
  );
}
