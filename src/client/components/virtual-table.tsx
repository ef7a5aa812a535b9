// A table whose body is windowed once it is long (VIRTUALIZE_MIN_ROWS): it then scrolls in a box of its
// own under a sticky header (or, with windowOnPhones below 640 px, the page scrolls it), renders only the rows near view with spacer rows for the rest, and says the
// full size with aria-rowcount / aria-rowindex. Shorter tables render every row, exactly as before.
import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/utils";
import { useOverflowsX } from "./use-overflows-x";
import { useVirtualRows } from "./use-virtual-rows";

/** Height of the scroll box of a windowed table or list: the viewport less the app header and a margin. */
export const VIRTUAL_BOX_CLASS =
  "max-h-[max(20rem,calc(100dvh-10rem))] print:max-h-none print:overflow-visible";

/** The focus ring of a scroll box (as on ScrollArea). */
export const SCROLL_FOCUS_CLASS = "outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50";

/**
 * A box that scrolls must take keyboard focus so arrow keys, Page Down and End scroll it (WCAG 2.1.1,
 * axe scrollable-region-focusable); as a named region a screen reader says what it holds.
 */
export const scrollRegionProps = (label: string) =>
  ({ tabIndex: 0, role: "region", "aria-label": `${label} (scrollable)` }) as const;

/** The props a windowed table or list sets on one row or item: the element's own, and data-* attributes. */
export type WindowedItemProps<E extends "tr" | "li"> = Omit<ComponentProps<E>, "ref" | "key" | "children"> & {
  [data: `data-${string}`]: string | boolean | undefined;
};
type RowProps = WindowedItemProps<"tr">;

export function VirtualTable<T>({
  rows,
  getRowKey,
  head,
  renderCells,
  rowProps,
  colSpan,
  estimateRowHeight,
  label,
  placeholder,
  minRows,
  boxed = false,
  windowOnPhones,
  className,
  headerClassName = "bg-background",
  ...tableProps
}: {
  rows: readonly T[];
  getRowKey: (row: T) => string | number;
  /** The header cells (th). */
  head: ReactNode;
  renderCells: (row: T, index: number) => ReactNode;
  rowProps?: (row: T, index: number) => RowProps;
  colSpan: number;
  /** Expected row height in px; rows are measured once rendered. */
  estimateRowHeight: number;
  /** Names the table and its scroll box. */
  label: string;
  /** Body shown while there are no rows (loading skeletons, the empty text). */
  placeholder?: ReactNode;
  minRows?: number;
  /** The box scrolls (and takes keyboard focus) even when the rows are few. */
  boxed?: boolean;
  /** Below 640 px the page scrolls the rows instead of a box of their own (tables shown as cards). */
  windowOnPhones?: boolean;
  /** Classes of the scroll box, e.g. a border or another max height. */
  className?: string;
  headerClassName?: string;
} & Omit<ComponentProps<"table">, "children">) {
  const v = useVirtualRows({
    items: rows,
    estimateSize: estimateRowHeight,
    getKey: getRowKey,
    minRows,
    windowOnPhones,
  });
  // a box that scrolls either way takes keyboard focus (see scrollRegionProps)
  const overflowsX = useOverflowsX(v.scrollRef);
  const scrollable = (v.virtual && !v.windowed) || boxed || overflowsX;

  const row = (r: T, index: number, extra?: ComponentProps<"tr">) => {
    const own = rowProps?.(r, index);
    return (
      <tr
        key={getRowKey(r)}
        {...own}
        {...extra}
        className={cn(
          "border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted",
          own?.className,
        )}
      >
        {renderCells(r, index)}
      </tr>
    );
  };

  return (
    <div
      ref={v.scrollRef}
      data-slot="table-container"
      data-virtual={v.windowed ? "window" : v.virtual || undefined}
      className={cn(
        "relative w-full overflow-auto",
        scrollable && SCROLL_FOCUS_CLASS,
        v.virtual && !v.windowed && VIRTUAL_BOX_CLASS,
        className,
      )}
      {...(scrollable ? scrollRegionProps(label) : {})}
    >
      <table
        data-slot="table"
        aria-label={label}
        aria-rowcount={v.virtual ? rows.length + 1 : undefined}
        className="w-full caption-bottom text-sm"
        {...tableProps}
      >
        {/* An inset shadow draws the header's rule: a collapsed border would not travel with it. */}
        <thead
          className={cn(
            "sticky top-0 z-10 print:static shadow-[inset_0_-1px_0_var(--border)]",
            headerClassName,
          )}
        >
          <tr aria-rowindex={v.virtual ? 1 : undefined}>{head}</tr>
        </thead>
        <tbody className="[&_tr:last-child]:border-0" {...v.focusHandlers}>
          {rows.length === 0 && placeholder}
          {!v.virtual && rows.map((r, i) => row(r, i))}
          {v.virtual &&
            v.pieces.map((p) =>
              p.kind === "spacer" ? (
                // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row, never focusable
                <tr key={p.key} aria-hidden="true" data-virtual-spacer="">
                  <td colSpan={colSpan} style={{ height: p.size, padding: 0 }} />
                </tr>
              ) : (
                row(rows[p.item.index], p.item.index, {
                  ref: v.measureRef,
                  "data-index": p.item.index,
                  "aria-rowindex": p.item.index + 2,
                } as ComponentProps<"tr">)
              ),
            )}
        </tbody>
      </table>
    </div>
  );
}
