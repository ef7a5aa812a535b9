// Permission-aware UI (bulletproof-react's Authorization): renders children only when the signed-in
// user's role has `permission` in the shared table. The server still decides.
import { can, type Permission } from "@shared/permissions";
import type { ReactNode } from "react";
import { useAuth } from "./auth-context";

export function Can({
  permission,
  children,
  fallback = null,
}: {
  permission: Permission;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const { user } = useAuth();
  return <>{can(user?.role, permission) ? children : fallback}</>;
}

/** Hook form of <Can>: whether the signed-in user has `permission`. */
export function useCan(permission: Permission): boolean {
  const { user } = useAuth();
  return can(user?.role, permission);
}
