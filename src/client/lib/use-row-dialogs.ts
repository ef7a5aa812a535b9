// The view / edit / delete dialogs of a list's rows (crew table, document list): which row each dialog is
// open for, the setters the row actions call, each dialog's onOpenChange, and the details dialog's "Edit",
// which closes the details and opens the edit dialog on the same row.
import { useState } from "react";

export function useRowDialogs<T>() {
  const [viewing, setViewing] = useState<T | null>(null);
  const [editing, setEditing] = useState<T | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const closes = (set: (row: null) => void) => (open: boolean) => {
    if (!open) set(null);
  };
  return {
    viewing,
    editing,
    deleting,
    view: setViewing,
    onViewOpenChange: closes(setViewing),
    onEditOpenChange: closes(setEditing),
    onDeleteOpenChange: closes(setDeleting),
    /** The row actions' props: view, edit, and delete where the caller may (`canDelete`). */
    rowActions: (canDelete: boolean) => ({
      onView: setViewing,
      onEdit: setEditing,
      onDelete: canDelete ? setDeleting : undefined,
    }),
    editFromView: (row: T) => {
      setViewing(null);
      setEditing(row);
    },
  };
}
