// Delete confirmation (spec §2): the spec's question, Cancel, and Delete showing "Deleting..." meanwhile.
import type { TDocument } from "@shared/documents";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { useDeleteDocument } from "../api";

export function DocumentDeleteDialog({
  document,
  onOpenChange,
}: {
  document: TDocument | null;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteDocument();
  return (
    <ConfirmDialog
      open={document !== null}
      onOpenChange={onOpenChange}
      title="Delete Document"
      description="Are you sure you want to delete this document? This action cannot be undone."
      success="Document deleted successfully"
      failure="Failed to delete document"
      onConfirm={() => document && remove.mutateAsync(document.id)}
    />
  );
}
