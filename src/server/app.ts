// Builds the Fastify app. Reading this file tells the start-up story: external plugins (security, rate
// limit, cookies), then app plugins (db, auth), the API docs, then the API modules, then the SPA.
import { readFileSync } from "node:fs";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { Database } from "./db/client";
import type { Env } from "./env";
import mailPlugin from "./jobs/plugin";
import { createFastSerializerCompiler } from "./lib/fast-serializer";
import { serializeError } from "./lib/log-redact";
import activityRoutes from "./modules/activity/routes";
import alertRoutes from "./modules/alerts/routes";
import type { LoginThrottle } from "./modules/auth/login-throttle";
import authRoutes from "./modules/auth/routes";
import certificateRoutes from "./modules/certificates/routes";
import complianceRoutes from "./modules/compliance/routes";
import contractRoutes from "./modules/contracts/routes";
import crewRoutes from "./modules/crew/routes";
import crewChangeRoutes from "./modules/crew-changes/routes";
import dashboardRoutes from "./modules/dashboard/routes";
import documentSubmissionRoutes from "./modules/document-submissions/routes";
import documentRoutes from "./modules/documents/routes";
import emailRoutes from "./modules/email/routes";
import eventRoutes from "./modules/events/routes";
import filesPlugin from "./modules/files/plugin";
import fileRoutes from "./modules/files/routes";
import healthRoutes from "./modules/health/routes";
import importRoutes from "./modules/imports/routes";
import manningRoutes from "./modules/manning/routes";
import ocrRoutes from "./modules/ocr/routes";
import portPaperworkRoutes from "./modules/port-paperwork/routes";
import preferencesRoutes from "./modules/preferences/routes";
import reportRoutes from "./modules/reports/routes";
import restHoursRoutes from "./modules/rest-hours/routes";
import rotationRoutes from "./modules/rotations/routes";
import searchRoutes from "./modules/search/routes";
import securityRoutes from "./modules/security/routes";
import projectionRoutes from "./modules/system/projections-routes";
import systemRoutes from "./modules/system/routes";
import userRoutes from "./modules/users/routes";
import vesselRoutes from "./modules/vessels/routes";
import wageRoutes from "./modules/wages/routes";
import { fromRoot } from "./paths";
import authPlugin from "./plugins/auth";
import dbPlugin from "./plugins/db";
import docsPlugin from "./plugins/docs";
import errorHandler, { sendClientError, sendFrameworkError } from "./plugins/error-handler";
import idempotencyPlugin from "./plugins/idempotency";
import jsonCompress from "./plugins/json-compress";
import readCache from "./plugins/read-cache";
import requestLog from "./plugins/request-log";
import securityPlugin from "./plugins/security";
import staticSpa from "./plugins/static-spa";

export const APP_VERSION: string = JSON.parse(readFileSync(fromRoot("package.json"), "utf8")).version;

export interface BuildOptions {
  env: Env;
  database: Database;
  /** Replace the clock (tests). */
  now?: () => Date;
  /** Replace the login throttle (tests). */
  throttle?: LoginThrottle;
  logger?: boolean;
  /** Folder for uploaded files on the disk store (default DATA_DIR/uploads; tests: a temp folder). */
  uploadsDir?: string;
}

/** TRUST_PROXY as Fastify takes it (a hop count becomes "trust the nearest n hops"). */
function trustProxyOption(
  v: Env["TRUST_PROXY"],
): boolean | string[] | ((addr: string, hop: number) => boolean) {
  return typeof v === "number" ? (_addr, hop) => hop < v : v;
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: opts.env.LOG_LEVEL,
            redact: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]'],
            serializers: { err: serializeError },
          },
    // TRUST_PROXY decides whose X-Forwarded-For/-Proto/-Host to believe: request.ip (sign-in throttle,
    // audit log, rate limits) and request.protocol (CSRF origin, Secure cookie, HSTS) follow it
    trustProxy: trustProxyOption(opts.env.TRUST_PROXY),
    // plugins/request-log.ts writes one short line per request instead of Fastify's two long ones
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1_048_576,
    // Slow clients cannot hold sockets or memory: the whole request (headers and
    // body) must arrive within REQUEST_TIMEOUT_MS (408), the headers within 15 s, a kept-alive socket
    // closes 10 s after its last answer, and any socket silent for twice REQUEST_TIMEOUT_MS (say a client
    // that stops reading an answer) is destroyed.
    requestTimeout: opts.env.REQUEST_TIMEOUT_MS,
    connectionTimeout: opts.env.REQUEST_TIMEOUT_MS * 2,
    keepAliveTimeout: 10_000,
    http: {
      headersTimeout: Math.min(15_000, opts.env.REQUEST_TIMEOUT_MS),
      // how often Node checks the two limits above (its default, 30 s, would let them overrun by that)
      connectionsCheckingInterval: Math.min(5_000, Math.ceil(opts.env.REQUEST_TIMEOUT_MS / 4)),
    },
    clientErrorHandler: sendClientError,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: sendFrameworkError,
  });
  app.decorate("env", opts.env);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createFastSerializerCompiler({ verify: opts.env.NODE_ENV === "test" }));

  await app.register(requestLog);
  await app.register(errorHandler);
  await app.register(securityPlugin);
  // gzip JSON and assets over 1 KB at level 1: a 200 KB alert list shrinks to ~45 KB in ~1.7 ms (level 6:
  // ~40 KB in ~3.8 ms; a repeated answer, gzipped once, gets level 6: plugins/json-compress.ts). Not brotli:
  // its default quality costs more CPU than it saves on a small server.
  await app.register(jsonCompress);
  await app.register(compress, {
    encodings: ["gzip", "deflate"],
    threshold: 1024,
    zlibOptions: { level: 1 },
  });
  await app.register(cookie);
  await app.register(dbPlugin, { database: opts.database, now: opts.now });
  await app.register(readCache);
  await app.register(authPlugin);
  // after auth (a key belongs to the signed-in user), before the routes
  await app.register(idempotencyPlugin);
  // after auth, so the docs' own routes are listed (as public) in app.apiRoutes with every other route
  await app.register(docsPlugin, { version: APP_VERSION });
  await app.register(filesPlugin, { uploadsDir: opts.uploadsDir });
  await app.register(mailPlugin);

  await app.register(healthRoutes);
  await app.register(authRoutes, { throttle: opts.throttle });
  await app.register(ocrRoutes);
  await app.register(vesselRoutes);
  await app.register(crewRoutes);
  await app.register(contractRoutes);
  await app.register(dashboardRoutes);
  await app.register(reportRoutes);
  await app.register(rotationRoutes);
  await app.register(eventRoutes);
  await app.register(fileRoutes);
  await app.register(documentRoutes);
  await app.register(documentSubmissionRoutes);
  await app.register(certificateRoutes);
  await app.register(alertRoutes);
  await app.register(restHoursRoutes);
  await app.register(complianceRoutes);
  await app.register(manningRoutes);
  await app.register(importRoutes);
  await app.register(crewChangeRoutes);
  await app.register(searchRoutes);
  await app.register(portPaperworkRoutes);

  await app.register(emailRoutes);
  await app.register(activityRoutes);
  await app.register(systemRoutes, { version: APP_VERSION });
  await app.register(projectionRoutes);
  await app.register(preferencesRoutes);
  await app.register(userRoutes);
  await app.register(securityRoutes);
  await app.register(wageRoutes);

  await app.register(staticSpa);
  return app;
}
