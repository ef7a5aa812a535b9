// Auth API calls (DESIGN §4). The session is an httpOnly cookie: the client never stores the token.
import type { TAuthConfig, TAuthResponse, TLoginRequest, TPublicUser, TSessionResponse } from "@shared/auth";
import type { Role } from "@shared/roles";
import type { QueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const authKeys = {
  all: ["auth"] as const,
  config: ["auth", "config"] as const,
  session: ["auth", "session"] as const,
};

/** The signed-in user as the client holds them now (read from the cache, never fetched). */
export const cachedSessionUser = (client: QueryClient) =>
  client.getQueryData<TPublicUser | null>(authKeys.session);

export function fetchAuthConfig(): Promise<TAuthConfig> {
  return api<TAuthConfig>("GET", "/api/auth/config");
}

/** The signed-in user, or null when there is no valid session (the endpoint answers 200 either way). */
export async function fetchMe(): Promise<TPublicUser | null> {
  return (await api<TSessionResponse>("GET", "/api/auth/session")).user;
}

/** Demo mode only: starts a session as the demo admin. */
export async function startDemoSession(): Promise<TPublicUser> {
  return (await api<TAuthResponse>("POST", "/api/auth/demo")).user;
}

export async function login(body: TLoginRequest): Promise<TPublicUser> {
  return (await api<TAuthResponse>("POST", "/api/auth/login", body)).user;
}

export async function logout(): Promise<void> {
  await api<unknown>("POST", "/api/auth/logout");
}

/** Demo mode only: continues as the demo user of `role`. */
export async function switchRole(role: Role): Promise<TPublicUser> {
  return (await api<TAuthResponse>("POST", "/api/auth/switch-role", { role })).user;
}
