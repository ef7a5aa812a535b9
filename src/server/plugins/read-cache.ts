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
    // onSend: before the client can see the write's answer (and ask again), after the write committed.
    app.addHook("onSend", async (request, reply, payload) => {
      if (isSuccessfulWrite(request, reply))
        await bus.publish(writeTags(request.method, request.routeOptions.url, request.body));
      return payload;
    });
  },
  { name: "read-cache", dependencies: ["db"] },
);
