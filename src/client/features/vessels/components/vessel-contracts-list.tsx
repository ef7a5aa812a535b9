// A vessel's contracts of one state (active, expiring within 30 days, or expired), with the crew member.
import { useQuery } from "@tanstack/react-query";
import { Skeleton } from "@/components/ui/skeleton";
import { type VesselContractFilter, vesselContractsOptions } from "@/features/vessels/api";
import { formatDisplayDate } from "@/lib/format";

const EMPTY: Record<VesselContractFilter, string> = {
  active: "No active contracts",
  expiring: "No contracts expiring in the next 30 days",
  expired: "No expired contracts",
};

export function VesselContractsList({
  vesselId,
  status,
}: {
  vesselId: string;
  status: VesselContractFilter;
}) {
  const query = useQuery(vesselContractsOptions(vesselId, status));
  if (query.isPending) {
    return (
      <div className="grid gap-2" role="status" aria-busy="true" aria-label="Loading contracts">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="py-4 text-center text-sm text-red-700 dark:text-red-400">
        Failed to fetch contracts
      </p>
    );
  }
  const { items, total } = query.data;
  if (items.length === 0)
    return <p className="py-4 text-center text-sm text-muted-foreground">{EMPTY[status]}</p>;
  return (
    <div>
      <ul className="divide-y rounded-md border">
        {items.map((c) => (
          <li
            key={c.id}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-3 py-2 text-sm"
          >
            <div className="min-w-0">
              <p className="truncate font-medium">
                {c.crewMember.firstName} {c.crewMember.lastName}
              </p>
              <p className="text-muted-foreground">{c.crewMember.rank}</p>
            </div>
            <p className="text-muted-foreground">
              {formatDisplayDate(c.startDate)} – {formatDisplayDate(c.endDate)}
            </p>
          </li>
        ))}
      </ul>
      {total > items.length && (
        <p className="mt-2 text-xs text-muted-foreground">
          Showing {items.length} of {total} contracts.
        </p>
      )}
    </div>
  );
}
