// `?vessel={id}` on the dashboard (spec §2): once the vessel card with element id `vessel-{id}` is on the
// page (the vessel overview loads it asynchronously), scroll to it and highlight it.
import { useEffect } from "react";
import { vesselElementId } from "@/lib/element-ids";

export const HIGHLIGHT_CLASSES = ["ring-2", "ring-ocean-blue", "ring-offset-2", "ring-offset-background"];

export function useVesselHighlight(vesselId: string | null) {
  useEffect(() => {
    if (!vesselId) return;
    const id = vesselElementId(vesselId);
    let target: HTMLElement | null = null;
    const apply = () => {
      const el = document.getElementById(id);
      if (!el) return false;
      target = el;
      el.dataset.highlighted = "true";
      el.classList.add(...HIGHLIGHT_CLASSES);
      el.scrollIntoView({ behavior: "smooth", block: "center" });
      return true;
    };
    if (apply()) return clear;
    const observer = new MutationObserver(() => {
      if (apply()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), 15_000);
    function clear() {
      if (target) {
        delete target.dataset.highlighted;
        target.classList.remove(...HIGHLIGHT_CLASSES);
      }
    }
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
      clear();
    };
  }, [vesselId]);
}
