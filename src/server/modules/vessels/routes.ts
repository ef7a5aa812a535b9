// Vessels API (spec §7): list, create, update, delete, contract stats and contract lists.
import type { FastifyInstance } from "fastify";
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
  route.records(ZVessel, {
    list: {
      permission: "vessels:read",
      summary: "Vessels with crew count and active contracts; q searches name, IMO, flag, type",
      query: ZVesselListQuery,
      run: listVessels,
      cache: "vessels-page",
    },
    create: {
      permission: "vessels:write",
      summary: "Add a vessel (IMO numbers are unique)",
      body: ZVesselCreateRequest,
      more: [409],
      run: createVessel,
    },
    get: { permission: "vessels:read", summary: "One vessel", run: getVessel },
    update: {
      method: "PUT",
      permission: "vessels:write",
      summary: "Update a vessel",
      body: ZVesselUpdateRequest,
      more: [409],
      run: updateVessel,
    },
    remove: {
      permission: "vessels:write",
      summary: "Delete a vessel; its crew are kept and unassigned",
      ok: ZVesselDeleteResponse,
      run: deleteVessel,
    },
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
    cache: "vessel-contracts",
    handler: (ctx, request) => vesselContracts(ctx, request.params.id, request.query),
  });
}
