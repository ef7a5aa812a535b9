// Delete confirmation (spec §2): the spec's question, Cancel, and Delete showing "Deleting..." meanwhile.
import type { TDocument } from "@shared/documents";
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
import { useDeleteDocument } from "../api";

export function DocumentDeleteDialog({
  document,
  onOpenChange,
}: {
  document: TDocument | null;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteDocument();
  const onDelete = async () => {
    if (!document) return;
    try {
      await remove.mutateAsync(document.id);
      toastSuccess("Document deleted successfully");
      onOpenChange(false);
    } catch {
      toastError("Failed to delete document");
    }
  };
  return (
    <AlertDialog open={!!document} onOpenChange={(o) => !remove.isPending && onOpenChange(o)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Document</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete this document? This action cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={onDelete} disabled={remove.isPending}>
            {remove.isPending ? "Deleting..." : "Delete"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
