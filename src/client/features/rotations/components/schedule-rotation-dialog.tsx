// "Schedule Rotation" (spec §2, §5, §8): creates the rotation as scheduled; on success the toast
// "Crew rotation scheduled successfully", the dialog closes and the form resets; on failure the
// server's message.

import { Plus } from "lucide-react";
import { useState } from "react";
import { DialogShell } from "@/components/dialog-shell";
import { FormFooter } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { toastError, toastSuccess } from "@/components/ui/use-toast";
import { useCreateRotation } from "@/features/rotations/api";
import { isApiError } from "@/lib/api-client";
import { EMPTY_ROTATION_FORM, RotationForm, toRotationBody } from "./rotation-form";

export function ScheduleRotationDialog() {
  const [open, setOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);
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
        onSubmit={(values) =>
          create.mutate(
            { ...toRotationBody(values), status: "scheduled" },
            {
              onSuccess: () => {
                toastSuccess("Crew rotation scheduled successfully");
                setOpen(false);
                setFormKey((k) => k + 1);
              },
              onError: (error) =>
                toastError(
                  isApiError(error)
                    ? error.serverMessage || "Failed to create rotation"
                    : "Failed to schedule crew rotation",
                ),
            },
          )
        }
        footer={
          <FormFooter
            onCancel={() => setOpen(false)}
            pending={create.isPending}
            label="Schedule Rotation"
            pendingLabel="Scheduling..."
          />
        }
      />
    </DialogShell>
  );
}
