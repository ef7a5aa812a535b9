// Certificates API: the catalogue (GET, admin POST), the requirements matrix (GET, admin PUT),
// the company's compliance policy (GET, admin PUT) and a crew member's eligibility for a planned tour.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ZCertificateType, ZCertificateTypeRequest } from "../../../shared/certificates";
import { ZEligibility, ZEligibilityQuery } from "../../../shared/eligibility";
import {
  ZNationalityRule,
  ZNationalityRulesPut,
  ZNationalityRulesQuery,
} from "../../../shared/nationality-rules";
import {
  ZCompliancePolicy,
  ZCompliancePolicyResponse,
  ZRequirement,
  ZRequirementsPut,
  ZRequirementsQuery,
} from "../../../shared/requirements";
import { routesOf } from "../../lib/route";
import {
  createCertificateType,
  getPolicy,
  listCertificateTypes,
  listRequirements,
  replaceRequirements,
  updatePolicy,
} from "./catalogue";
import { crewEligibility } from "./eligibility";
import { listNationalityRules, replaceNationalityRules } from "./nationality-rules";

export default async function certificateRoutes(app: FastifyInstance) {
  const route = routesOf(app, "certificates");

  route("GET /api/certificate-types", "certificates:read", {
    summary: "The certificate catalogue: built-in types first, then those admins added",
    ok: z.array(ZCertificateType),
    handler: (ctx) => listCertificateTypes(ctx),
  });

  route("POST /api/certificate-types", "certificates:admin", {
    summary: "Add a certificate type (admin); 409 when the code exists",
    body: ZCertificateTypeRequest,
    created: ZCertificateType,
    more: [409],
    handler: (ctx, request) => createCertificateType(ctx, request.body),
  });

  route("GET /api/requirements", "requirements:read", {
    summary: "Required certificate types by rank × vessel type (× flag), one row per type",
    querystring: ZRequirementsQuery,
    ok: z.array(ZRequirement),
    handler: (ctx, request) => listRequirements(ctx, request.query),
  });

  route("PUT /api/requirements", "certificates:admin", {
    summary: "Replace the requirements of one rank and vessel type (admin)",
    body: ZRequirementsPut,
    ok: z.array(ZRequirement),
    handler: (ctx, request) => replaceRequirements(ctx, request.body),
  });

  route.whole("/api/compliance-policy", ZCompliancePolicyResponse, {
    read: {
      permission: "requirements:read",
      summary: "The company's compliance policy (defaults when never saved)",
      run: getPolicy,
    },
    replace: {
      permission: "certificates:admin",
      summary: "Replace the compliance policy (admin)",
      body: ZCompliancePolicy,
      run: updatePolicy,
    },
  });

  route("GET /api/nationality-rules", "requirements:read", {
    summary:
      "Nationality rules flag states set: per flag and rank the nationalities allowed, blocking or warning (the reliever ranking applies them)",
    querystring: ZNationalityRulesQuery,
    ok: z.array(ZNationalityRule),
    handler: (ctx, request) => listNationalityRules(ctx, request.query),
  });

  route("PUT /api/nationality-rules", "certificates:admin", {
    summary: "Replace every nationality rule of one flag state (admin); an empty list removes them",
    body: ZNationalityRulesPut,
    ok: z.array(ZNationalityRule),
    handler: (ctx, request) => replaceNationalityRules(ctx, request.body),
  });

  route("GET /api/crew/:id/eligibility", "crew:read", {
    summary:
      "May this crew member sail in this rank on this vessel for every day from `from` to `to`? Blockers, warnings and the last eligible day (a crew caller: only their own, others 404)",
    querystring: ZEligibilityQuery,
    ok: ZEligibility,
    // Not through the read cache: one indexed statement answers it, and a plan is checked against what the
    // database holds at that moment.
    handler: (ctx, request) => crewEligibility(ctx, request.params.id, request.query),
  });
}
