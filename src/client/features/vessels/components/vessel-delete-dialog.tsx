// Delete vessel confirmation (spec §2): warns when crew are assigned. The server unassigns them (their
// profiles stay) in the same transaction that deletes the vessel.
import { TriangleAlert } from "lucide-react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Notice } from "@/components/ui/notice";
import { useDeleteVessel, type Vessel } from "@/features/vessels/api";

export function VesselDeleteDialog({
  vessel,
  onOpenChange,
}: {
  /** The vessel to delete; null keeps the dialog closed. */
  vessel: Vessel | null;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteVessel();

  const crew = vessel?.crewCount ?? 0;
  return (
    <ConfirmDialog
      open={vessel !== null}
      onOpenChange={onOpenChange}
      title="Delete Vessel"
      description={`Are you sure you want to delete ${vessel?.name}? This action cannot be undone.`}
      success="Vessel deleted successfully"
      failure="Failed to delete vessel"
      onConfirm={() => vessel && remove.mutateAsync(vessel.id)}
    >
      {crew > 0 && (
        <Notice role="alert" icon={TriangleAlert}>
          {crew === 1 ? "1 crew member is" : `${crew} crew members are`} assigned to this vessel. They will be
          unassigned from it; their profiles, contracts and documents are kept.
        </Notice>
      )}
    </ConfirmDialog>
  );
}
