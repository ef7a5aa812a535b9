// Vessels API (spec §7): list, create, update, delete, contract stats and contract lists.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
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
import { routesOf } from "../../lib/route";
import {
  createVessel,
  deleteVessel,
  getVessel,
  listVessels,
  updateVessel,
  vesselContractStats,
  vesselContracts,
} from "./service";

export default async function vesselRoutes(app: FastifyInstance) {
  const route = routesOf(app, "vessels");

  route("GET /api/vessels", "vessels:read", {
    summary: "Vessels with crew count and active contracts; q searches name, IMO, flag, type",
    querystring: ZVesselListQuery,
    page: ZVessel,
    handler: (ctx, request) => listVessels(ctx, request.query),
  });

  route("POST /api/vessels", "vessels:write", {
    summary: "Add a vessel (IMO numbers are unique)",
    body: ZVesselCreateRequest,
    created: ZVessel,
    more: [409],
    handler: (ctx, request) => createVessel(ctx, request.body),
  });

  route("GET /api/vessels/:id", "vessels:read", {
    summary: "One vessel",
    ok: ZVessel,
    handler: (ctx, request) => getVessel(ctx, request.params.id),
  });

  route("PUT /api/vessels/:id", "vessels:write", {
    summary: "Update a vessel",
    body: ZVesselUpdateRequest,
    ok: ZVessel,
    more: [409],
    handler: (ctx, request) => updateVessel(ctx, request.params.id, request.body),
  });

  route("DELETE /api/vessels/:id", "vessels:write", {
    summary: "Delete a vessel; its crew are kept and unassigned",
    ok: ZVesselDeleteResponse,
    handler: (ctx, request) => deleteVessel(ctx, request.params.id),
  });

  route("GET /api/vessels/:id/contract-stats", "vessels:read", {
    summary: "Active, expiring (≤30 days) and expired contracts of a vessel",
    ok: ZVesselContractStats,
    handler: (ctx, request) => vesselContractStats(ctx, request.params.id),
  });

  route("GET /api/vessels/:id/contracts", "vessels:read", {
    summary: "A vessel's contracts by state (active, expiring, expired) with the crew member",
    querystring: ZVesselContractsQuery,
    page: ZVesselContract,
    handler: (ctx, request) => vesselContracts(ctx, request.params.id, request.query),
  });
}
