// Add and edit vessel dialog (spec §5): name, type and flag required with the shared schema's messages,
// IMO optional with its check digit; the edit form takes a free-text flag. A duplicate IMO (409) is shown
// on the IMO field and the form keeps what was typed.
import { FLAG_STATES, VESSEL_STATUS_LABELS, VESSEL_STATUSES, VESSEL_TYPES } from "@shared/options";
import { useId } from "react";
import { FormFooter, SelectField, TextField } from "@/components/form-field";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { Vessel } from "../api";
import { useVesselForm } from "./use-vessel-form";

const FIELD = "grid content-start gap-2";
const asOptions = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
const STATUS_OPTIONS = VESSEL_STATUSES.map((s) => ({ value: s, label: VESSEL_STATUS_LABELS[s] }));

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
      <TextField
        {...common}
        name="name"
        label="Vessel Name"
        required
        inputProps={{ placeholder: "e.g. MV Ocean Pioneer" }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          {...common}
          name="type"
          label="Vessel Type"
          required
          options={asOptions(VESSEL_TYPES)}
          placeholder="Select type"
        />
        <TextField
          {...common}
          name="imoNumber"
          label="IMO Number"
          inputProps={{ inputMode: "numeric", placeholder: "7 digits, e.g. 9074729" }}
        />
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
          <SelectField
            {...common}
            name="flag"
            label="Flag State"
            required
            options={asOptions(FLAG_STATES)}
            placeholder="Select flag state"
          />
        )}
        <SelectField {...common} name="status" label="Status" options={STATUS_OPTIONS} />
        <TextField {...common} name="crewCapacity" label="Crew Capacity" type="number" min={1} />
        <TextField {...common} name="nextCrewChange" label="Next Crew Change" type="date" />
        <TextField {...common} name="maintenanceUntil" label="Maintenance Until" type="date" />
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
