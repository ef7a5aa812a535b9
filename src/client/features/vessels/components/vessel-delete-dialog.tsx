// Delete vessel confirmation (spec §2): warns when crew are assigned. The server unassigns them (their
// profiles stay) in the same transaction that deletes the vessel.
import { TriangleAlert } from "lucide-react";
import { ConfirmDialog } from "@/components/confirm-dialog";
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
        <div
          role="alert"
          className="flex gap-2 rounded-md border border-warning-amber/50 bg-warning-amber/10 p-3 text-sm text-amber-900 dark:text-amber-200"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            {crew === 1 ? "1 crew member is" : `${crew} crew members are`} assigned to this vessel. They will
            be unassigned from it; their profiles, contracts and documents are kept.
          </span>
        </div>
      )}
    </ConfirmDialog>
  );
}
