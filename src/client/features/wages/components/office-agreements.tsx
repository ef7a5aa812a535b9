// The office's agreements: pick a seafarer; their active contract's employment agreement (checklist,
// particulars, PDF, company signature, new version). The seafarer is in the URL.
import { useQuery } from "@tanstack/react-query";
import { QueryState } from "@/components/query-state";
import { Label } from "@/components/ui/label";
import { CrewPicker } from "@/features/crew";
import { crewMemberQuery } from "@/features/crew/api";
import { useUrlFilters } from "@/lib/use-url-filters";
import { AgreementPanel } from "./agreement-panel";

function MemberAgreement({ crewId }: { crewId: string }) {
  const query = useQuery(crewMemberQuery(crewId));
  return (
    <QueryState query={query} label="Loading the seafarer" error="Could not load the seafarer" retry>
      {(m) =>
        m.activeContract ? (
          <AgreementPanel
            contractId={m.activeContract.id}
            name={`${m.firstName} ${m.lastName}`}
            own={false}
          />
        ) : (
          <p className="text-sm text-muted-foreground">
            {m.firstName} {m.lastName} has no active contract, so no agreement to show.
          </p>
        )
      }
    </QueryState>
  );
}

export function OfficeAgreements() {
  const f = useUrlFilters();
  const crewId = f.get("crew");
  const member = useQuery({ ...crewMemberQuery(crewId), enabled: crewId !== "" }).data;
  return (
    <div className="space-y-4">
      <div className="grid max-w-md gap-2">
        <Label htmlFor="agreement-crew">Seafarer</Label>
        <CrewPicker
          id="agreement-crew"
          value={crewId || undefined}
          valueLabel={member ? `${member.firstName} ${member.lastName}` : undefined}
          onChange={(id) => f.set({ crew: id })}
        />
      </div>
      {crewId ? (
        <MemberAgreement crewId={crewId} />
      ) : (
        <p className="text-sm text-muted-foreground">Pick a seafarer to see their employment agreement.</p>
      )}
    </div>
  );
}
