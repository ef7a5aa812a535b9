// Contracts API (spec §7): GET/POST /api/contracts, PUT /api/contracts/{id}.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZContract,
  ZContractCreateRequest,
  ZContractListQuery,
  ZContractUpdateRequest,
} from "../../../shared/contracts";
import { ZIdParams } from "../../../shared/params";
import { errorResponses } from "../../lib/error-responses";
import { sendPage } from "../../lib/paging";
import { ctxOf } from "../../lib/request-ctx";
import { createContract, listContracts, updateContract } from "./service";

export default async function contractRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  app.get("/api/contracts", {
    config: { permission: "contracts:read" },
    schema: {
      tags: ["contracts"],
      summary: "Contracts, filtered by crew member, vessel or status (total in X-Total-Count)",
      querystring: ZContractListQuery,
      response: { 200: z.array(ZContract), ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => sendPage(reply, await listContracts(ctxOf(request), request.query)),
  });

  app.post("/api/contracts", {
    config: { permission: "contracts:write" },
    schema: {
      tags: ["contracts"],
      summary: "Create a contract (salary 0, USD and active unless given)",
      body: ZContractCreateRequest,
      response: { 201: ZContract, ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => {
      reply.status(201);
      return createContract(ctxOf(request), request.body);
    },
  });

  app.put("/api/contracts/:id", {
    config: { permission: "contracts:write" },
    schema: {
      tags: ["contracts"],
      summary: "Change a contract's dates (end not before start), salary, currency or status",
      params: ZIdParams,
      body: ZContractUpdateRequest,
      response: { 200: ZContract, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => updateContract(ctxOf(request), request.params.id, request.body),
  });
}
