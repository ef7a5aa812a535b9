// User management and security schemas (DESIGN §5: User Management and Security are real screens).
import { z } from "zod";
import { ZRole } from "./auth";
import { passwordProblem } from "./password-policy";

export const ZCreateUserRequest = z
  .object({
    username: z
      .string()
      .trim()
      .min(3, "Username must be at least 3 characters")
      .max(50, "Username must be at most 50 characters")
      .regex(/^[A-Za-z0-9._-]+$/, "Use letters, digits, dot, dash or underscore"),
    name: z.string().trim().min(1, "Name is required").max(100),
    email: z.string().trim().email("Enter a valid e-mail address").max(200),
    role: ZRole,
    password: z.string(),
    crewMemberId: z.string().uuid().nullish(),
  })
  .superRefine((v, ctx) => {
    const problem = passwordProblem(v.password, v.username);
    if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: problem });
    if (v.role === "crew" && !v.crewMemberId)
      ctx.addIssue({
        code: "custom",
        path: ["crewMemberId"],
        message: "Choose the crew member this account belongs to",
      });
  });
export type TCreateUserRequest = z.input<typeof ZCreateUserRequest>;

export const ZUserItem = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: ZRole,
  disabled: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  crewMemberId: z.string().nullable(),
  crewMemberName: z.string().nullable(),
  activeSessions: z.number().int(),
});
export type TUserItem = z.infer<typeof ZUserItem>;

export const ZUserListQuery = z.object({ q: z.string().trim().max(100).optional() });
export const ZSetUserStatusRequest = z.object({ disabled: z.boolean() });
export const ZResetPasswordResponse = z.object({ password: z.string() });

export const ZLinkableCrew = z.object({ id: z.string(), name: z.string(), rank: z.string() });
export type TLinkableCrew = z.infer<typeof ZLinkableCrew>;

export const ZSessionItem = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string(),
  role: ZRole,
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});
export type TSessionItem = z.infer<typeof ZSessionItem>;

export const ZFailedLogin = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  username: z.string().nullable(),
  ip: z.string().nullable(),
  description: z.string(),
});
export type TFailedLogin = z.infer<typeof ZFailedLogin>;
