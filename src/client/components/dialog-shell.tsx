// The frame every plain dialog shares: an optional trigger, a title and description, the body, and the
// footer's buttons. Dialogs with a different frame (ConfirmDialog, ItemDialog) use their own.
import type { ReactNode } from "react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";

export function DialogShell({
  open,
  onOpenChange,
  trigger,
  title,
  titleClassName,
  description,
  header,
  footer,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens the dialog (rendered as the trigger's own element). */
  trigger?: ReactNode;
  title: ReactNode;
  titleClassName?: string;
  description?: ReactNode;
  /** More content under the description, inside the header. */
  header?: ReactNode;
  /** The footer's buttons; no footer when absent. */
  footer?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle className={titleClassName}>{title}</DialogTitle>
          {description !== undefined && <DialogDescription>{description}</DialogDescription>}
          {header}
        </DialogHeader>
        {children}
        {footer && <DialogFooter>{footer}</DialogFooter>}
      </DialogContent>
    </Dialog>
  );
}
