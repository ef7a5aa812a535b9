// The signed-in layout: header on top, sidebar (w-64) on the left from 768 px up, a drawer below that.
// Printed: neither header nor sidebar, the print header instead (styles.css @media print: A4 landscape).
import { useCallback, useState } from "react";
import { Outlet } from "react-router";
import { Header } from "./header";
import { MobileNav } from "./mobile-nav";
import { PrintHeader } from "./print-header";
import { SidebarNav } from "./sidebar-nav";

export function AppShell() {
  const [menuOpen, setMenuOpen] = useState(false);
  const onMenuClick = useCallback(() => setMenuOpen(true), []);

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
      <MobileNav open={menuOpen} onOpenChange={setMenuOpen} />
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
