// Contracts API (spec §7): GET/POST /api/contracts, PUT /api/contracts/{id}.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  ZContract,
  ZContractCreateRequest,
  ZContractListQuery,
  ZContractUpdateRequest,
} from "../../../shared/contracts";
import { routesOf } from "../../lib/route";
import { createContract, listContracts, updateContract } from "./service";

export default async function contractRoutes(app: FastifyInstance) {
  const route = routesOf(app, "contracts");

  route("GET /api/contracts", "contracts:read", {
    summary: "Contracts, filtered by crew member, vessel or status (total in X-Total-Count)",
    querystring: ZContractListQuery,
    page: ZContract,
    handler: (ctx, request) => listContracts(ctx, request.query),
  });

  route("POST /api/contracts", "contracts:write", {
    summary: "Create a contract (salary 0, USD and active unless given)",
    body: ZContractCreateRequest,
    created: ZContract,
    handler: (ctx, request) => createContract(ctx, request.body),
  });

  route("PUT /api/contracts/:id", "contracts:write", {
    summary: "Change a contract's dates (end not before start), salary, currency or status",
    body: ZContractUpdateRequest,
    ok: ZContract,
    handler: (ctx, request) => updateContract(ctx, request.params.id, request.body),
  });
}
