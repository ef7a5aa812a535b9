// Compliance API: the matrix of one vessel, for admin and office staff.
import type { FastifyInstance } from "fastify";
import { ZComplianceMatrix, ZComplianceMatrixQuery } from "../../../shared/compliance-api";
import { routesOf } from "../../lib/route";
import { complianceMatrix } from "./matrix-memo";

export default async function complianceRoutes(app: FastifyInstance) {
  const route = routesOf(app, "compliance");
  route("GET /api/compliance/matrix", "compliance:read", {
    summary:
      "One vessel's crew aboard and planned to join × the certificate types their ranks need there, with each cell's status and expiry",
    querystring: ZComplianceMatrixQuery,
    ok: ZComplianceMatrix,
    more: [404],
    cache: "compliance-matrix",
    handler: (ctx, request) => complianceMatrix(ctx, request.query.vesselId),
  });
}
