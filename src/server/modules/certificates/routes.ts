// Certificates API (issue 19): the catalogue (GET, admin POST), the requirements matrix (GET, admin PUT),
// the company's compliance policy (GET, admin PUT) and a crew member's eligibility for a planned tour.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZCertificateType, ZCertificateTypeRequest } from "../../../shared/certificates";
import { ZEligibility, ZEligibilityQuery } from "../../../shared/eligibility";
import { ZIdParams } from "../../../shared/params";
import {
  ZCompliancePolicy,
  ZCompliancePolicyResponse,
  ZRequirement,
  ZRequirementsPut,
  ZRequirementsQuery,
} from "../../../shared/requirements";
import { errorResponses } from "../../lib/error-responses";
import { ctxOf } from "../../lib/request-ctx";
import {
  createCertificateType,
  getPolicy,
  listCertificateTypes,
  listRequirements,
  replaceRequirements,
  updatePolicy,
} from "./catalogue";
import { crewEligibility } from "./eligibility";

export default async function certificateRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const tags = ["certificates"];

  app.get("/api/certificate-types", {
    config: { permission: "certificates:read" },
    schema: {
      tags,
      summary: "The certificate catalogue: built-in types first, then those admins added",
      response: { 200: z.array(ZCertificateType), ...errorResponses(401, 403) },
    },
    handler: async (request) => listCertificateTypes(ctxOf(request)),
  });

  app.post("/api/certificate-types", {
    config: { permission: "certificates:admin" },
    schema: {
      tags,
      summary: "Add a certificate type (admin); 409 when the code exists",
      body: ZCertificateTypeRequest,
      response: { 201: ZCertificateType, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await createCertificateType(ctxOf(request), request.body)),
  });

  app.get("/api/requirements", {
    config: { permission: "requirements:read" },
    schema: {
      tags,
      summary: "Required certificate types by rank × vessel type (× flag), one row per type",
      querystring: ZRequirementsQuery,
      response: { 200: z.array(ZRequirement), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => listRequirements(ctxOf(request), request.query),
  });

  app.put("/api/requirements", {
    config: { permission: "certificates:admin" },
    schema: {
      tags,
      summary: "Replace the requirements of one rank and vessel type (admin)",
      body: ZRequirementsPut,
      response: { 200: z.array(ZRequirement), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => replaceRequirements(ctxOf(request), request.body),
  });

  app.get("/api/compliance-policy", {
    config: { permission: "requirements:read" },
    schema: {
      tags,
      summary: "The company's compliance policy (defaults when never saved)",
      response: { 200: ZCompliancePolicyResponse, ...errorResponses(401, 403) },
    },
    handler: async (request) => getPolicy(ctxOf(request)),
  });

  app.put("/api/compliance-policy", {
    config: { permission: "certificates:admin" },
    schema: {
      tags,
      summary: "Replace the compliance policy (admin)",
      body: ZCompliancePolicy,
      response: { 200: ZCompliancePolicyResponse, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => updatePolicy(ctxOf(request), request.body),
  });

  app.get("/api/crew/:id/eligibility", {
    config: { permission: "crew:read" },
    schema: {
      tags,
      summary:
        "May this crew member sail in this rank on this vessel for every day from `from` to `to`? Blockers, warnings and the last eligible day (a crew caller: only their own, others 404)",
      params: ZIdParams,
      querystring: ZEligibilityQuery,
      response: { 200: ZEligibility, ...errorResponses(400, 401, 403, 404) },
    },
    // Not through the read cache: one indexed statement answers it, and a plan is checked against what the
    // database holds at that moment.
    handler: async (request) => crewEligibility(ctxOf(request), request.params.id, request.query),
  });
}
