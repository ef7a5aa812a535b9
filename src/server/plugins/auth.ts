// Authentication and authorisation for every request. The session token comes from the httpOnly cookie
// or an Authorization: Bearer header; X-User-* headers are never trusted. Every /api route must declare a
// permission (checked when routes are registered), and the check runs before the body is validated.
// Every refusal (401 and 403) is written to the activity log with who, what and from where.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { can, scopeOf } from "../../shared/permissions";
import { type Denial, logDenial } from "../lib/activity-log";
import { AppError } from "../lib/app-error";
import { READ_TAGS } from "../lib/cache-tags";
import type { Caller } from "../lib/caller";
import { RateWindow } from "../lib/rate-window";
import { ReadCache } from "../lib/read-cache";
import { hashToken, resolveSession, SESSION_COOKIE, type SessionPolicy } from "../lib/sessions";

/** Methods that change nothing: the others are writes (CSRF origin checks, a session checked afresh). */
export const SAFE_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);

function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith("Bearer ")) return header.slice(7).trim() || null;
  return request.cookies?.[SESSION_COOKIE] ?? null;
}

/** The OpenAPI docs: public, listed in apiRoutes as such, and registered by a plugin without our config. */
const UNPROTECTED_PREFIXES = ["/api/docs"];

/**
 * Refusals without a session, per address: past this many a minute the answer is 429 and nothing is
 * written, so an anonymous flood costs neither a log row nor a database write.
 */
export const ANONYMOUS_DENIALS_PER_MINUTE = 300;
const anonymousDenials = new WeakMap<object, RateWindow>();

/**
 * Records a refusal (aggregated per address, route and window: logDenial); a log that cannot be written
 * must not turn the refusal into a 500. An anonymous caller past its limit gets 429 instead.
 */
export async function recordDenial(
  app: FastifyInstance,
  request: FastifyRequest,
  caller: Caller | null,
  d: Pick<Denial, "status" | "reason">,
) {
  if (!caller) {
    // one limiter per app (every encapsulated instance shares the server)
    let limiter = anonymousDenials.get(app.server);
    if (!limiter) {
      limiter = new RateWindow(ANONYMOUS_DENIALS_PER_MINUTE, 60_000);
      anonymousDenials.set(app.server, limiter);
    }
    const wait = limiter.hit(request.ip, app.now().getTime());
    if (wait > 0)
      throw new AppError("RATE_LIMITED", "Too many refused requests from your address. Try again shortly.", {
        "retry-after": String(Math.ceil(wait / 1000)),
      });
  }
  try {
    await logDenial(
      app.db,
      caller,
      {
        ...d,
        method: request.method,
        route: request.routeOptions.url ?? request.url,
        path: request.url.split("?")[0],
        ip: request.ip,
      },
      app.now(),
    );
  } catch (err) {
    request.log.error({ err }, "could not record a refused request in the activity log");
  }
}

/** An onError hook for routes open to every role whose service decides who may do what: the service's
 * 403 is logged as a refusal for `reason` (the permission guard, which logs its own, never refuses them). */
export function logServiceRefusal(app: FastifyInstance, reason: string) {
  return async (request: FastifyRequest, _reply: FastifyReply, error: { statusCode?: number }) => {
    if (error.statusCode === 403) await recordDenial(app, request, request.caller, { status: 403, reason });
  };
}

export default fp(
  async function auth(app: FastifyInstance) {
    const policy: SessionPolicy = {
      idleMinutes: app.env.SESSION_IDLE_MINUTES,
      absoluteHours: app.env.SESSION_ABSOLUTE_HOURS,
    };
    app.decorateRequest("caller", null);
    app.decorateRequest("sessionToken", null);

    // A checked session is reused for SESSION_CACHE_SECONDS: on a busy screen the lookup was one database
    // round trip per request. Any successful write through any instance that may touch a session
    // (sign-out, revocation, disabling a user, a role or crew-link change: every write but those
    // lib/cache-tags.ts lists without "sessions", such as a document's or a rotation's) clears it on every
    // instance before its answer leaves (the cache bus, plugins/read-cache.ts), so it applies on the next
    // request; while an instance cannot hear the others it checks every request; a cached answer is never
    // used past the session's expiry or idle limit. A write never trusts it: the bus's notification can
    // reach another instance a moment after the disabling write's answer (a busy event loop), and in that
    // moment a disabled or demoted user must not change anything, so every write checks the session in
    // the database and a refusal drops the cached answer for the reads after it.
    const sessionCache = new ReadCache(app.env.SESSION_CACHE_SECONDS * 1000, Date.now, 10_000);
    app.decorate("sessionCache", sessionCache);
    app.cacheBus.add(sessionCache);
    const checkSession = async (token: string, write: boolean): Promise<Caller | null> => {
      const key = hashToken(token);
      const load = () => resolveSession(app.db, token, policy);
      if (write) {
        const current = await load();
        if (!current) sessionCache.forget(key);
        return current ? { ...current.caller } : null;
      }
      let checked = await sessionCache.get(key, load, READ_TAGS.session);
      if (checked && checked.validUntil <= Date.now()) {
        sessionCache.forget(key);
        checked = await sessionCache.get(key, load, READ_TAGS.session);
      }
      return checked ? { ...checked.caller } : null;
    };

    app.decorate("apiRoutes", []);
    app.addHook("onRoute", (route) => {
      if (!route.url.startsWith("/api")) return;
      if (UNPROTECTED_PREFIXES.some((p) => route.url.startsWith(p))) {
        for (const method of [route.method].flat())
          app.apiRoutes.push({ method, url: route.url, permission: "public" });
        return;
      }
      const permission = route.config?.permission;
      if (!permission) throw new Error(`Route ${route.method} ${route.url} has no permission in its config`);
      for (const method of [route.method].flat()) app.apiRoutes.push({ method, url: route.url, permission });
    });

    app.addHook("onRequest", async (request) => {
      const permission = request.routeOptions.config?.permission;
      if (!permission) return;
      const token = tokenOf(request);
      let caller: Caller | null = null;
      if (token) {
        caller = await checkSession(token, !SAFE_METHODS.has(request.method));
        if (caller) {
          caller.ip = request.ip;
          request.caller = caller;
          request.sessionToken = token;
        }
      }
      if (permission === "public") return;
      if (!caller) {
        await recordDenial(app, request, null, {
          status: 401,
          reason: token ? "unknown or expired session" : "not signed in",
        });
        throw new AppError(
          "UNAUTHENTICATED",
          token ? "Your session has expired. Please sign in again." : "Please sign in",
        );
      }
      if (!can(caller.role, permission)) {
        await recordDenial(app, request, caller, { status: 403, reason: `needs ${permission}` });
        throw new AppError("FORBIDDEN", "You do not have permission to do this");
      }
    });

    // A caller holding the route's permission on their own records only (a crew user) gets 404 for a record
    // by id that is not theirs (DESIGN §7: the answer does not reveal that it exists), so that refusal is
    // logged here, after the answer has gone.
    app.addHook("onResponse", async (request, reply) => {
      const permission = request.routeOptions.config?.permission;
      if (reply.statusCode !== 404 || !request.caller || !permission) return;
      if (scopeOf(request.caller.role, permission) !== "own") return;
      if (!request.routeOptions.url?.includes("/:")) return;
      await recordDenial(app, request, request.caller, {
        status: 404,
        reason: "not found among their own records",
      });
    });
  },
  { name: "auth", dependencies: ["db", "read-cache"] },
);
