// Contracts API (spec §7): GET/POST /api/contracts, PUT /api/contracts/{id}.
import type { FastifyInstance } from "fastify";
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
  route.records(ZContract, {
    list: {
      permission: "contracts:read",
      summary: "Contracts, filtered by crew member, vessel or status (total in X-Total-Count)",
      query: ZContractListQuery,
      run: listContracts,
      cache: "contracts-page",
    },
    create: {
      permission: "contracts:write",
      summary: "Create a contract (salary 0, USD and active unless given)",
      body: ZContractCreateRequest,
      run: createContract,
    },
    update: {
      method: "PUT",
      permission: "contracts:write",
      summary: "Change a contract's dates (end not before start), salary, currency or status",
      body: ZContractUpdateRequest,
      run: updateContract,
    },
  });
}
