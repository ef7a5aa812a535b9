// "Schedule Rotation" (spec §2, §5, §8): creates the rotation as scheduled; on success the toast
// "Crew rotation scheduled successfully", the dialog closes and the form resets; on failure the
// server's message. A join is checked for eligibility as it is filled in (issue 19 item 6): blockers and
// warnings show before saving, and blockers need an override reason, sent with the rotation; a 409
// (blockers found on saving) shows its list the same way.

import type { TRotationForm } from "@shared/rotations";
import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useCallback, useState } from "react";
import { DialogShell } from "@/components/dialog-shell";
import { FormFooter } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { toastError, toastSuccess } from "@/components/ui/use-toast";
import { EligibilityReview, useEligibilityGate } from "@/features/compliance";
import { crewMemberQuery } from "@/features/crew/api";
import { useCreateRotation } from "@/features/rotations/api";
import { isApiError } from "@/lib/api-client";
import { EMPTY_ROTATION_FORM, RotationForm, toRotationBody } from "./rotation-form";

/** The tour a join rotation plans: join → leave (the joining day alone while no leave date is set). */
function useJoinGate(values: TRotationForm) {
  // the picker holds only the id: the member's rank comes from their record
  const member = useQuery({
    ...crewMemberQuery(values.crewMemberId ?? ""),
    enabled: Boolean(values.crewMemberId),
  });
  const rank = member.data?.rank ?? "";
  const join = values.rotationType === "join";
  return useEligibilityGate(
    join
      ? {
          crewMemberId: values.crewMemberId,
          vesselId: values.vesselId,
          rank,
          from: values.joinDate,
          to: values.leaveDate || values.joinDate,
        }
      : {},
  );
}

export function ScheduleRotationDialog() {
  const [open, setOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const [values, setValues] = useState<TRotationForm>(EMPTY_ROTATION_FORM);
  const onValues = useCallback((v: TRotationForm) => setValues(v), []);
  const gate = useJoinGate(values);
  const create = useCreateRotation();
  const join = values.rotationType === "join";
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
        beforeFooter={join ? <EligibilityReview gate={gate} idPrefix="schedule-rotation" /> : null}
        onSubmit={(v) => {
          const override = join ? gate.overrideFor() : {};
          if (override === null) return;
          create.mutate(
            { ...toRotationBody(v), status: "scheduled", ...override },
            {
              onSuccess: () => {
                toastSuccess("Crew rotation scheduled successfully");
                setOpen(false);
                setFormKey((k) => k + 1);
                setValues(EMPTY_ROTATION_FORM);
                gate.reset();
              },
              onError: (error) => {
                if (gate.onRefused(error)) return;
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
            label={gate.blocked && join ? "Schedule with override" : "Schedule Rotation"}
            pendingLabel="Scheduling..."
          />
        }
      />
    </DialogShell>
  );
}
