// Top bar (spec §2): mobile menu toggle, product title, search (Ctrl+K / ⌘K), theme toggle, demo role selector, bell, user card.
import { Anchor, Menu } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { IconButton } from "@/components/icon-button";
import { IconTile } from "@/components/ui/icon-tile";
import { useAuth } from "@/features/auth";
import { SearchButton } from "@/features/search";
import { NotificationBell } from "./notification-bell";
import { RoleSelector } from "./role-selector";
import { ThemeToggle } from "./theme-toggle";
import { UserMenu } from "./user-menu";

// The seafarer's sync status loads with the offline code, after first paint.
const SyncStatus = lazy(() => import("@/features/offline").then((m) => ({ default: m.SyncStatus })));

export function Header({ menuOpen, onMenuClick }: { menuOpen: boolean; onMenuClick: () => void }) {
  const { authMode, user } = useAuth();
  return (
    <header className="sticky top-0 z-40 flex h-16 items-center gap-2 border-b bg-card px-2 sm:px-4 print:hidden">
      <IconButton
        label="Open menu"
        icon={Menu}
        className="md:hidden"
        aria-expanded={menuOpen}
        aria-controls="mobile-nav"
        onClick={onMenuClick}
      />
      <Link
        to="/dashboard"
        className="flex min-w-0 items-center gap-2 rounded-md px-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {/* on phones the name alone, so it stays whole beside search, sync, theme, bell and user */}
        <IconTile icon={Anchor} tone="primary" size="sm" className="hidden sm:flex" />
        <span className="flex min-w-0 flex-col leading-tight">
          <span className="truncate text-lg font-bold">CrewFleet</span>
          <span className="hidden text-xs text-muted-foreground lg:block">Crew &amp; Fleet Management</span>
        </span>
      </Link>
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        <SearchButton />
        {authMode === "demo" && (
          <div className="hidden md:block">
            <RoleSelector />
          </div>
        )}
        {user?.role === "crew" && (
          <Suspense fallback={null}>
            <SyncStatus />
          </Suspense>
        )}
        <ThemeToggle />
        <NotificationBell />
        <UserMenu />
      </div>
    </header>
  );
}
