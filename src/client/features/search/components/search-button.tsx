// The header's Search button and the Ctrl+K / ⌘K shortcut, both opening the command palette (loaded the
// first time it is opened, in its own chunk).
import { Search } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";

const CommandPalette = lazy(() => import("./command-palette").then((m) => ({ default: m.CommandPalette })));

const isMac = () => typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

export function SearchButton() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const show = () => {
    setLoaded(true);
    setOpen(true);
  };
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === "k") {
        e.preventDefault();
        setLoaded(true);
        setOpen((o) => !o);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  const shortcut = isMac() ? "⌘K" : "Ctrl K";

  return (
    <>
      <Button
        variant="outline"
        className="h-9 gap-2 px-2 text-muted-foreground sm:w-48 sm:justify-start sm:px-3"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={show}
      >
        <Search aria-hidden />
        {/* The visible word is the accessible name (shown to screen readers on a phone too); the shortcut
            is announced through aria-keyshortcuts, so its key cap stays out of the name. */}
        <span className="sr-only sm:not-sr-only">Search</span>
        <kbd aria-hidden className="ml-auto hidden rounded border px-1.5 text-xs sm:inline">
          {shortcut}
        </kbd>
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <CommandPalette open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
