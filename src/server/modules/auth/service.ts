// Sign-in, sign-out, demo sign-in and role switching. Every outcome is written to the activity log.
import type { TAuthResponse } from "../../../shared/auth";
import type { Role } from "../../../shared/roles";
import type { Db } from "../../db/client";
import { logActivity } from "../../lib/activity-log";
import { AppError } from "../../lib/app-error";
import type { Caller } from "../../lib/caller";
import { createSession, deleteSession, type SessionPolicy, touchLogin } from "../../lib/sessions";
import { DEMO_USERNAMES, findUserByUsername, getPublicUser } from "../users/service";
import type { LoginThrottle } from "./login-throttle";
import { verifyPassword } from "./password";

export interface AuthDeps {
  db: Db;
  throttle: LoginThrottle;
  policy: SessionPolicy;
}

export interface RequestMeta {
  ip: string;
  userAgent?: string;
}

const INVALID = "Invalid username or password";

async function startSession(deps: AuthDeps, userId: string, meta: RequestMeta): Promise<TAuthResponse> {
  const token = await createSession(deps.db, userId, deps.policy, meta);
  await touchLogin(deps.db, userId);
  const user = await getPublicUser(deps.db, userId);
  if (!user) throw new AppError("INTERNAL", "User vanished while signing in");
  return { user, token };
}

export async function login(
  deps: AuthDeps,
  username: string,
  password: string,
  meta: RequestMeta,
  now: Date = new Date(),
) {
  // reserved before anything is checked: an attempt over a limit is never verified
  const reservation = await deps.throttle.reserve(deps.db, username, meta.ip, now);
  if (reservation.retryAfterMs > 0) {
    const wait = reservation.retryAfterMs;
    const minutes = Math.ceil(wait / 60_000);
    throw new AppError(
      "RATE_LIMITED",
      `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      { "retry-after": String(Math.ceil(wait / 1000)) },
    );
  }
  const user = await findUserByUsername(deps.db, username);
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !ok || user.disabled) {
    await logActivity(
      deps.db,
      user
        ? { id: user.id, username: user.username, role: user.role, ip: meta.ip }
        : { username, ip: meta.ip },
      {
        type: "auth",
        action: "login_failed",
        entityType: "user",
        entityId: user?.id,
        description:
          user?.disabled && ok
            ? `Sign-in refused for disabled account ${username}`
            : `Failed sign-in for ${username}`,
        severity: "warning",
      },
    );
    // The same answer whatever was wrong: a disabled account is not told that the password was right
    // (the activity log says so, for the administrator).
    throw new AppError("UNAUTHENTICATED", INVALID);
  }
  await reservation.succeeded();
  const result = await startSession(deps, user.id, meta);
  await logActivity(
    deps.db,
    { ...result.user, ip: meta.ip },
    {
      type: "auth",
      action: "login",
      entityType: "user",
      entityId: user.id,
      description: `${user.username} signed in`,
      severity: "success",
    },
  );
  return result;
}

export async function logout(deps: AuthDeps, token: string | undefined, caller: Caller | null) {
  if (token) await deleteSession(deps.db, token);
  if (caller) {
    await logActivity(deps.db, caller, {
      type: "auth",
      action: "logout",
      entityType: "user",
      entityId: caller.id,
      description: `${caller.username} signed out`,
    });
  }
}

/** Demo mode: a session as the demo user of `role` (the app opens signed in as the demo admin). */
export async function demoSession(deps: AuthDeps, role: Role, meta: RequestMeta, previous?: Caller | null) {
  const user = await findUserByUsername(deps.db, DEMO_USERNAMES[role]);
  if (!user || user.disabled || user.role !== role) {
    throw new AppError("FORBIDDEN", `There is no demo account for the role ${role}`);
  }
  const result = await startSession(deps, user.id, meta);
  await logActivity(
    deps.db,
    { ...result.user, ip: meta.ip },
    {
      type: "auth",
      action: previous ? "switch_role" : "login",
      entityType: "user",
      entityId: user.id,
      description: previous
        ? `${previous.username} switched to the demo ${role} account`
        : `Demo sign-in as ${user.username}`,
      severity: "success",
    },
  );
  return result;
}
