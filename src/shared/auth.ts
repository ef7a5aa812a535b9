// Request and response schemas of the auth API (DESIGN §4).
import { z } from "zod";
import { ROLES } from "./roles";

export const ZRole = z.enum(ROLES);

export const ZLoginRequest = z.object({
  username: z.string().trim().min(1, "Username is required").max(100),
  password: z.string().min(1, "Password is required").max(200),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZPublicUser = z.object({
  id: z.string().uuid(),
  username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: ZRole,
  crewMemberId: z.string().uuid().nullable(),
});
export type TPublicUser = z.infer<typeof ZPublicUser>;

export const ZAuthResponse = z.object({ user: ZPublicUser, token: z.string() });
export type TAuthResponse = z.infer<typeof ZAuthResponse>;

export const ZMeResponse = z.object({ user: ZPublicUser });

export const ZSwitchRoleRequest = z.object({ role: ZRole });

export const AUTH_MODES = ["demo", "password"] as const;
export const ZAuthMode = z.enum(AUTH_MODES);
export type AuthMode = z.infer<typeof ZAuthMode>;

export const ZAuthConfig = z.object({ authMode: ZAuthMode });
export type TAuthConfig = z.infer<typeof ZAuthConfig>;

/** GET /api/auth/session: one call at boot, 200 whether or not someone is signed in. */
export const ZSessionResponse = z.object({ authMode: ZAuthMode, user: ZPublicUser.nullable() });
export type TSessionResponse = z.infer<typeof ZSessionResponse>;

export const ZMessage = z.object({ message: z.string() });
