// Auth API (DESIGN §4): login, logout, me, and in demo mode demo sign-in and role switching.
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
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
import { errorResponses } from "../../lib/error-responses";
import { callerOf } from "../../plugins/auth";
import { isSecureRequest } from "../../plugins/security";
import { getPublicUser } from "../users/service";
import { LoginThrottle } from "./login-throttle";
import { demoSession, login, logout } from "./service";
import { SESSION_COOKIE } from "./sessions";

export default async function authRoutes(appBase: FastifyInstance, opts: { throttle?: LoginThrottle }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
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
  const errors = errorResponses(400, 401, 403, 404, 429);

  app.get("/api/auth/config", {
    config: { permission: "public" },
    schema: { tags: ["auth"], summary: "How this server signs people in", response: { 200: ZAuthConfig } },
    handler: async () => ({ authMode: app.env.AUTH_MODE }),
  });

  app.get("/api/auth/session", {
    config: { permission: "public" },
    schema: {
      tags: ["auth"],
      summary: "Auth mode and the signed-in user or null (200 either way; the client's boot call)",
      response: { 200: ZSessionResponse },
    },
    handler: async (request) => ({
      authMode: app.env.AUTH_MODE,
      user: request.caller ? await getPublicUser(app.db, request.caller.id) : null,
    }),
  });

  app.post("/api/auth/login", {
    config: { permission: "public", rateLimit: { max: 30, timeWindow: "1 minute" } },
    schema: {
      tags: ["auth"],
      summary: "Sign in",
      body: ZLoginRequest,
      response: { 200: ZAuthResponse, ...errors },
    },
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

  app.post("/api/auth/logout", {
    config: { permission: "public" },
    schema: { tags: ["auth"], summary: "Sign out (ends the session)", response: { 200: ZMessage } },
    handler: async (request, reply) => {
      await logout(deps, request.sessionToken ?? undefined, request.caller);
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
      return { message: "Signed out" };
    },
  });

  app.get("/api/auth/me", {
    config: { permission: "session:own" },
    schema: {
      tags: ["auth"],
      summary: "The signed-in user",
      response: { 200: ZMeResponse, ...errorResponses(401) },
    },
    handler: async (request) => {
      const user = await getPublicUser(app.db, callerOf(request).id);
      if (!user) throw new AppError("UNAUTHENTICATED", "Please sign in");
      return { user };
    },
  });

  app.post("/api/auth/demo", {
    config: { permission: "public", rateLimit: { max: 60, timeWindow: "1 minute" } },
    schema: {
      tags: ["auth"],
      summary: "Demo mode: sign in as the demo admin",
      response: { 200: ZAuthResponse, ...errors },
    },
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

  app.post("/api/auth/switch-role", {
    config: { permission: "session:own" },
    schema: {
      tags: ["auth"],
      summary: "Demo mode: continue as the demo user of another role",
      body: ZSwitchRoleRequest,
      response: { 200: ZAuthResponse, ...errors },
    },
    handler: async (request, reply) => {
      requireDemo();
      const caller = callerOf(request);
      const result = await demoSession(
        deps,
        request.body.role,
        { ip: request.ip, userAgent: request.headers["user-agent"] },
        caller,
      );
      await logout({ ...deps }, request.sessionToken ?? undefined, null);
      setCookie(reply, result.token);
      return result;
    },
  });
}
