// Compliance API: the matrix of one vessel, for admin and office staff.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZComplianceMatrix, ZComplianceMatrixQuery } from "../../../shared/compliance-api";
import { errorResponses } from "../../lib/error-responses";
import { cachedRead, ctxOf } from "../../lib/request-ctx";
import { complianceMatrix } from "./service";

export default async function complianceRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  app.get("/api/compliance/matrix", {
    config: { permission: "compliance:read" },
    schema: {
      tags: ["compliance"],
      summary:
        "One vessel's crew aboard and planned to join × the certificate types their ranks need there, with each cell's status and expiry",
      querystring: ZComplianceMatrixQuery,
      response: { 200: ZComplianceMatrix, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const ctx = ctxOf(request);
      return cachedRead(ctx, "compliance-matrix", request.query, () =>
        complianceMatrix(ctx, request.query.vesselId),
      );
    },
  });
}
