// GET /api/system/info: version from package.json, environment, the client build's date (the built
// index.html), the database engine and a real round trip to it.
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZSystemInfo } from "../../../shared/system";
import { queryRows } from "../../db/rows";
import { errorResponses } from "../../lib/error-responses";
import { CLIENT_DIST } from "../../plugins/static-spa";

function buildDate(): string | null {
  const index = join(CLIENT_DIST, "index.html");
  return existsSync(index) ? statSync(index).mtime.toISOString() : null;
}

export default async function systemRoutes(appBase: FastifyInstance, opts: { version: string }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  app.get("/api/system/info", {
    config: { permission: "system:read" },
    schema: {
      tags: ["system"],
      summary: "Version, environment, build date, database engine and status",
      response: { 200: ZSystemInfo, ...errorResponses(401, 403) },
    },
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
}
