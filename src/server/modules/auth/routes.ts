// Auth API (DESIGN §4): login, logout, me, and in demo mode demo sign-in and role switching.
import type { FastifyInstance, FastifyReply } from "fastify";
import {
  ZAuthConfig,
  ZAuthResponse,
  ZLoginRequest,
  ZMeResponse,
  ZMessage,
  ZSessionResponse,
  ZSwitchRoleRequest,
} from "../../../shared/auth";
import { AppError } from "../../lib/app-error";
import { routesOf } from "../../lib/route";
import { SESSION_COOKIE } from "../../lib/sessions";
import { isSecureRequest } from "../../plugins/security";
import { getPublicUser } from "../users/service";
import { LoginThrottle } from "./login-throttle";
import { demoSession, login, logout } from "./service";

export default async function authRoutes(app: FastifyInstance, opts: { throttle?: LoginThrottle }) {
  const deps = {
    db: app.db,
    throttle: opts.throttle ?? new LoginThrottle(),
    policy: { idleMinutes: app.env.SESSION_IDLE_MINUTES, absoluteHours: app.env.SESSION_ABSOLUTE_HOURS },
  };
  const setCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: isSecureRequest(app.env, reply.request),
      maxAge: app.env.SESSION_ABSOLUTE_HOURS * 3600,
    });
  const requireDemo = () => {
    if (app.env.AUTH_MODE !== "demo")
      throw new AppError("NOT_FOUND", "Demo sign-in is not available in password mode");
  };
  const route = routesOf(app, "auth");

  route.public("GET /api/auth/config", {
    summary: "How this server signs people in",
    ok: ZAuthConfig,
    handler: async () => ({ authMode: app.env.AUTH_MODE }),
  });

  route.public("GET /api/auth/session", {
    summary: "Auth mode and the signed-in user or null (200 either way; the client's boot call)",
    ok: ZSessionResponse,
    handler: async (request) => ({
      authMode: app.env.AUTH_MODE,
      user: request.caller ? await getPublicUser(app.db, request.caller.id) : null,
    }),
  });

  route.public("POST /api/auth/login", {
    summary: "Sign in",
    config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
    body: ZLoginRequest,
    ok: ZAuthResponse,
    more: [401, 403, 404, 429],
    handler: async (request, reply) => {
      const { username, password } = request.body;
      const result = await login(
        deps,
        username,
        password,
        { ip: request.ip, userAgent: request.headers["user-agent"] },
        app.now(),
      );
      setCookie(reply, result.token);
      return result;
    },
  });

  route.public("POST /api/auth/logout", {
    summary: "Sign out (ends the session)",
    ok: ZMessage,
    handler: async (request, reply) => {
      await logout(deps, request.sessionToken ?? undefined, request.caller);
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
      return { message: "Signed out" };
    },
  });

  route("GET /api/auth/me", "session:own", {
    summary: "The signed-in user",
    ok: ZMeResponse,
    handler: async (ctx) => {
      const user = await getPublicUser(ctx.db, ctx.caller.id);
      if (!user) throw new AppError("UNAUTHENTICATED", "Please sign in");
      return { user };
    },
  });

  route.public("POST /api/auth/demo", {
    summary: "Demo mode: sign in as the demo admin",
    config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
    ok: ZAuthResponse,
    more: [400, 401, 403, 404, 429],
    handler: async (request, reply) => {
      requireDemo();
      const result = await demoSession(deps, "admin", {
        ip: request.ip,
        userAgent: request.headers["user-agent"],
      });
      setCookie(reply, result.token);
      return result;
    },
  });

  route("POST /api/auth/switch-role", "session:own", {
    summary: "Demo mode: continue as the demo user of another role",
    body: ZSwitchRoleRequest,
    ok: ZAuthResponse,
    more: [403, 404, 429],
    handler: async (ctx, request, reply) => {
      requireDemo();
      const result = await demoSession(
        deps,
        request.body.role,
        { ip: request.ip, userAgent: request.headers["user-agent"] },
        ctx.caller,
      );
      await logout({ ...deps }, request.sessionToken ?? undefined, null);
      setCookie(reply, result.token);
      return result;
    },
  });
}
