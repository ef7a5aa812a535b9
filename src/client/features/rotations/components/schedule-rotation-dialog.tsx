// "Schedule Rotation" (spec §2, §5, §8): creates the rotation as scheduled; on success the toast
// "Crew rotation scheduled successfully", the dialog closes and the form resets; on failure the
// server's message. A join is checked for eligibility as it is filled in (useJoinGate).

import type { TRotationForm } from "@shared/rotations";
import { Plus } from "lucide-react";
import { useCallback, useState } from "react";
import { DialogShell } from "@/components/dialog-shell";
import { FormFooter } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { toastError, toastSuccess } from "@/components/ui/use-toast";
import { useCreateRotation } from "@/features/rotations/api";
import { isApiError } from "@/lib/api-client";
import { EMPTY_ROTATION_FORM, RotationForm, toRotationBody } from "./rotation-form";
import { useJoinGate } from "./use-join-gate";

export function ScheduleRotationDialog() {
  const [open, setOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const [values, setValues] = useState<TRotationForm>(EMPTY_ROTATION_FORM);
  const onValues = useCallback((v: TRotationForm) => setValues(v), []);
  const join = useJoinGate(values, "schedule-rotation");
  const create = useCreateRotation();
  return (
    <DialogShell
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button>
          <Plus aria-hidden /> Schedule Rotation
        </Button>
      }
      title="Schedule Rotation"
      description="Plan a crew member joining or leaving a vessel."
    >
      <RotationForm
        key={formKey}
        id="schedule-rotation-form"
        defaultValues={EMPTY_ROTATION_FORM}
        onValues={onValues}
        beforeFooter={join.review}
        onSubmit={(v) => {
          const override = join.override();
          if (override === null) return;
          create.mutate(
            { ...toRotationBody(v), status: "scheduled", ...override },
            {
              onSuccess: () => {
                toastSuccess("Crew rotation scheduled successfully");
                setOpen(false);
                setFormKey((k) => k + 1);
                setValues(EMPTY_ROTATION_FORM);
                join.gate.reset();
              },
              onError: (error) => {
                if (join.refused(error)) return;
                toastError(
                  isApiError(error)
                    ? error.serverMessage || "Failed to create rotation"
                    : "Failed to schedule crew rotation",
                );
              },
            },
          );
        }}
        footer={
          <FormFooter
            onCancel={() => setOpen(false)}
            pending={create.isPending}
            label={join.label("Schedule Rotation", "Schedule")}
            pendingLabel="Scheduling..."
          />
        }
      />
    </DialogShell>
  );
}
