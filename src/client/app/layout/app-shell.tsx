// The signed-in layout: header on top, sidebar (w-64) on the left from 768 px up, a drawer below that.
// Printed: neither header nor sidebar, the print header instead (styles.css @media print: A4 landscape).
// The drawer (Radix Dialog) is its own chunk, loaded the first time the menu button opens it: wide screens
// never need it, and the first paint does not wait for it.
import { lazy, Suspense, useCallback, useState } from "react";
import { Outlet } from "react-router";
import { Header } from "./header";
import { PrintHeader } from "./print-header";
import { SidebarNav } from "./sidebar-nav";

const MobileNav = lazy(() => import("./mobile-nav").then((m) => ({ default: m.MobileNav })));

export function AppShell() {
  const [menuOpen, setMenuOpen] = useState(false);
  // mounted from the first opening on, so the drawer's closing animation and focus return still run
  const [menuUsed, setMenuUsed] = useState(false);
  const onMenuClick = useCallback(() => {
    setMenuUsed(true);
    setMenuOpen(true);
  }, []);

  return (
    <div className="min-h-screen bg-background">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <Header menuOpen={menuOpen} onMenuClick={onMenuClick} />
      <PrintHeader />
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileNav open={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      )}
      <div className="flex">
        <aside className="sticky top-16 hidden h-[calc(100vh-4rem)] w-64 shrink-0 overflow-y-auto border-r bg-sidebar md:block print:hidden">
          <SidebarNav />
        </aside>
        <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none md:p-6 lg:p-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
