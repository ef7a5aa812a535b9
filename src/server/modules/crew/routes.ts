// Crew API (spec §7): list (filtered and sorted on the server), stats, filter facets, one member, create (optionally with a contract), edit/assign, delete.
import type { FastifyInstance } from "fastify";
import { ZBulkResult } from "../../../shared/bulk";
import {
  ZCrewCreateRequest,
  ZCrewDeleteResponse,
  ZCrewMember,
  ZCrewStats,
  ZCrewUpdateRequest,
} from "../../../shared/crew";
import { ZCrewBulkUpdate } from "../../../shared/crew-bulk";
import { ZCrewFacets, ZCrewListQuery } from "../../../shared/crew-list";
import { routesOf } from "../../lib/route";
import { bulkUpdateCrew } from "./bulk";
import { crewFacets, crewStats, getCrewMember, listCrew } from "./queries";
import { createCrewMember, deleteCrewMember, updateCrewMember } from "./service";

export default async function crewRoutes(app: FastifyInstance) {
  const route = routesOf(app, "crew");
  route.records(ZCrewMember, {
    list: {
      permission: "crew:read",
      summary: "Crew with vessel, active contract and document count (a crew caller gets only their own)",
      query: ZCrewListQuery,
      run: listCrew,
      cache: "crew-page",
    },
    create: {
      permission: "crew:write",
      summary: "Add a crew member; with both contract dates, a contract too (one transaction)",
      body: ZCrewCreateRequest,
      run: createCrewMember,
    },
    get: {
      permission: "crew:read",
      summary: "One crew member (a crew caller: only their own, others 404)",
      run: getCrewMember,
    },
    update: {
      method: "PUT",
      permission: "crew:write",
      summary:
        "Edit a crew member (with contractStartDate/EndDate: their active contract too, one transaction), or send only currentVesselId to assign (id) or remove (null)",
      body: ZCrewUpdateRequest,
      more: [409],
      run: updateCrewMember,
    },
    remove: {
      permission: "crew:delete",
      summary: "Delete a crew member with their contracts, documents and rotations",
      ok: ZCrewDeleteResponse,
      run: deleteCrewMember,
    },
  });

  route("GET /api/crew/stats", "crew:list", {
    summary: "Crew counts: total, active, assigned, on leave, inactive, contracts expiring ≤30 days",
    ok: ZCrewStats,
    handler: (ctx) => crewStats(ctx),
  });

  route("GET /api/crew/facets", "crew:list", {
    summary: "The ranks and nationalities on file, with counts (the crew list's filters)",
    ok: ZCrewFacets,
    handler: (ctx) => crewFacets(ctx),
  });

  route("POST /api/crew/bulk-update", "crew:write", {
    summary:
      "Set the rank, or the vessel (null: ashore), of several seafarers, each as the single edit does it " +
      "(an assignment through the eligibility check, no override): answers each one's outcome, ok or " +
      "refused with the reason; a refused one changes nothing",
    body: ZCrewBulkUpdate,
    ok: ZBulkResult,
    handler: (ctx, request) => bulkUpdateCrew(ctx, request.body),
  });
}
