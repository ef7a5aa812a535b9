// Fastify's decorations and route config as this app uses them.
import "fastify";
import type { ZodType } from "zod";
import type { Permission } from "../shared/permissions";
import type { Database, Db } from "./db/client";
import type { Env } from "./env";
import type { Housekeeping } from "./jobs/housekeeping";
import type { OutboxSender } from "./jobs/outbox-sender";
import type { ReminderScheduler } from "./jobs/reminder-scan";
import type { CacheBus } from "./lib/cache-bus";
import type { Caller } from "./lib/caller";
import type { ReadCache } from "./lib/read-cache";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Required on every /api route: the permission of src/shared/permissions.ts, or "public". */
    permission?: Permission;
    /** For the OpenAPI document (plugins/docs.ts): a 200 answer that is not JSON, and a raw request body. */
    produces?: string[];
    consumes?: string[];
    /** For the OpenAPI document: a 200 answer a client may ask for instead (Accept) as one JSON object a
     * line, by media type, with the schema of a line. */
    streams?: Record<string, ZodType>;
  }
  interface FastifyInstance {
    env: Env;
    database: Database;
    db: Db;
    /** Today's calendar date (yyyy-MM-dd) in APP_TIME_ZONE. */
    today(): string;
    /** Time source; tests may replace it. */
    now(): Date;
    /** Every /api route with its permission, as registered (the permission matrix test reads it). */
    apiRoutes: { method: string; url: string; permission: Permission }[];
    /** Aggregates reused between requests until the next write (plugins/read-cache.ts). */
    readCache: ReadCache;
    /** Checked sessions, reused briefly and cleared by every write on any instance (plugins/auth.ts). */
    sessionCache: ReadCache;
    /** Clears the caches of every instance after a write (lib/cache-bus.ts). */
    cacheBus: CacheBus;
    /** Set on SIGTERM: readiness answers 503 while the instance drains (main.ts). */
    lifecycle: { draining: boolean };
    /** The e-mail outbox sender (jobs/plugin.ts). */
    outbox: OutboxSender;
    /** The daily reminder scan (jobs/reminder-scan.ts). */
    reminders: ReminderScheduler;
    /** Session purge, orphan uploads, outbox archive, under one advisory lock (jobs/housekeeping.ts). */
    housekeeping: Housekeeping;
  }
  interface FastifyRequest {
    caller: Caller | null;
    sessionToken: string | null;
    /** A write's transaction committed (writeTx through RequestCtx.committed): the caches' clearing starts
     * then (plugins/read-cache.ts). Null outside a state-changing request. */
    writeCommitted: (() => void) | null;
  }
}
