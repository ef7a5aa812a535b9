// Certificates API: the certificate catalogue (list, admin "add type"), the
// requirements by rank × vessel type, and the company's compliance policy. A write to any of them changes
// the compliance matrix and eligibility, and the catalogue also the document forms. The flags'
// nationality rules and the policy's leave owed move the reliever ranking (lib/invalidation.ts).
import type { TCertificateType, TCertificateTypeRequest } from "@shared/certificates";
import type { TNationalityRule, TNationalityRulesPut } from "@shared/nationality-rules";
import type {
  TCompliancePolicyInput,
  TCompliancePolicyResponse,
  TRequirement,
  TRequirementsPut,
} from "@shared/requirements";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, withQuery } from "@/lib/api-client";
import { invalidatesOf, QUERY_ROOTS } from "@/lib/invalidation";
import { useWriteMutation } from "@/lib/write-mutation";

export type CertificateType = TCertificateType;
export type Requirement = TRequirement;

export const POLICY_URL = "/api/compliance-policy";

export const certificateKeys = {
  all: QUERY_ROOTS.certificates,
  types: ["certificates", "types"] as const,
  requirements: (q: { rank?: string; vesselType?: string }) => ["certificates", "requirements", q] as const,
  policy: ["certificates", "policy"] as const,
  nationalityRules: ["certificates", "nationality-rules"] as const,
};

export const certificateWriteInvalidates = invalidatesOf("certificates");

export const certificateTypesQuery = queryOptions({
  queryKey: certificateKeys.types,
  queryFn: () => api<CertificateType[]>("GET", "/api/certificate-types"),
});
export const useCertificateTypes = () => useQuery(certificateTypesQuery);

export const requirementsQuery = (q: { rank?: string; vesselType?: string }) =>
  queryOptions({
    queryKey: certificateKeys.requirements(q),
    queryFn: () => api<Requirement[]>("GET", withQuery("/api/requirements", q)),
  });

export const policyQuery = queryOptions({
  queryKey: certificateKeys.policy,
  queryFn: () => api<TCompliancePolicyResponse>("GET", POLICY_URL),
});

export function useCreateCertificateType() {
  return useWriteMutation(
    (body: TCertificateTypeRequest) => api<CertificateType>("POST", "/api/certificate-types", body),
    certificateWriteInvalidates,
  );
}

export function usePutRequirements() {
  return useWriteMutation(
    (body: TRequirementsPut) => api<Requirement[]>("PUT", "/api/requirements", body),
    certificateWriteInvalidates,
  );
}

const rankingWriteInvalidates = invalidatesOf("rankingRules");

export function usePutPolicy() {
  return useWriteMutation(
    (body: TCompliancePolicyInput) => api<TCompliancePolicyResponse>("PUT", POLICY_URL, body),
    rankingWriteInvalidates,
  );
}

/** Every flag's nationality rules (a few dozen rows at most). */
export const nationalityRulesQuery = queryOptions({
  queryKey: certificateKeys.nationalityRules,
  queryFn: () => api<TNationalityRule[]>("GET", "/api/nationality-rules"),
});

export function usePutNationalityRules() {
  return useWriteMutation(
    (body: TNationalityRulesPut) => api<TNationalityRule[]>("PUT", "/api/nationality-rules", body),
    rankingWriteInvalidates,
  );
}
