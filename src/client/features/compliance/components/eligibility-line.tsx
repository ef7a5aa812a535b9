// The crew details' line: "Eligible for <rank> on <vessel> until <date>", or why not.
import { formatDisplayDate } from "@/lib/format";
import { appToday } from "@/lib/today";
import { useEligibility } from "../eligibility-api";

export function EligibilityLine({
  crewMemberId,
  rank,
  vessel,
}: {
  crewMemberId: string;
  rank: string;
  vessel: { id: string; name: string } | null;
}) {
  const today = appToday();
  const query = useEligibility(
    vessel ? { crewMemberId, vesselId: vessel.id, rank, from: today, to: today } : {},
  );
  if (!vessel) return <span className="text-muted-foreground">Not assigned to a vessel</span>;
  if (query.isPending) return <span className="text-muted-foreground">Checking...</span>;
  if (query.isError)
    return <span className="text-red-700 dark:text-red-400">Could not check eligibility</span>;
  const e = query.data;
  if (e.eligibleUntil)
    return (
      <span className="text-green-800 dark:text-green-300" data-testid="eligibility-line">
        Eligible for {rank} on {vessel.name} until {formatDisplayDate(e.eligibleUntil)}
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
