// Crew changes API: plan, check a plan before saving it, list, read, change, confirm, cancel and
// complete. Thin routes: schema + permission + one service call.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  ZCrewChange,
  ZCrewChangeCheck,
  ZCrewChangeCheckRequest,
  ZCrewChangeCompleteRequest,
  ZCrewChangeCreateRequest,
  ZCrewChangeListQuery,
  ZCrewChangeUpdateRequest,
  ZMemberClashQuery,
  ZSignerClash,
} from "../../../shared/crew-changes";
import { routesOf } from "../../lib/route";
import { checkCrewChange } from "./check";
import { memberClashes } from "./checks";
import { completeCrewChange } from "./complete";
import { createCrewChange, getCrewChange, listCrewChanges, setCrewChangeStatus } from "./service";
import { updateCrewChange } from "./update";

export default async function crewChangeRoutes(app: FastifyInstance) {
  const route = routesOf(app, "crew-changes");
  route("POST /api/crew-changes/check", "crew-changes:write", {
    summary:
      "Check a crew change before saving it: per seafarer, the clashes (another vessel's tour or crew change, not aboard, a relief in another rank) and the on-signers' certificate blockers",
    body: ZCrewChangeCheckRequest,
    ok: ZCrewChangeCheck,
    more: [404],
    handler: (ctx, request) => checkCrewChange(ctx, request.body),
  });
  route("GET /api/crew/:id/clashes", "crew-changes:read", {
    summary:
      "A tour planned for a seafarer (vessel, from, to) checked before saving: their other tours and open crew changes overlapping it",
    querystring: ZMemberClashQuery,
    ok: z.array(ZSignerClash),
    handler: (ctx, request) => memberClashes(ctx.db, ctx.today, request.params.id, request.query),
  });
  route.records(ZCrewChange, {
    list: {
      permission: "crew-changes:read",
      summary: "Crew changes by vessel, date range (from/to) and status",
      query: ZCrewChangeListQuery,
      run: listCrewChanges,
      cache: "crew-changes-page",
    },
    create: {
      permission: "crew-changes:write",
      summary: "Plan a crew change: who signs off and who signs on at a port call",
      body: ZCrewChangeCreateRequest,
      more: [404, 409],
      run: createCrewChange,
    },
    get: {
      permission: "crew-changes:read",
      summary: "One crew change with its seafarers",
      run: getCrewChange,
    },
    update: {
      method: "PATCH",
      permission: "crew-changes:write",
      summary:
        "Change a planned or confirmed crew change (day, port, UN/LOCODE, notes, people): re-checked, the seafarers notified again (409 when completed, cancelled or clashing)",
      body: ZCrewChangeUpdateRequest,
      more: [409],
      run: updateCrewChange,
    },
  });

  for (const action of ["confirm", "cancel"] as const)
    route(`POST /api/crew-changes/:id/${action}`, "crew-changes:write", {
      summary: `${action === "confirm" ? "Confirm" : "Cancel"} a crew change`,
      ok: ZCrewChange,
      more: [409],
      handler: (ctx, request) => setCrewChangeStatus(ctx, request.params.id, action),
    });

  route("POST /api/crew-changes/:id/complete", "crew-changes:write", {
    summary:
      "Complete a crew change: sign off and on in one transaction (409 when ineligible or below safe manning without an override)",
    body: ZCrewChangeCompleteRequest,
    ok: ZCrewChange,
    more: [409],
    handler: (ctx, request) => completeCrewChange(ctx, request.params.id, request.body),
  });
}
