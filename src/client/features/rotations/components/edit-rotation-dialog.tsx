// "Edit Rotation" (spec §2, §5): the same form prefilled; dates are sent as yyyy-MM-dd; success toast
// "Rotation updated successfully", failure the server's message or "Failed to update rotation".

import type { TRotation } from "@shared/rotations";
import { FormFooter } from "@/components/form-field";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toastError, toastSuccess } from "@/components/ui/use-toast";
import { useUpdateRotation } from "@/features/rotations/api";
import { isApiError } from "@/lib/api-client";
import { RotationForm, toRotationBody } from "./rotation-form";

export function EditRotationDialog({
  rotation,
  onClose,
}: {
  rotation: TRotation | null;
  onClose: () => void;
}) {
  const update = useUpdateRotation();
  return (
    <Dialog open={rotation !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Rotation</DialogTitle>
          <DialogDescription>
            {rotation
              ? `${rotation.crewMember.firstName} ${rotation.crewMember.lastName} · ${rotation.vessel.name}`
              : ""}
          </DialogDescription>
        </DialogHeader>
        {rotation && (
          <RotationForm
            key={rotation.id}
            id="edit-rotation-form"
            current={{
              crew: {
                id: rotation.crewMemberId,
                label: `${rotation.crewMember.firstName} ${rotation.crewMember.lastName} — ${rotation.crewMember.rank}`,
              },
              vessel: { id: rotation.vesselId, label: rotation.vessel.name },
            }}
            defaultValues={{
              crewMemberId: rotation.crewMemberId,
              vesselId: rotation.vesselId,
              joinDate: rotation.joinDate.slice(0, 10),
              leaveDate: rotation.leaveDate?.slice(0, 10) ?? "",
              rotationType: rotation.rotationType,
              notes: rotation.notes ?? "",
            }}
            onSubmit={(values) =>
              update.mutate(
                { id: rotation.id, ...toRotationBody(values) },
                {
                  onSuccess: () => {
                    toastSuccess("Rotation updated successfully");
                    onClose();
                  },
                  onError: (error) =>
                    toastError(
                      isApiError(error) && error.body?.message
                        ? error.body.message
                        : "Failed to update rotation",
                    ),
                },
              )
            }
            footer={
              <FormFooter
                onCancel={onClose}
                pending={update.isPending}
                label="Update Rotation"
                pendingLabel="Saving..."
              />
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
