// A vessel's contracts of one state (active, expiring within 30 days, or expired), with the crew member.
import type { TVesselContract } from "@shared/vessels";
import { useQuery } from "@tanstack/react-query";
import { QueryState } from "@/components/query-state";
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
  return (
    <QueryState
      query={query}
      label="Loading contracts"
      error="Failed to fetch contracts"
      rowClassName="h-12"
      empty={EMPTY[status]}
    >
      {({ items, total }) => <ContractRows items={items} total={total} />}
    </QueryState>
  );
}

function ContractRows({ items, total }: { items: TVesselContract[]; total: number }) {
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
