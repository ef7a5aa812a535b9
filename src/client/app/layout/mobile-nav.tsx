// Below 768 px the navigation is a drawer: it slides in from the left, closes on item click, on the
// dark overlay and on Escape. In demo mode it also holds the role selector (no room in the header).
import { Anchor } from "lucide-react";
import { useEffect } from "react";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { useAuth } from "@/features/auth";
import { RoleSelector } from "./role-selector";
import { SidebarNav } from "./sidebar-nav";

const DESKTOP_QUERY = "(min-width: 768px)";

export function MobileNav({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { authMode } = useAuth();

  // Close the drawer when the window grows past the breakpoint.
  useEffect(() => {
    if (!open) return;
    const media = matchMedia(DESKTOP_QUERY);
    const onChange = () => media.matches && onOpenChange(false);
    media.addEventListener("change", onChange);
    return () => media.removeEventListener("change", onChange);
  }, [open, onOpenChange]);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        id="mobile-nav"
        className="overflow-y-auto"
        // the menu button opened it from outside the sheet (no Radix trigger): focus goes back to it
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          document.querySelector<HTMLElement>('[aria-controls="mobile-nav"]')?.focus();
        }}
      >
        <div className="flex h-16 items-center gap-2 border-b px-4">
          <Anchor className="size-5 text-primary" aria-hidden />
          <SheetTitle>CrewFleet</SheetTitle>
          <SheetDescription className="sr-only">Main navigation</SheetDescription>
        </div>
        <SidebarNav onNavigate={() => onOpenChange(false)} />
        {authMode === "demo" && (
          <div className="mt-auto flex flex-col gap-2 border-t p-4">
            <span className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
              Demo role
            </span>
            <RoleSelector className="w-full" />
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}
