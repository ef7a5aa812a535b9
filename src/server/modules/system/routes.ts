// The system module's reads for the office: GET /api/system/info (version from package.json, environment,
// the client build's date (the built index.html), the database engine and a real round trip to it) and
// GET /api/system/stats (spec §7: the dashboard's four headline figures, from its aggregates).
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { ZSystemStats } from "../../../shared/dashboard";
import { ZSystemInfo } from "../../../shared/system";
import { queryRows } from "../../db/rows";
import { cachedRead } from "../../lib/request-ctx";
import { routesOf } from "../../lib/route";
import { CLIENT_DIST } from "../../plugins/static-spa";
import { systemStats } from "../dashboard/service";

function buildDate(): string | null {
  const index = join(CLIENT_DIST, "index.html");
  return existsSync(index) ? statSync(index).mtime.toISOString() : null;
}

export default async function systemRoutes(app: FastifyInstance, opts: { version: string }) {
  const route = routesOf(app, "system");
  route("GET /api/system/info", "system:read", {
    summary: "Version, environment, build date, database engine and status",
    ok: ZSystemInfo,
    handler: async () => {
      const serverVersion = await queryRows<{ v: string }>(
        app.db,
        sql`SELECT current_setting('server_version') AS v`,
      )
        .then((rows) => rows[0]?.v ?? null)
        .catch(() => undefined);
      return {
        version: opts.version,
        environment: app.env.NODE_ENV,
        buildDate: buildDate(),
        database: {
          engine: app.database.engine,
          status: serverVersion === undefined ? ("unavailable" as const) : ("connected" as const),
          serverVersion: serverVersion ?? null,
        },
        timeZone: app.env.APP_TIME_ZONE,
        mailConfigured: app.outbox.configured,
      };
    },
  });

  route("GET /api/system/stats", "system:read", {
    summary: "System statistics (spec §7): activeCrew, activeVessels, totalContracts, pendingActions",
    description: "Same definitions as GET /api/dashboard/stats.",
    ok: ZSystemStats,
    handler: (ctx) => cachedRead(ctx, "system-stats", null, () => systemStats(ctx)),
  });
}
