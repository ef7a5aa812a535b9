// GET /api/health: is the app up and does the database answer (used by load balancers and tests).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

const ZHealth = z.object({
  status: z.enum(["ok", "degraded"]),
  db: z.enum(["up", "down"]),
  engine: z.string(),
});

export default async function healthRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  app.get("/api/health", {
    config: { permission: "public" },
    schema: {
      tags: ["system"],
      summary: "Liveness and database status",
      response: { 200: ZHealth, 503: ZHealth },
    },
    handler: async (_request, reply) => {
      const up = await app.database.ping().then(
        () => true,
        () => false,
      );
      const body = {
        status: up ? ("ok" as const) : ("degraded" as const),
        db: up ? ("up" as const) : ("down" as const),
        engine: app.database.engine,
      };
      return reply.status(up ? 200 : 503).send(body);
    },
  });
}
