// Vessels API (spec §7): list, create, update, delete, contract stats and contract lists.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZIdParams } from "../../../shared/params";
import {
  ZVessel,
  ZVesselContract,
  ZVesselContractStats,
  ZVesselContractsQuery,
  ZVesselCreateRequest,
  ZVesselDeleteResponse,
  ZVesselListQuery,
  ZVesselUpdateRequest,
} from "../../../shared/vessels";
import { sendPage } from "../../lib/paging";
import { ctxOf } from "../../lib/request-ctx";
import { idRouteSchema, routeSchema } from "../../lib/route-schema";
import {
  createVessel,
  deleteVessel,
  getVessel,
  listVessels,
  updateVessel,
  vesselContractStats,
  vesselContracts,
} from "./service";

export default async function vesselRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const tags = ["vessels"];

  app.get("/api/vessels", {
    config: { permission: "vessels:read" },
    schema: routeSchema(
      {
        tags,
        summary: "Vessels with crew count and active contracts; q searches name, IMO, flag, type",
        querystring: ZVesselListQuery,
      },
      { 200: z.array(ZVessel) },
      [400, 401, 403],
    ),
    handler: async (request, reply) => sendPage(reply, await listVessels(ctxOf(request), request.query)),
  });

  app.post("/api/vessels", {
    config: { permission: "vessels:write" },
    schema: routeSchema(
      { tags, summary: "Add a vessel (IMO numbers are unique)", body: ZVesselCreateRequest },
      { 201: ZVessel },
      [400, 401, 403, 409],
    ),
    handler: async (request, reply) => {
      reply.status(201);
      return createVessel(ctxOf(request), request.body);
    },
  });

  app.get("/api/vessels/:id", {
    config: { permission: "vessels:read" },
    schema: idRouteSchema({ tags, summary: "One vessel" }, { 200: ZVessel }),
    handler: async (request) => getVessel(ctxOf(request), request.params.id),
  });

  app.put("/api/vessels/:id", {
    config: { permission: "vessels:write" },
    schema: idRouteSchema(
      { tags, summary: "Update a vessel", body: ZVesselUpdateRequest },
      { 200: ZVessel },
      [409],
    ),
    handler: async (request) => updateVessel(ctxOf(request), request.params.id, request.body),
  });

  app.delete("/api/vessels/:id", {
    config: { permission: "vessels:write" },
    schema: idRouteSchema(
      { tags, summary: "Delete a vessel; its crew are kept and unassigned" },
      { 200: ZVesselDeleteResponse },
    ),
    handler: async (request) => deleteVessel(ctxOf(request), request.params.id),
  });

  app.get("/api/vessels/:id/contract-stats", {
    config: { permission: "vessels:read" },
    schema: idRouteSchema(
      { tags, summary: "Active, expiring (≤30 days) and expired contracts of a vessel" },
      { 200: ZVesselContractStats },
    ),
    handler: async (request) => vesselContractStats(ctxOf(request), request.params.id),
  });

  app.get("/api/vessels/:id/contracts", {
    config: { permission: "vessels:read" },
    schema: routeSchema(
      {
        tags,
        summary: "A vessel's contracts by state (active, expiring, expired) with the crew member",
        params: ZIdParams,
        querystring: ZVesselContractsQuery,
      },
      { 200: z.array(ZVesselContract) },
      [400, 401, 403, 404],
    ),
    handler: async (request, reply) =>
      sendPage(reply, await vesselContracts(ctxOf(request), request.params.id, request.query)),
  });
}
