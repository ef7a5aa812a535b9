// The one shape services take: `fn(ctx, …)` with `ctx` built once per request from the request and
// its app (the database, the signed-in caller, today in APP_TIME_ZONE, the read cache, the file store).
// ctx first, then what the request names: an id for one resource, then the body or query.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { READ_TAGS } from "./cache-tags";
import { type Caller, callerOf } from "./caller";
import type { FileStore } from "./file-store";
import { type ReadCache, viewerKey } from "./read-cache";

export interface RequestCtx {
  db: Db;
  caller: Caller;
  /** Today's calendar date (yyyy-MM-dd) in APP_TIME_ZONE, fixed for the whole request. */
  today: string;
  /** Aggregates reused between requests until the next write; list totals use it. */
  cache: ReadCache;
  files: FileStore;
  /** The request's clock reading (app.now(): tests may replace the time source). */
  now: Date;
  /** Called by writeTx after each commit (a request's; none for jobs and tests' direct calls): the other
   * instances' caches are told then, beside the reads that make the answer (plugins/read-cache.ts). */
  committed?: () => void;
}

/** The context of a call made for `caller` now (ctxOf per request; jobs and tests call it directly). */
export function ctxFor(app: FastifyInstance, caller: Caller): RequestCtx {
  return {
    db: app.db,
    caller,
    today: app.today(),
    cache: app.readCache,
    files: app.fileStore,
    now: app.now(),
  };
}

const built = new WeakMap<FastifyRequest, RequestCtx>();

/** The request's context (built on first use, then the same object); 401 without a signed-in caller. */
export function ctxOf(request: FastifyRequest): RequestCtx {
  let ctx = built.get(request);
  if (!ctx) {
    ctx = { ...ctxFor(request.server, callerOf(request)), committed: () => request.writeCommitted?.() };
    built.set(request, ctx);
  }
  return ctx;
}

/**
 * `read()` through the read cache, keyed by what is read (`name` and `input`), who may see it (a crew
 * caller only their own) and today; the next write to what it is read from clears it (lib/cache-tags.ts).
 */
export function cachedRead<T>(
  ctx: RequestCtx,
  name: string,
  input: unknown,
  read: () => Promise<T>,
): Promise<T> {
  const key = `${name}:${viewerKey(ctx.caller)}:${ctx.today}:${JSON.stringify(input)}`;
  return ctx.cache.get(key, read, READ_TAGS[name]);
}
