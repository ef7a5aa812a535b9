// A dialog about one item (a vessel, a crew member): open while `item` is set, its content rendered only
// then, so the content's queries run for that item alone.
import type { ReactNode } from "react";
import { Dialog, DialogContent } from "@/components/ui/dialog";

export function ItemDialog<T>({
  item,
  onOpenChange,
  className,
  children,
}: {
  item: T | null;
  onOpenChange: (open: boolean) => void;
  className?: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <Dialog open={item !== null} onOpenChange={onOpenChange}>
      <DialogContent className={className}>{item !== null && children(item)}</DialogContent>
    </Dialog>
  );
}
