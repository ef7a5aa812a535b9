// Crew API (spec §7): list (filtered and sorted on the server), stats, filter facets, one member, create (optionally with a contract), edit/assign, delete.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  ZCrewCreateRequest,
  ZCrewDeleteResponse,
  ZCrewMember,
  ZCrewStats,
  ZCrewUpdateRequest,
} from "../../../shared/crew";
import { ZCrewFacets, ZCrewListQuery } from "../../../shared/crew-list";
import { routesOf } from "../../lib/route";
import { crewFacets, crewStats, getCrewMember, listCrew } from "./queries";
import { createCrewMember, deleteCrewMember, updateCrewMember } from "./service";

export default async function crewRoutes(app: FastifyInstance) {
  const route = routesOf(app, "crew");

  route("GET /api/crew", "crew:read", {
    summary: "Crew with vessel, active contract and document count (a crew caller gets only their own)",
    querystring: ZCrewListQuery,
    page: ZCrewMember,
    handler: (ctx, request) => listCrew(ctx, request.query),
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

  route("GET /api/crew/:id", "crew:read", {
    summary: "One crew member (a crew caller: only their own, others 404)",
    ok: ZCrewMember,
    handler: (ctx, request) => getCrewMember(ctx, request.params.id),
  });

  route("POST /api/crew", "crew:write", {
    summary: "Add a crew member; with both contract dates, a contract too (one transaction)",
    body: ZCrewCreateRequest,
    created: ZCrewMember,
    handler: (ctx, request) => createCrewMember(ctx, request.body),
  });

  route("PUT /api/crew/:id", "crew:write", {
    summary:
      "Edit a crew member (with contractStartDate/EndDate: their active contract too, one transaction), or send only currentVesselId to assign (id) or remove (null)",
    body: ZCrewUpdateRequest,
    ok: ZCrewMember,
    more: [409],
    handler: (ctx, request) => updateCrewMember(ctx, request.params.id, request.body),
  });

  route("DELETE /api/crew/:id", "crew:delete", {
    summary: "Delete a crew member with their contracts, documents and rotations",
    ok: ZCrewDeleteResponse,
    handler: (ctx, request) => deleteCrewMember(ctx, request.params.id),
  });
}
