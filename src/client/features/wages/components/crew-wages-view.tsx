// A crew user's Wages: their own employment agreement (sign it, also offline) and payslips; for the master
// aboard a vessel, a second tab with the vessel's portage bill to read and enter cash advances and bonded
// stores on. The tab is in the URL.
import { useQuery } from "@tanstack/react-query";
import { QuerySectionCard } from "@/components/section-card";
import { ViewTabs } from "@/components/view-tabs";
import { crewMemberQuery } from "@/features/crew/api";
import { restMonthQuery } from "@/features/rest-hours/api";
import { appToday } from "@/lib/today";
import { AgreementPanel } from "./agreement-panel";
import { MyPayslips } from "./my-payslips";
import { MasterPortageView } from "./vessel-portage-view";

function MyAgreement({ crewId }: { crewId: string }) {
  const query = useQuery(crewMemberQuery(crewId));
  return (
    <QuerySectionCard
      title="My employment agreement"
      description="What MLC A2.1 says it must hold; sign it here."
      query={query}
      label="Loading my agreement"
      error="Could not load your agreement"
      retry
    >
      {(m) =>
        m.activeContract ? (
          <AgreementPanel contractId={m.activeContract.id} name={`${m.firstName} ${m.lastName}`} own />
        ) : (
          <p className="text-sm text-muted-foreground">You have no active contract, so no agreement yet.</p>
        )
      }
    </QuerySectionCard>
  );
}

export function CrewWagesView({ crewId }: { crewId: string }) {
  const today = appToday();
  // the hours-of-rest month (warmed for offline use) says whether this seafarer commands a vessel
  const master = useQuery(restMonthQuery(crewId, today.slice(0, 7), today)).data?.masterOf ?? null;
  const own = (
    <div className="space-y-6">
      <MyAgreement crewId={crewId} />
      <MyPayslips crewId={crewId} />
    </div>
  );
  if (!master) return own;
  return (
    <ViewTabs
      tabs={[
        { value: "own", label: "My pay", content: own },
        {
          value: "vessel",
          label: "Vessel wages (master)",
          content: <MasterPortageView vesselId={master.vesselId} vesselName={master.vesselName} />,
        },
      ]}
    />
  );
}
