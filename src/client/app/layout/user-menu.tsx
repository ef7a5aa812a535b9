// Header user card: name and role label; its menu holds "Sign out".
import { ROLE_LABELS } from "@shared/roles";
import { ChevronDown, LogOut } from "lucide-react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { toastError } from "@/components/ui/use-toast";
import { useAuth, useCurrentUser } from "@/features/auth";

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")).toUpperCase() || "?";
}

export function UserMenu() {
  const { logout } = useAuth();
  const user = useCurrentUser();
  const roleLabel = ROLE_LABELS[user.role];

  const onSignOut = async () => {
    try {
      await logout();
    } catch {
      toastError("Failed to sign out");
    }
  };

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        data-testid="user-card"
        className="flex items-center gap-2 rounded-md p-1 text-left outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 md:px-2"
      >
        {/* named by its content (axe label-content-name-mismatch): "Account:", then the name and role,
            visible from md up and for screen readers only below */}
        <span className="sr-only">Account: </span>
        <span className="sr-only md:hidden">{`${user.name}, ${roleLabel}`}</span>
        <span
          aria-hidden
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-maritime-navy text-xs font-semibold text-white dark:bg-primary dark:text-primary-foreground"
        >
          {initials(user.name)}
        </span>
        <span className="hidden min-w-0 flex-col md:flex">
          <span className="truncate text-sm font-medium">{user.name}</span>
          <span className="truncate text-xs text-muted-foreground">{roleLabel}</span>
        </span>
        <ChevronDown className="hidden size-4 text-muted-foreground md:block" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="flex flex-col">
          <span>{user.name}</span>
          <span className="text-xs font-normal text-muted-foreground">{roleLabel}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOut aria-hidden />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
