// The one confirmation dialog (delete, revoke, disable...): title, question, optional extra content,
// Cancel and the confirm button. With `success`/`failure` it runs `onConfirm`, toasts the outcome and
// closes on success; the buttons are disabled meanwhile and the confirm button shows `pendingLabel`.
import { type ReactNode, useState } from "react";
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

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel = "Delete",
  pendingLabel = "Deleting...",
  variant = "destructive",
  success,
  failure,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** Shown between the question and the buttons (e.g. a warning). */
  children?: ReactNode;
  confirmLabel?: string;
  pendingLabel?: string;
  variant?: "default" | "destructive";
  /** Toast after onConfirm resolves (then the dialog closes). */
  success?: string;
  /** Toast when onConfirm rejects (the dialog stays open). */
  failure?: string;
  onConfirm: () => unknown;
}) {
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      if (success) toastSuccess(success);
      onOpenChange(false);
    } catch {
      if (failure) toastError(failure);
    } finally {
      setPending(false);
    }
  };
  return (
    <AlertDialog open={open} onOpenChange={(o) => !pending && onOpenChange(o)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <Button variant={variant} onClick={confirm} disabled={pending}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
