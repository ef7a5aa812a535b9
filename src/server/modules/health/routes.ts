// Health for load balancers and orchestrators:
// - GET /api/health: status and database (kept for scripts and tests; 503 while the database is down).
// - GET /api/health/live: the process answers (a liveness probe must not restart every instance during
//   a database outage, so it never asks the database).
// - GET /api/health/ready: the database answers, every migration of this build is applied, and the
//   instance is not draining (after SIGTERM it turns 503 first, then the instance drains and exits).
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { migrationsApplied, shippedMigrations } from "../../db/migrate";
import { routesOf } from "../../lib/route";

const ZHealth = z.object({
  status: z.enum(["ok", "degraded"]),
  db: z.enum(["up", "down"]),
  engine: z.string(),
});
const ZLive = z.object({ status: z.literal("ok") });
const ZReady = z.object({
  ready: z.boolean(),
  db: z.enum(["up", "down"]),
  migrations: z.enum(["applied", "pending", "unknown"]),
  draining: z.boolean(),
});

export default async function healthRoutes(app: FastifyInstance) {
  const route = routesOf(app, "system");
  const shipped = shippedMigrations();
  let applied = false; // once every migration is there, it stays there
  // A probe that can fail answers one body for 200 and 503.
  route.public("GET /api/health", {
    summary: "Status and database",
    ok: { 200: ZHealth, 503: ZHealth },
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

  route.public("GET /api/health/live", {
    summary: "Liveness: the process answers (never asks the database)",
    ok: ZLive,
    handler: async () => ({ status: "ok" as const }),
  });

  route.public("GET /api/health/ready", {
    summary: "Readiness: database reachable, migrations applied, not draining",
    ok: { 200: ZReady, 503: ZReady },
    handler: async (_request, reply) => {
      const draining = app.lifecycle.draining;
      let db: "up" | "down" = "down";
      let migrations: "applied" | "pending" | "unknown" = "unknown";
      if (!draining) {
        try {
          if (!applied) applied = await migrationsApplied(app.database, shipped);
          else await app.database.ping();
          db = "up";
          migrations = applied ? "applied" : "pending";
        } catch {
          db = "down";
        }
      }
      const ready = !draining && db === "up" && migrations === "applied";
      if (!ready) reply.header("retry-after", "5");
      return reply.status(ready ? 200 : 503).send({ ready, db, migrations, draining });
    },
  });
}
