// Eligibility: GET /api/crew/{id}/eligibility for a member, rank, vessel and tour,
// and the blockers of a refused save (409). Its keys sit under complianceKeys.all, so every write that
// makes the matrix stale (documents, crew, rotations, vessels, requirements, policy) makes these stale too.
import type { TEligibility, TEligibilityIssue } from "@shared/eligibility";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, isApiError, withQuery } from "@/lib/api-client";

export type Eligibility = TEligibility;
export type EligibilityIssue = TEligibilityIssue;

export interface EligibilityParams {
  crewMemberId: string;
  vesselId: string;
  rank: string;
  from: string;
  to: string;
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;
/** All five given, both dates complete and the tour not ending before it starts. */
export const isCompleteTour = (p: Partial<EligibilityParams>): p is EligibilityParams =>
  !!p.crewMemberId &&
  !!p.vesselId &&
  !!p.rank &&
  ISO.test(p.from ?? "") &&
  ISO.test(p.to ?? "") &&
  (p.to as string) >= (p.from as string);

export const eligibilityKeys = {
  all: ["compliance", "eligibility"] as const,
  check: (p: Partial<EligibilityParams>) => ["compliance", "eligibility", p] as const,
};

export const eligibilityQuery = (p: Partial<EligibilityParams>) =>
  queryOptions({
    queryKey: eligibilityKeys.check(p),
    queryFn: () => {
      const q = p as EligibilityParams;
      return api<Eligibility>(
        "GET",
        withQuery(`/api/crew/${q.crewMemberId}/eligibility`, {
          vesselId: q.vesselId,
          rank: q.rank,
          from: q.from,
          to: q.to,
        }),
      );
    },
    enabled: isCompleteTour(p),
  });

export const useEligibility = (p: Partial<EligibilityParams>) => useQuery(eligibilityQuery(p));

/** The blockers and warnings a 409 "not eligible" answer carries, or null for any other error. */
export function refusedEligibility(error: unknown): Pick<Eligibility, "blockers" | "warnings"> | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const body = error.body as (Partial<Eligibility> & { eligibility?: Partial<Eligibility> }) | null;
  const src = body?.eligibility ?? body;
  if (!src || !Array.isArray(src.blockers)) return null;
  return { blockers: src.blockers, warnings: src.warnings ?? [] };
}
