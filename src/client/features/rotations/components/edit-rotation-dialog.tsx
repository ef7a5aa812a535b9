// "Edit Rotation" (spec §2, §5): the same form prefilled; dates are sent as yyyy-MM-dd; success toast
// "Rotation updated successfully", failure the server's message or "Failed to update rotation". An edit
// that changes a join's plan (member, vessel, dates, type) is checked for eligibility like a new one
// (useJoinGate): blockers and warnings before saving, an override reason for blockers,
// and a refused save (409) shows its blockers; an edit of the notes alone is not checked (nor by the server).

import type { TRotation, TRotationForm } from "@shared/rotations";
import { useCallback, useState } from "react";
import { DialogShell } from "@/components/dialog-shell";
import { FormFooter } from "@/components/form-field";
import { toastError, toastSuccess } from "@/components/ui/use-toast";
import { useUpdateRotation } from "@/features/rotations/api";
import { isApiError } from "@/lib/api-client";
import { RotationForm, toRotationBody } from "./rotation-form";
import { useJoinGate } from "./use-join-gate";

const PLAN_FIELDS = ["crewMemberId", "vesselId", "joinDate", "leaveDate", "rotationType"] as const;

function formValues(rotation: TRotation): TRotationForm {
  return {
    crewMemberId: rotation.crewMemberId,
    vesselId: rotation.vesselId,
    joinDate: rotation.joinDate.slice(0, 10),
    leaveDate: rotation.leaveDate?.slice(0, 10) ?? "",
    rotationType: rotation.rotationType,
    notes: rotation.notes ?? "",
  };
}

function EditRotationForm({ rotation, onClose }: { rotation: TRotation; onClose: () => void }) {
  const [initial] = useState(() => formValues(rotation));
  const [values, setValues] = useState(initial);
  const onValues = useCallback((v: TRotationForm) => setValues(v), []);
  const planChanged = PLAN_FIELDS.some((k) => (values[k] ?? "") !== (initial[k] ?? ""));
  const join = useJoinGate(values, "edit-rotation", planChanged, rotation.id);
  const update = useUpdateRotation();
  return (
    <RotationForm
      id="edit-rotation-form"
      current={{
        crew: {
          id: rotation.crewMemberId,
          label: `${rotation.crewMember.firstName} ${rotation.crewMember.lastName} — ${rotation.crewMember.rank}`,
        },
        vessel: { id: rotation.vesselId, label: rotation.vessel.name },
      }}
      defaultValues={initial}
      onValues={onValues}
      beforeFooter={join.review}
      onSubmit={(v) => {
        const override = join.override();
        if (override === null) return;
        update.mutate(
          { id: rotation.id, ...toRotationBody(v), ...override },
          {
            onSuccess: () => {
              toastSuccess("Rotation updated successfully");
              onClose();
            },
            onError: (error) => {
              if (join.refused(error)) return;
              toastError(
                isApiError(error) && error.body?.message ? error.body.message : "Failed to update rotation",
              );
            },
          },
        );
      }}
      footer={
        <FormFooter
          onCancel={onClose}
          pending={update.isPending}
          label={join.label("Update Rotation", "Update")}
        />
      }
    />
  );
}

export function EditRotationDialog({
  rotation,
  onClose,
}: {
  rotation: TRotation | null;
  onClose: () => void;
}) {
  return (
    <DialogShell
      open={rotation !== null}
      onOpenChange={(o) => !o && onClose()}
      title="Edit Rotation"
      description={
        rotation
          ? `${rotation.crewMember.firstName} ${rotation.crewMember.lastName} · ${rotation.vessel.name}`
          : ""
      }
    >
      {rotation && <EditRotationForm key={rotation.id} rotation={rotation} onClose={onClose} />}
    </DialogShell>
  );
}
