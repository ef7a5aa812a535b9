// app.readCache (lib/read-cache.ts): cleared after every successful state-changing request, so a change
// made through the app shows on the next read; READ_CACHE_SECONDS bounds staleness from other processes.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ReadCache } from "../lib/read-cache";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** A state-changing request that succeeded: what may have made a cached read stale. */
export const isSuccessfulWrite = (request: FastifyRequest, reply: FastifyReply) =>
  WRITES.has(request.method) && reply.statusCode < 400;

export default fp(
  async function readCache(app: FastifyInstance) {
    const cache = new ReadCache(app.env.READ_CACHE_SECONDS * 1000);
    app.decorate("readCache", cache);
    // onSend: before the client can see the write's answer (and ask again), after the write committed.
    app.addHook("onSend", async (request, reply, payload) => {
      if (isSuccessfulWrite(request, reply)) cache.clear();
      return payload;
    });
  },
  { name: "read-cache" },
);
