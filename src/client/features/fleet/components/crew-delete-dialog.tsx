// Delete a crew member from a vessel dialog (admin only, spec §6), after confirmation.
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { toastError, toastSuccess } from "@/components/ui/use-toast";
import { type CrewMember, useDeleteCrewMember } from "../api";

export function CrewDeleteDialog({
  member,
  onOpenChange,
}: {
  member: CrewMember | null;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteCrewMember();
  const onConfirm = async () => {
    if (!member) return;
    try {
      await remove.mutateAsync(member.id);
      toastSuccess("Crew member deleted successfully");
      onOpenChange(false);
    } catch {
      toastError("Failed to delete crew member");
    }
  };
  return (
    <AlertDialog open={member !== null} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Crew Member</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete {member?.firstName} {member?.lastName}? This permanently removes
            the crew member's profile, contracts and documents and cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={onConfirm} disabled={remove.isPending}>
            {remove.isPending ? "Deleting..." : "Delete"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
