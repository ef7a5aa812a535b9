// The crew details' line: "Eligible for <rank> on <vessel> until <date>", or why not. The date is honest
// (tourEligibleUntil, src/shared/eligibility.ts): the first lapse of a required certificate, the contract's
// end or the maximum tour from the sign-on, whichever comes first, and the line says which.
import { type TourLimit, tourEligibleUntil } from "@shared/eligibility";
import { DEFAULT_COMPLIANCE_POLICY } from "@shared/requirements";
import { useQuery } from "@tanstack/react-query";
import { policyQuery } from "@/features/certificates/api";
import { formatDisplayDate } from "@/lib/format";
import { appToday } from "@/lib/today";
import { useEligibility } from "../eligibility-api";

const LIMIT_TEXT: Record<TourLimit, string> = {
  certificate: "a required certificate lapses",
  contract: "the contract ends",
  max_tour: "the maximum tour ends",
};

export function EligibilityLine({
  crewMemberId,
  rank,
  vessel,
  signOn,
  contractEnd,
}: {
  crewMemberId: string;
  rank: string;
  vessel: { id: string; name: string } | null;
  /** The sign-on of the tour aboard (the maximum tour counts from it); null: unknown. */
  signOn?: string | null;
  contractEnd?: string | null;
}) {
  const today = appToday();
  const query = useEligibility(
    vessel ? { crewMemberId, vesselId: vessel.id, rank, from: today, to: today } : {},
  );
  const policy = useQuery(policyQuery);
  if (!vessel) return <span className="text-muted-foreground">Not assigned to a vessel</span>;
  if (query.isPending) return <span className="text-muted-foreground">Checking...</span>;
  if (query.isError)
    return <span className="text-red-700 dark:text-red-400">Could not check eligibility</span>;
  const e = query.data;
  const until = tourEligibleUntil(e.eligibleUntil, {
    signOn,
    contractEnd,
    maxTourMonths: policy.data?.maxTourMonths ?? DEFAULT_COMPLIANCE_POLICY.maxTourMonths,
  });
  if (until)
    return (
      <span className="text-green-800 dark:text-green-300" data-testid="eligibility-line">
        Eligible for {rank} on {vessel.name} until {formatDisplayDate(until.until)}
        <span className="font-normal text-muted-foreground"> (then {LIMIT_TEXT[until.limit]})</span>
      </span>
    );
  return (
    <span data-testid="eligibility-line">
      <span className="text-red-700 dark:text-red-400">
        Not eligible for {rank} on {vessel.name}:
      </span>
      <ul className="mt-1 list-disc pl-5 font-normal">
        {e.blockers.map((b) => (
          <li key={`${b.code}-${b.certificateType ?? ""}`}>{b.message}</li>
        ))}
      </ul>
    </span>
  );
}
