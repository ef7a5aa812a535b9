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
import { errorResponses } from "../../lib/error-responses";
import { setTotal } from "../../lib/paging";
import { ctxOf } from "../../lib/request-ctx";
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
    schema: {
      tags,
      summary: "Vessels with crew count and active contracts; q searches name, IMO, flag, type",
      querystring: ZVesselListQuery,
      response: { 200: z.array(ZVessel), ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => {
      const { rows, total } = await listVessels(ctxOf(request), request.query);
      setTotal(reply, total);
      return rows;
    },
  });

  app.post("/api/vessels", {
    config: { permission: "vessels:write" },
    schema: {
      tags,
      summary: "Add a vessel (IMO numbers are unique)",
      body: ZVesselCreateRequest,
      response: { 201: ZVessel, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) => {
      reply.status(201);
      return createVessel(ctxOf(request), request.body);
    },
  });

  app.get("/api/vessels/:id", {
    config: { permission: "vessels:read" },
    schema: {
      tags,
      summary: "One vessel",
      params: ZIdParams,
      response: { 200: ZVessel, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => getVessel(ctxOf(request), request.params.id),
  });

  app.put("/api/vessels/:id", {
    config: { permission: "vessels:write" },
    schema: {
      tags,
      summary: "Update a vessel",
      params: ZIdParams,
      body: ZVesselUpdateRequest,
      response: { 200: ZVessel, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => updateVessel(ctxOf(request), request.params.id, request.body),
  });

  app.delete("/api/vessels/:id", {
    config: { permission: "vessels:write" },
    schema: {
      tags,
      summary: "Delete a vessel; its crew are kept and unassigned",
      params: ZIdParams,
      response: { 200: ZVesselDeleteResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => deleteVessel(ctxOf(request), request.params.id),
  });

  app.get("/api/vessels/:id/contract-stats", {
    config: { permission: "vessels:read" },
    schema: {
      tags,
      summary: "Active, expiring (≤30 days) and expired contracts of a vessel",
      params: ZIdParams,
      response: { 200: ZVesselContractStats, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => vesselContractStats(ctxOf(request), request.params.id),
  });

  app.get("/api/vessels/:id/contracts", {
    config: { permission: "vessels:read" },
    schema: {
      tags,
      summary: "A vessel's contracts by state (active, expiring, expired) with the crew member",
      params: ZIdParams,
      querystring: ZVesselContractsQuery,
      response: { 200: z.array(ZVesselContract), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const { rows, total } = await vesselContracts(ctxOf(request), request.params.id, request.query);
      setTotal(reply, total);
      return rows;
    },
  });
}
