// A list (ul) windowed like VirtualTable once it is long: a scroll box of its own, only the items near
// view rendered, aria-setsize / aria-posinset giving each item's place in the whole list.
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import { useVirtualRows } from "./use-virtual-rows";
import {
  SCROLL_FOCUS_CLASS,
  scrollRegionProps,
  VIRTUAL_BOX_CLASS,
  type WindowedItemProps,
} from "./virtual-table";

type ItemProps = WindowedItemProps<"li">;

export function VirtualList<T>({
  items,
  getKey,
  renderItem,
  itemProps,
  estimateItemHeight,
  label,
  minRows,
  className,
  listClassName,
  windowOnPhones,
}: {
  items: readonly T[];
  getKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  itemProps?: (item: T, index: number) => ItemProps;
  /** Expected item height in px; items are measured once rendered. */
  estimateItemHeight: number;
  /** Names the list and its scroll box. */
  label: string;
  minRows?: number;
  /** Classes of the scroll box. */
  className?: string;
  listClassName?: string;
  /** Below 640 px the page scrolls the list instead of a box of its own. */
  windowOnPhones?: boolean;
}) {
  const v = useVirtualRows({ items, estimateSize: estimateItemHeight, getKey, minRows, windowOnPhones });
  const list = (
    <ul aria-label={label} className={listClassName} {...v.focusHandlers}>
      {!v.virtual &&
        items.map((it, i) => (
          <li key={getKey(it)} {...itemProps?.(it, i)}>
            {renderItem(it, i)}
          </li>
        ))}
      {v.virtual &&
        v.pieces.map((p) =>
          p.kind === "spacer" ? (
            <li key={p.key} aria-hidden="true" data-virtual-spacer="" style={{ height: p.size }} />
          ) : (
            <li
              key={getKey(items[p.item.index])}
              {...itemProps?.(items[p.item.index], p.item.index)}
              ref={v.measureRef}
              data-index={p.item.index}
              aria-setsize={items.length}
              aria-posinset={p.item.index + 1}
            >
              {renderItem(items[p.item.index], p.item.index)}
            </li>
          ),
        )}
    </ul>
  );
  if (!v.virtual) return <div className={className}>{list}</div>;
  if (v.windowed)
    return (
      <div ref={v.scrollRef} data-virtual="window">
        {list}
      </div>
    );
  return (
    <div
      ref={v.scrollRef}
      data-virtual
      {...scrollRegionProps(label)}
      className={cn("relative overflow-auto", SCROLL_FOCUS_CLASS, VIRTUAL_BOX_CLASS, className)}
    >
      {list}
    </div>
  );
}
