// The auth context and its hooks; the provider lives in auth-provider.tsx.
import type { AuthMode, TLoginRequest, TPublicUser } from "@shared/auth";
import type { Role } from "@shared/roles";
import { createContext, useContext } from "react";

export type AuthStatus = "loading" | "error" | "signed-out" | "signed-in";

export interface AuthContextValue {
  status: AuthStatus;
  user: TPublicUser | null;
  authMode: AuthMode | null;
  error: Error | null;
  login: (body: TLoginRequest) => Promise<void>;
  logout: () => Promise<void>;
  switchRole: (role: Role) => Promise<void>;
  retry: () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error("useAuth must be used within an AuthProvider");
  return ctx;
}

/** The signed-in user; only for components rendered inside the signed-in layout. */
export function useCurrentUser(): TPublicUser {
  const { user } = useAuth();
  if (!user) throw new Error("useCurrentUser needs a signed-in user");
  return user;
}
