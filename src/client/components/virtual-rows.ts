// Pure layout rules of the windowed lists and tables (virtual-table.tsx, virtual-list.tsx): when a list is
// long enough to window, and where the blank spacers go between the rows that are rendered.

/**
 * Lists of at least this many rows are windowed; shorter ones render every row as before. A windowed
 * list renders what its scroll box shows (about 10–15 rows) plus OVERSCAN rows each side, so under 50
 * rows windowing saves little DOM and costs a scroll box of its own.
 */
export const VIRTUALIZE_MIN_ROWS = 50;

/** Rows rendered beyond each edge of the scroll box, so Tab and Shift+Tab always find the next row. */
export const OVERSCAN = 8;

export const shouldVirtualize = (count: number, minRows = VIRTUALIZE_MIN_ROWS) => count >= minRows;

export interface WindowItem {
  index: number;
  start: number;
  end: number;
}

export type WindowPiece<T extends WindowItem> =
  | { kind: "spacer"; key: string; size: number }
  | { kind: "row"; item: T };

/**
 * The rendered sequence for a window: each item in index order, with a spacer wherever the items leave
 * a gap (before the first, between non-adjacent items such as a kept focused row, after the last), so
 * the table keeps the height of the whole list. Spacers of zero size are left out.
 */
export function layoutWindow<T extends WindowItem>(items: readonly T[], totalSize: number): WindowPiece<T>[] {
  const sorted = [...items].sort((a, b) => a.index - b.index);
  const pieces: WindowPiece<T>[] = [];
  let offset = 0;
  for (const item of sorted) {
    if (item.start > offset)
      pieces.push({ kind: "spacer", key: `gap-${item.index}`, size: item.start - offset });
    pieces.push({ kind: "row", item });
    offset = Math.max(offset, item.end);
  }
  if (totalSize > offset) pieces.push({ kind: "spacer", key: "gap-end", size: totalSize - offset });
  return pieces;
}

/**
 * The indexes to render: the visible range with its overscan, plus a row that holds keyboard focus
 * (so scrolling it out of view never drops focus to the page), in ascending order.
 */
export function withKeptIndex(indexes: readonly number[], kept: number | null, count: number): number[] {
  if (kept === null || kept < 0 || kept >= count || indexes.includes(kept)) return [...indexes];
  return [...indexes, kept].sort((a, b) => a - b);
}
