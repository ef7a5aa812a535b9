// app.readCache (lib/read-cache.ts) and app.cacheBus (lib/cache-bus.ts): after every successful
// state-changing request the bus clears what it touched (lib/cache-tags.ts) from the caches of this
// instance and, through PostgreSQL NOTIFY, of every other instance, before the answer leaves; so a change made through any instance shows on the
// next read through any other.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { CacheBus } from "../lib/cache-bus";
import { writeTags } from "../lib/cache-tags";
import { ReadCache } from "../lib/read-cache";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** A state-changing request that succeeded: what may have made a cached read stale. */
export const isSuccessfulWrite = (request: FastifyRequest, reply: FastifyReply) =>
  WRITES.has(request.method) && reply.statusCode < 400;

export default fp(
  async function readCache(app: FastifyInstance) {
    const cache = new ReadCache(app.env.READ_CACHE_SECONDS * 1000);
    const bus = new CacheBus(app.database, app.log);
    bus.add(cache);
    app.decorate("readCache", cache);
    app.decorate("cacheBus", bus);
    await bus.start();
    app.addHook("onClose", () => bus.stop());
    // A write's caches are cleared after it committed and before the client can see its answer (and ask
    // again). Started as each of its transactions commits (writeTx), so the other instances are told while
    // the handler reads its answer, and awaited in onSend; started there for a write made without writeTx
    // (a route's writes are in its transactions: nothing it writes after the last commit is announced).
    const publishing = new WeakMap<FastifyRequest, Promise<void>[]>();
    const tagsOf = (request: FastifyRequest) =>
      writeTags(request.method, request.routeOptions.url, request.body);
    app.decorateRequest("writeCommitted", null);
    app.addHook("preHandler", async (request) => {
      if (!WRITES.has(request.method)) return;
      request.writeCommitted = () => {
        const started = publishing.get(request) ?? [];
        started.push(bus.publish(tagsOf(request)));
        publishing.set(request, started);
      };
    });
    app.addHook("onSend", async (request, reply, payload) => {
      const started = publishing.get(request);
      if (started) await Promise.all(started);
      else if (isSuccessfulWrite(request, reply)) await bus.publish(tagsOf(request));
      return payload;
    });
  },
  { name: "read-cache", dependencies: ["db"] },
);
