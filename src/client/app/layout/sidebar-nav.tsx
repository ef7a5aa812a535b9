// The navigation list, shared by the desktop sidebar and the mobile drawer.
import { can } from "@shared/permissions";
import { Link, useLocation } from "react-router";
import { useCurrentUser } from "@/features/auth";
import { cn } from "@/lib/utils";
import { isNavItemActive, NAV_GROUPS } from "./nav-items";

export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { role } = useCurrentUser();
  const { pathname } = useLocation();
  const groups = NAV_GROUPS.map((g) => ({
    ...g,
    items: g.items.filter((i) => can(role, i.permission)),
  })).filter((g) => g.items.length > 0);

  return (
    <nav aria-label="Main" className="flex flex-col gap-6 p-4">
      {groups.map((group) => (
        <div key={group.label}>
          <h2 className="mb-2 px-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
            {group.label}
          </h2>
          <ul className="flex flex-col gap-1">
            {group.items.map((item) => {
              const active = isNavItemActive(item, pathname);
              const Icon = item.icon;
              const Badge = item.badge;
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    onClick={onNavigate}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                      active
                        ? "bg-sidebar-accent text-sidebar-accent-foreground"
                        : "text-sidebar-foreground hover:bg-accent hover:text-accent-foreground",
                    )}
                  >
                    <Icon className="size-4 shrink-0" aria-hidden />
                    {item.label}
                    {Badge && <Badge />}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
