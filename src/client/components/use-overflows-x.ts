// True while a box is wider inside than it shows (a wide table at 375 px scrolls sideways). Such a box
// must take keyboard focus so arrow keys scroll it (WCAG 2.1.1, axe scrollable-region-focusable).
import { type RefObject, useEffect, useLayoutEffect, useState } from "react";

export function useOverflowsX(ref: RefObject<HTMLElement | null>) {
  const [overflows, setOverflows] = useState(false);
  // After every render, before the browser paints: rows that arrive make the box scroll in the same frame
  // they show (a ResizeObserver reports a frame later, when the box was already drawn scrolling without
  // taking focus). Setting the same value again renders nothing.
  useLayoutEffect(() => {
    const el = ref.current;
    if (el) setOverflows(el.scrollWidth > el.clientWidth + 1);
  });
  // a resize that no render of this component caused (the window, a sidebar)
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const check = () => setOverflows(el.scrollWidth > el.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
