// GET /api/system/projections: every projection's drift check (the tables the database keeps derived
// by triggers, each compared with a recount from its sources); POST /api/system/projections/repair:
// recomputes the drifted ones in one transaction and answers the check before and after. Admin only: an
// operator's tool against production (npm run check:projections is the same from a shell).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZProjectionsRepair, ZProjectionsReport } from "../../../shared/projections";
import { errorResponses } from "../../lib/error-responses";
import { ctxOf } from "../../lib/request-ctx";
import { checkReport, repairAll } from "../../projections/check";
import { PROJECTIONS } from "../../projections/registry";
import { logActivity } from "../activity/service";

export default async function projectionRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  app.get("/api/system/projections", {
    config: { permission: "system:projections" },
    schema: {
      tags: ["system"],
      summary: "Every derived table compared with a recount from its sources",
      response: { 200: ZProjectionsReport, ...errorResponses(401, 403) },
    },
    handler: async (request) => checkReport(ctxOf(request).db),
  });
  app.post("/api/system/projections/repair", {
    config: { permission: "system:projections" },
    schema: {
      tags: ["system"],
      summary: "Recompute the derived tables that differ from their recount, in one transaction",
      response: { 200: ZProjectionsRepair, ...errorResponses(401, 403) },
    },
    handler: async (request) => {
      const { db, caller, today } = ctxOf(request);
      const before = await checkReport(db);
      const drifted = PROJECTIONS.filter((p) =>
        before.projections.some((r) => r.name === p.name && r.differing),
      );
      await repairAll(db, today, drifted, (tx) =>
        logActivity(tx, caller, {
          type: "system",
          action: "repair_projections",
          description: drifted.length
            ? `Derived tables recomputed: ${drifted.map((p) => p.name).join(", ")}`
            : "Derived tables checked: every one equals its recount",
          metadata: { repaired: drifted.map((p) => p.name) },
        }),
      );
      return { before, after: await checkReport(db) };
    },
  });
}
