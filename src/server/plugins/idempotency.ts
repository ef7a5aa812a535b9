// Idempotency-Key (offline writes): a write (POST, PUT, PATCH, DELETE) sent with the header is
// applied once per signed-in user and key; sending it again returns the first answer (status and body,
// with `Idempotent-Replayed: true`) without running the write again, so the seafarer's app can replay its
// offline queue as often as the link drops. The same key with another request (method, URL or body) is a
// 409, and so is a key whose first request is still running. Only successful answers are kept: a refused
// write wrote nothing, so its key is released and the retry runs again.
//
// The key is claimed before the write and its answer stored after it, not in the write's transaction: a
// process killed between the two leaves a claim without an answer, which a retry after CLAIM_STALE_MS takes
// over and runs again (the offline writes are whole-day and whole-month replacements, so a second run
// writes the same). Answers are kept for KEEP_DAYS.
//
// An answer that holds a secret (a session token, a new password) is never stored: a route whose success
// schema has such a field refuses the key (400), so nothing secret sits in the table or is sent twice.
// A stored answer is replayed only to the caller as they were when it was stored (the same role and crew
// member; the route's permission is checked again before this, on every request): a user whose access has
// changed since gets a 403, not the old answer.
//
// An offline document upload (the seafarer's queue) replays three requests, each under a key of its own:
// POST /api/upload (the same slot again), PUT /api/upload/:fileId (the bytes, fingerprinted as bytes:
// the streamed body is spooled to a temp file on the way, lib/spooled-body.ts, never held in memory)
// and the document's create, so a replay at any point adds no second slot, file or document.
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { and, eq, lt, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { z } from "zod";
import { idempotencyKeys } from "../db/schema-sync";
import { AppError, badRequest, conflict, forbidden } from "../lib/app-error";
import type { Caller } from "../lib/caller";
import { spoolBody } from "../lib/spooled-body";

export const IDEMPOTENCY_HEADER = "idempotency-key";
export const REPLAYED_HEADER = "idempotent-replayed";
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;
const CLAIM_STALE_MS = 60_000;
const KEEP_DAYS = 7;
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Fields of a success answer that make it a secret, never to be stored. */
const SECRET_FIELDS = ["token", "password"];
export const SECRET_ANSWER_MESSAGE =
  "This request's answer holds a secret and is never stored: send it without an Idempotency-Key";
export const SCOPE_CHANGED_MESSAGE =
  "Your access has changed since this request was first sent, so its answer is not replayed";

/** Whether any success (2xx) answer of a route has a secret field. */
function holdsSecret(response: unknown): boolean {
  if (!response || typeof response !== "object") return false;
  return Object.entries(response).some(
    ([status, schema]) =>
      /^2/.test(status) &&
      schema instanceof z.ZodObject &&
      SECRET_FIELDS.some((field) => field in schema.shape),
  );
}

/** Who the caller is for what they may see: role and crew member (a replay needs the same). */
const scopeOf = (caller: Caller) => `${caller.role}:${caller.crewMemberId ?? ""}`;

interface Claim {
  userId: string;
  key: string;
  stored: boolean;
}

declare module "fastify" {
  interface FastifyRequest {
    idempotency: Claim | null;
  }
}

/** A 409 that a retry resolves (the client's queue waits and sends again): it says so with Retry-After. */
const retryLater = (message: string) => new AppError("CONFLICT", message, { "retry-after": "5" });

/** Spooled upload bodies, closed (their temp file removed) once the answer is sent. */
const spooled = new WeakMap<FastifyRequest, Readable>();

/** The request's fingerprint: method, URL and body (an upload's raw bytes as they are, JSON otherwise). */
async function hashOf(request: FastifyRequest) {
  const hash = createHash("sha256").update(`${request.method} ${request.url}\n`);
  const body = request.body;
  if (body instanceof Readable) {
    hash.update("bytes:");
    const copy = await spoolBody(body, hash, request.routeOptions.bodyLimit);
    spooled.set(request, copy);
    request.body = copy;
  } else if (Buffer.isBuffer(body)) hash.update("bytes:").update(body);
  else hash.update(JSON.stringify(body ?? null));
  return hash.digest("hex");
}

export default fp(
  async function idempotency(app: FastifyInstance) {
    app.decorateRequest("idempotency", null);
    const secretRoutes = new Set<string>();
    app.addHook("onRoute", (route) => {
      if (holdsSecret(route.schema?.response))
        for (const method of [route.method].flat()) secretRoutes.add(`${method} ${route.url}`);
    });

    app.addHook("preHandler", async (request, reply) => {
      const key = request.headers[IDEMPOTENCY_HEADER];
      if (key === undefined || !WRITES.has(request.method) || !request.caller) return;
      if (typeof key !== "string" || !KEY_PATTERN.test(key))
        throw badRequest("Idempotency-Key must be 8 to 200 letters, digits or _ . : -");
      if (secretRoutes.has(`${request.method} ${request.routeOptions.url}`))
        throw badRequest(SECRET_ANSWER_MESSAGE);
      const userId = request.caller.id;
      const callerScope = scopeOf(request.caller);
      const requestHash = await hashOf(request);
      const db = app.db;
      const claimed = await db
        .insert(idempotencyKeys)
        .values({ userId, key, requestHash, callerScope })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (!claimed.length) {
        const [row] = await db
          .select()
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
        if (!row) throw retryLater("This Idempotency-Key was just released; send the request again");
        if (row.requestHash !== requestHash)
          throw conflict("This Idempotency-Key was used for a different request");
        if (row.status !== null) {
          if (row.callerScope !== callerScope) throw forbidden(SCOPE_CHANGED_MESSAGE);
          reply.header(REPLAYED_HEADER, "true").code(row.status);
          if (row.body) reply.type("application/json; charset=utf-8");
          return reply.send(row.body ?? undefined);
        }
        // the first request is still running, or died before answering: take over a stale claim only
        const [retaken] = await db
          .update(idempotencyKeys)
          .set({ createdAt: new Date(), callerScope })
          .where(
            and(
              eq(idempotencyKeys.userId, userId),
              eq(idempotencyKeys.key, key),
              sql`${idempotencyKeys.status} is null`,
              lt(idempotencyKeys.createdAt, new Date(Date.now() - CLAIM_STALE_MS)),
            ),
          )
          .returning({ key: idempotencyKeys.key });
        if (!retaken)
          throw retryLater("A request with this Idempotency-Key is still running; try again shortly");
      }
      request.idempotency = { userId, key, stored: false };
      await db
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.userId, userId),
            lt(idempotencyKeys.createdAt, new Date(Date.now() - KEEP_DAYS * 86_400_000)),
          ),
        );
    });

    // the answer as the client will read it (before compression), for successful writes only
    app.addHook("preSerialization", async (request, reply, payload) => {
      const claim = request.idempotency;
      if (!claim || reply.statusCode >= 300) return payload;
      await app.db
        .update(idempotencyKeys)
        .set({ status: reply.statusCode, body: JSON.stringify(payload) })
        .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
      claim.stored = true;
      return payload;
    });

    app.addHook("onResponse", async (request, reply) => {
      spooled.get(request)?.destroy();
      const claim = request.idempotency;
      if (!claim || claim.stored) return;
      const where = and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));
      if (reply.statusCode < 300)
        await app.db.update(idempotencyKeys).set({ status: reply.statusCode, body: null }).where(where);
      else await app.db.delete(idempotencyKeys).where(where);
    });
  },
  { name: "idempotency", dependencies: ["db"] },
);
