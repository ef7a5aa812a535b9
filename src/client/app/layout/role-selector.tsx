// Demo mode only: switch between the demo accounts (spec §2 role selector; DESIGN §5.2). The Radix select
// behind it is loaded after first paint (it is not in the initial bundle, DESIGN §7 budget); until then a
// disabled trigger of the same size shows the current role.
import { ROLE_SWITCH_LABELS } from "@shared/roles";
import { lazy, Suspense } from "react";
import { useCurrentUser } from "@/features/auth";
import { cn } from "@/lib/utils";

const RoleSelect = lazy(() => import("./role-select"));

export function RoleSelector({ className }: { className?: string }) {
  const user = useCurrentUser();
  const placeholder = (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-label={`Switch role: ${ROLE_SWITCH_LABELS[user.role]}`}
      disabled
      className={cn(
        "flex h-9 w-48 items-center justify-between rounded-md border border-input bg-transparent px-3 py-2 text-sm opacity-50 shadow-xs",
        className,
      )}
    >
      {ROLE_SWITCH_LABELS[user.role]}
    </button>
  );
  return (
    <Suspense fallback={placeholder}>
      <RoleSelect className={className} />
    </Suspense>
  );
}
