// The role selector's list (loaded after first paint by role-selector.tsx): switching starts a session as
// the demo user of that role on the server; cached data is dropped and reloads as that user.
import { ROLE_SWITCH_LABELS, ROLES, type Role } from "@shared/roles";
import { useState } from "react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toastError } from "@/components/ui/use-toast";
import { useAuth, useCurrentUser } from "@/features/auth";
import { cn } from "@/lib/utils";

export default function RoleSelect({ className }: { className?: string }) {
  const { switchRole } = useAuth();
  const user = useCurrentUser();
  const [pending, setPending] = useState(false);

  const onChange = async (role: string) => {
    setPending(true);
    try {
      await switchRole(role as Role);
    } catch {
      toastError("Failed to switch role");
    } finally {
      setPending(false);
    }
  };

  return (
    <Select value={user.role} onValueChange={onChange} disabled={pending}>
      <SelectTrigger
        aria-label={`Switch role: ${ROLE_SWITCH_LABELS[user.role]}`}
        className={cn("w-48", className)}
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {ROLES.map((role) => (
          <SelectItem key={role} value={role}>
            {ROLE_SWITCH_LABELS[role]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
