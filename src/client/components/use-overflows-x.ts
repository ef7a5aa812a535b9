// True while a box is wider inside than it shows (a wide table at 375 px scrolls sideways). Such a box
// must take keyboard focus so arrow keys scroll it (WCAG 2.1.1, axe scrollable-region-focusable).
import { type RefObject, useEffect, useState } from "react";

export function useOverflowsX(ref: RefObject<HTMLElement | null>) {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const check = () => setOverflows(el.scrollWidth > el.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    check();
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
