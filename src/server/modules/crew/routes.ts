// Crew API (spec §7): list (filtered and sorted on the server), stats, filter facets, one member, create (optionally with a contract), edit/assign, delete.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZCrewCreateRequest,
  ZCrewDeleteResponse,
  ZCrewMember,
  ZCrewStats,
  ZCrewUpdateRequest,
} from "../../../shared/crew";
import { ZCrewFacets, ZCrewListQuery } from "../../../shared/crew-list";
import { ZIdParams } from "../../../shared/params";
import { errorResponses } from "../../lib/error-responses";
import { sendPage } from "../../lib/paging";
import { ctxOf } from "../../lib/request-ctx";
import { crewFacets, crewStats, getCrewMember, listCrew } from "./queries";
import { createCrewMember, deleteCrewMember, updateCrewMember } from "./service";

export default async function crewRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const tags = ["crew"];

  app.get("/api/crew", {
    config: { permission: "crew:read" },
    schema: {
      tags,
      summary: "Crew with vessel, active contract and document count (a crew caller gets only their own)",
      querystring: ZCrewListQuery,
      response: { 200: z.array(ZCrewMember), ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => sendPage(reply, await listCrew(ctxOf(request), request.query)),
  });

  app.get("/api/crew/stats", {
    config: { permission: "crew:list" },
    schema: {
      tags,
      summary: "Crew counts: total, active, assigned, on leave, inactive, contracts expiring ≤30 days",
      response: { 200: ZCrewStats, ...errorResponses(401, 403) },
    },
    handler: async (request) => crewStats(ctxOf(request)),
  });

  app.get("/api/crew/facets", {
    config: { permission: "crew:list" },
    schema: {
      tags,
      summary: "The ranks and nationalities on file, with counts (the crew list's filters)",
      response: { 200: ZCrewFacets, ...errorResponses(401, 403) },
    },
    handler: async (request) => crewFacets(ctxOf(request)),
  });

  app.get("/api/crew/:id", {
    config: { permission: "crew:read" },
    schema: {
      tags,
      summary: "One crew member (a crew caller: only their own, others 404)",
      params: ZIdParams,
      response: { 200: ZCrewMember, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => getCrewMember(ctxOf(request), request.params.id),
  });

  app.post("/api/crew", {
    config: { permission: "crew:write" },
    schema: {
      tags,
      summary: "Add a crew member; with both contract dates, a contract too (one transaction)",
      body: ZCrewCreateRequest,
      response: { 201: ZCrewMember, ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => {
      reply.status(201);
      return createCrewMember(ctxOf(request), request.body);
    },
  });

  app.put("/api/crew/:id", {
    config: { permission: "crew:write" },
    schema: {
      tags,
      summary:
        "Edit a crew member (with contractStartDate/EndDate: their active contract too, one transaction), or send only currentVesselId to assign (id) or remove (null)",
      params: ZIdParams,
      body: ZCrewUpdateRequest,
      response: { 200: ZCrewMember, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => updateCrewMember(ctxOf(request), request.params.id, request.body),
  });

  app.delete("/api/crew/:id", {
    config: { permission: "crew:delete" },
    schema: {
      tags,
      summary: "Delete a crew member with their contracts, documents and rotations",
      params: ZIdParams,
      response: { 200: ZCrewDeleteResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => deleteCrewMember(ctxOf(request), request.params.id),
  });
}
