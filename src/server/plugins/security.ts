// Security headers (helmet with a strict CSP), rate limiting, and CSRF protection: the session cookie is
// SameSite=Lax, and a state-changing request from a foreign origin is refused before anything runs.
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error";
import { recordDenial } from "./auth";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function isCrossSite(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin) {
    try {
      return new URL(origin).host !== request.headers.host;
    } catch {
      return true;
    }
  }
  return request.headers["sec-fetch-site"] === "cross-site";
}

export default fp(
  async function security(app: FastifyInstance) {
    await app.register(helmet, {
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
          baseUri: ["'self'"],
          formAction: ["'self'"],
          mediaSrc: ["'self'", "blob:"],
          workerSrc: ["'self'", "blob:"],
          upgradeInsecureRequests: null,
        },
      },
      hsts: app.env.NODE_ENV === "production" ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
    });
    await app.register(rateLimit, { global: false });

    app.addHook("onRequest", async (request) => {
      if (SAFE_METHODS.has(request.method) || !request.url.startsWith("/api")) return;
      if (isCrossSite(request)) {
        // refused before the session is read, so the entry names no user; the IP and route say the rest
        await recordDenial(app, request, null, { status: 403, reason: "cross-site request" });
        throw new AppError("FORBIDDEN", "Cross-site request refused");
      }
    });
  },
  { name: "security" },
);
