// Admin-only permanent removal of a crew member (spec §2): confirmation first, then the spec's toasts.
import { ConfirmDialog } from "@/components/confirm-dialog";
import { type CrewMember, useDeleteCrew } from "../api";

export function CrewDeleteDialog({
  member,
  onOpenChange,
}: {
  member: CrewMember | null;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteCrew();
  const name = member ? `${member.firstName} ${member.lastName}` : "";
  return (
    <ConfirmDialog
      open={member !== null}
      onOpenChange={onOpenChange}
      title="Delete Crew Member"
      description={`Are you sure you want to delete ${name}? This will permanently remove their profile, contracts and documents. This action cannot be undone.`}
      success="Crew member deleted successfully"
      failure="Failed to delete crew member"
      onConfirm={() => member && remove.mutateAsync(member.id)}
    />
  );
}
