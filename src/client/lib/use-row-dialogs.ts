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
    edit: setEditing,
    remove: setDeleting,
    onViewOpenChange: closes(setViewing),
    onEditOpenChange: closes(setEditing),
    onDeleteOpenChange: closes(setDeleting),
    editFromView: (row: T) => {
      setViewing(null);
      setEditing(row);
    },
  };
}
