// A dialog about one item (a vessel, a crew member): open while `item` is set, its content rendered only
// then, so the content's queries run for that item alone.
import type { ComponentType, ReactNode } from "react";
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

/** A dialog component about one item whose body is `Body` (open while its `item` prop is set). */
export function itemDialog<T>(Body: ComponentType<{ item: T }>, className?: string) {
  return function ItemDialogOf({
    item,
    onOpenChange,
  }: {
    item: T | null;
    onOpenChange: (open: boolean) => void;
  }) {
    return (
      <ItemDialog item={item} onOpenChange={onOpenChange} className={className}>
        {(it) => <Body item={it} />}
      </ItemDialog>
    );
  };
}
