// Admin-only permanent removal of a crew member (spec §2): confirmation first, then the spec's toasts.
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { toastError, toastSuccess } from "@/components/ui/use-toast";
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
    <AlertDialog open={member !== null} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Crew Member</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete {name}? This will permanently remove their profile, contracts and
            documents. This action cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={remove.isPending}
            onClick={(e) => {
              e.preventDefault();
              if (!member) return;
              remove.mutate(member.id, {
                onSuccess: () => {
                  toastSuccess("Crew member deleted successfully");
                  onOpenChange(false);
                },
                onError: () => toastError("Failed to delete crew member"),
              });
            }}
          >
            {remove.isPending ? "Deleting..." : "Delete"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
