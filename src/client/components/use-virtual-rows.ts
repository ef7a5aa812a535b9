// The one windowing hook behind VirtualTable and VirtualList (TanStack Virtual, scrolling an element of
// our own): which rows to render, the spacers between them, and a kept row for keyboard focus.
import { defaultRangeExtractor, useVirtualizer } from "@tanstack/react-virtual";
import { type FocusEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { layoutWindow, OVERSCAN, shouldVirtualize, withKeptIndex } from "./virtual-rows";

/**
 * True while the page prints (Print on /reports, the browser's print), so a list renders every row on
 * paper. beforeprint fires before the print layout is taken, hence the synchronous render.
 */
function usePrinting() {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener("beforeprint", before);
    window.addEventListener("afterprint", after);
    return () => {
      window.removeEventListener("beforeprint", before);
      window.removeEventListener("afterprint", after);
    };
  }, []);
  return printing;
}

export function useVirtualRows({
  count,
  estimateSize,
  getKey,
  minRows,
}: {
  count: number;
  estimateSize: number;
  getKey: (index: number) => string | number;
  minRows?: number;
}) {
  const printing = usePrinting();
  const virtual = shouldVirtualize(count, minRows) && !printing;
  const scrollRef = useRef<HTMLDivElement>(null);
  // The row holding keyboard focus stays rendered however far the box scrolls away from it.
  const [focused, setFocused] = useState<number | null>(null);
  const rangeExtractor = useCallback(
    (range: Parameters<typeof defaultRangeExtractor>[0]) =>
      withKeptIndex(defaultRangeExtractor(range), focused, range.count),
    [focused],
  );
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLElement>({
    count,
    enabled: virtual,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateSize,
    getItemKey: getKey,
    overscan: OVERSCAN,
    rangeExtractor,
    // React 19 warns about flushSync during render; a frame of delay is invisible here.
    useFlushSync: false,
  });
  const items = virtual ? virtualizer.getVirtualItems() : [];
  const totalSize = virtual ? virtualizer.getTotalSize() : 0;
  const pieces = useMemo(() => layoutWindow(items, totalSize), [items, totalSize]);

  const onFocus = useCallback((e: FocusEvent<HTMLElement>) => {
    const row = (e.target as HTMLElement).closest<HTMLElement>("[data-index]");
    if (row) setFocused(Number(row.dataset.index));
  }, []);
  const onBlur = useCallback((e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(null);
  }, []);

  return {
    virtual,
    scrollRef,
    pieces,
    measureRef: virtualizer.measureElement,
    /** Spread on the element that holds the rows (tbody, ul). */
    focusHandlers: virtual ? { onFocus, onBlur } : {},
  };
}
