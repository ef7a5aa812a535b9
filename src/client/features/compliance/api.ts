// Compliance matrix API: one vessel's crew × the certificate types their ranks need.
// Documents, crew, rotations, vessels and requirements writes list complianceKeys.all in their write maps.
import type { TComplianceMatrix } from "@shared/compliance-api";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, withQuery } from "@/lib/api-client";
import { QUERY_ROOTS } from "@/lib/invalidation";

export type ComplianceMatrix = TComplianceMatrix;
export type ComplianceRow = TComplianceMatrix["rows"][number];
export type ComplianceColumn = TComplianceMatrix["columns"][number];

export const complianceKeys = {
  all: QUERY_ROOTS.compliance,
  matrix: (vesselId: string) => ["compliance", "matrix", vesselId] as const,
};

export const fetchComplianceMatrix = (vesselId: string) =>
  api<ComplianceMatrix>("GET", withQuery("/api/compliance/matrix", { vesselId }));

export const complianceMatrixQuery = (vesselId: string) =>
  queryOptions({
    queryKey: complianceKeys.matrix(vesselId),
    queryFn: () => fetchComplianceMatrix(vesselId),
    enabled: vesselId !== "",
  });

export const useComplianceMatrix = (vesselId: string) => useQuery(complianceMatrixQuery(vesselId));
