// The one windowing hook behind VirtualTable and VirtualList (TanStack Virtual, scrolling an element of
// our own): which rows to render, the spacers between them, and a kept row for keyboard focus.
import { defaultRangeExtractor, useVirtualizer, useWindowVirtualizer } from "@tanstack/react-virtual";
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

const PHONE_QUERY = "(max-width: 639px)";

/** True below 640 px (Tailwind's sm), following the window's width. */
function usePhone(enabled: boolean) {
  const [phone, setPhone] = useState(
    () => enabled && typeof matchMedia === "function" && matchMedia(PHONE_QUERY).matches,
  );
  useEffect(() => {
    if (!enabled || typeof matchMedia !== "function") return setPhone(false);
    const media = matchMedia(PHONE_QUERY);
    const update = () => setPhone(media.matches);
    update();
    media.addEventListener("change", update);
    return () => media.removeEventListener("change", update);
  }, [enabled]);
  return phone;
}

export function useVirtualRows<T>({
  items: rows,
  estimateSize,
  getKey,
  minRows,
  windowOnPhones = false,
}: {
  items: readonly T[];
  estimateSize: number;
  getKey: (item: T) => string | number;
  minRows?: number;
  /** Below 640 px the page itself scrolls the list (no scroll box inside the scrolling page). */
  windowOnPhones?: boolean;
}) {
  const printing = usePrinting();
  const count = rows.length;
  const virtual = shouldVirtualize(count, minRows) && !printing;
  const windowed = usePhone(windowOnPhones) && virtual;
  const scrollRef = useRef<HTMLDivElement>(null);
  // where the list starts in the page, for the window's virtualizer (content above it may load late)
  const [margin, setMargin] = useState(0);
  useEffect(() => {
    if (!windowed) return;
    const measure = () => {
      const top = scrollRef.current ? scrollRef.current.getBoundingClientRect().top + window.scrollY : 0;
      setMargin((m) => (Math.abs(m - top) > 1 ? top : m));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [windowed]);
  // The row holding keyboard focus stays rendered however far the box scrolls away from it.
  const [focused, setFocused] = useState<number | null>(null);
  const rangeExtractor = useCallback(
    (range: Parameters<typeof defaultRangeExtractor>[0]) =>
      withKeptIndex(defaultRangeExtractor(range), focused, range.count),
    [focused],
  );
  const common = {
    count,
    estimateSize: () => estimateSize,
    getItemKey: (index: number) => getKey(rows[index]),
    overscan: OVERSCAN,
    rangeExtractor,
    // React 19 warns about flushSync during render; a frame of delay is invisible here.
    useFlushSync: false,
  };
  const boxVirtualizer = useVirtualizer<HTMLDivElement, HTMLElement>({
    ...common,
    enabled: virtual && !windowed,
    getScrollElement: () => scrollRef.current,
  });
  const windowVirtualizer = useWindowVirtualizer<HTMLElement>({
    ...common,
    enabled: windowed,
    scrollMargin: margin,
  });
  const virtualizer = windowed ? windowVirtualizer : boxVirtualizer;
  // the window's items start at the list's place in the page: spacers are measured from the list's top
  const shift = windowed ? margin : 0;
  const items = virtual
    ? virtualizer.getVirtualItems().map((i) => ({ ...i, start: i.start - shift, end: i.end - shift }))
    : [];
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
    /** The page scrolls the list (a phone): no scroll box of its own. */
    windowed,
    scrollRef,
    pieces,
    measureRef: virtualizer.measureElement,
    /** Spread on the element that holds the rows (tbody, ul). */
    focusHandlers: virtual ? { onFocus, onBlur } : {},
  };
}
