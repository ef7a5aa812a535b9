// Security headers (helmet with a strict CSP), the Host allow-list, CSRF protection, HSTS and the limit
// on anonymous refusals.
// - Host: a request whose Host (X-Forwarded-Host behind a trusted proxy) is not loopback, an IP address,
//   HOST itself or in ALLOWED_HOSTS gets 421 and nothing else, so DNS rebinding cannot reach the app
//   (the rebound page's requests carry the attacker's name). IP literals are allowed as Vite does:
//   rebinding cannot produce one.
// - CSRF: the session cookie is SameSite=Lax, and every unsafe method on every path (whatever its
//   encoding: the check does not read the path) is refused unless its Origin — or, without one, its
//   Referer — has the app's own scheme, host and port; a request with neither is refused when its Fetch
//   metadata says cross-site.
// - Secure cookies and HSTS follow COOKIE_SECURE: auto means "this request came over HTTPS" (directly or
//   through a proxy trusted by TRUST_PROXY), so a plain-HTTP LAN start never gets a cookie it cannot send.

import { isIP } from "node:net";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import helmet from "helmet";
import type { Env } from "../env";
import { isLoopbackHost } from "../env";
import { AppError } from "../lib/app-error";
import { recordDenial, SAFE_METHODS } from "./auth";

const HSTS = "max-age=31536000; includeSubDomains";

/** Whether this request gets a Secure cookie and HSTS (COOKIE_SECURE, or auto: it came over HTTPS). */
export function isSecureRequest(env: Env, request: FastifyRequest): boolean {
  if (env.COOKIE_SECURE === "true") return true;
  if (env.COOKIE_SECURE === "false") return false;
  return request.protocol === "https";
}

/** The host name without port and IPv6 brackets, lower case. */
function bareHost(hostname: string): string {
  return hostname.toLowerCase().replace(/^\[(.*)\]$/, "$1");
}

export function hostAllowed(env: Env, hostname: string | undefined): boolean {
  if (!hostname) return false;
  const h = bareHost(hostname);
  if (isLoopbackHost(h) || isIP(h)) return true;
  if (h === bareHost(env.HOST)) return true;
  return env.ALLOWED_HOSTS.some((a) => (a.startsWith(".") ? h.endsWith(a) || h === a.slice(1) : h === a));
}

/** The app's own origin as the client sees it: scheme (trust-proxy aware), host and port. */
function ownOrigin(request: FastifyRequest): string | null {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

function originOf(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

export function isCrossSite(request: FastifyRequest): boolean {
  const own = ownOrigin(request);
  const origin = request.headers.origin;
  if (origin !== undefined) return !own || originOf(origin) !== own;
  const referer = request.headers.referer;
  if (referer) return !own || originOf(referer) !== own;
  const site = request.headers["sec-fetch-site"];
  return site === "cross-site" || site === "same-site";
}

export default fp(
  async function security(app: FastifyInstance) {
    // first of all: a request for a name we do not serve is answered 421 before anything else runs
    app.addHook("onRequest", async (request, reply) => {
      if (hostAllowed(app.env, request.hostname)) return;
      reply
        .status(421)
        .header("x-content-type-options", "nosniff")
        .header("content-type", "application/json; charset=utf-8")
        .send({ message: "This server does not answer to that host name", code: "MISDIRECTED" });
      return reply;
    });

    // The helmet headers are the same on every answer: the middleware (its options checked and the CSP
    // written out) is built once here. @fastify/helmet built it anew on every request, ~8% of the
    // CPU of a request that does little else (docs/performance.md).
    const helmetHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", "blob:"],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", "data:"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'none'"], // ASVS 5.0 3.4.3: no <base> is used anywhere
          formAction: ["'self'"],
          mediaSrc: ["'self'", "blob:"],
          workerSrc: ["'self'", "blob:"], // the service worker and the OCR/PDF workers
          manifestSrc: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      // sent per request below: only over HTTPS (or when COOKIE_SECURE=true)
      hsts: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook("onRequest", (request, reply, done) =>
      helmetHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)),
    );
    app.addHook("onRequest", async (request, reply) => {
      if (isSecureRequest(app.env, request)) reply.header("strict-transport-security", HSTS);
    });
    await app.register(rateLimit, { global: false });

    app.addHook("onRequest", async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      if (isCrossSite(request)) {
        // refused before the session is read, so the entry names no user; the IP and route say the rest
        await recordDenial(app, request, null, { status: 403, reason: "cross-site request" });
        throw new AppError("FORBIDDEN", "Cross-site request refused");
      }
    });
  },
  { name: "security" },
);
