// GET /api/system/projections: every projection's drift check (the tables the database keeps derived
// by triggers, each compared with a recount from its sources); POST /api/system/projections/repair:
// recomputes the drifted ones in one transaction and answers the check before and after. Admin only: an
// operator's tool against production (npm run check:projections is the same from a shell).
import type { FastifyInstance } from "fastify";
import { ZProjectionsRepair, ZProjectionsReport } from "../../../shared/projections";
import { logActivity } from "../../lib/activity-log";
import { routesOf } from "../../lib/route";
import { checkReport, repairAll } from "../../projections/check";
import { PROJECTIONS } from "../../projections/registry";

export default async function projectionRoutes(app: FastifyInstance) {
  const route = routesOf(app, "system");
  route("GET /api/system/projections", "system:projections", {
    summary: "Every derived table compared with a recount from its sources",
    ok: ZProjectionsReport,
    handler: (ctx) => checkReport(ctx.db),
  });
  route("POST /api/system/projections/repair", "system:projections", {
    summary: "Recompute the derived tables that differ from their recount, in one transaction",
    ok: ZProjectionsRepair,
    handler: async ({ db, caller, today }) => {
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
