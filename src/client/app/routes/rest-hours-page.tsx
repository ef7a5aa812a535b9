// Hours of Rest (/rest-hours): a seafarer records, checks and signs their own month (the master
// aboard also reads and countersigns the vessel's); admin and office staff get the office view (a
// vessel's month, the fleet-wide non-conformities).
import { can } from "@shared/permissions";
import { PageHeader } from "@/components/page-header";
import { useCurrentUser } from "@/features/auth";
import { CrewRestView, OfficeRestView } from "@/features/rest-hours";

export function RestHoursPage() {
  const user = useCurrentUser();
  const office = can(user.role, "rest-hours:office");
  return (
    <>
      <PageHeader
        title="Hours of Rest"
        description={
          office
            ? "Each vessel's records by month, and every non-conformity in the fleet"
            : "Tap or drag the half hours you worked; rest is the rest. Sign the month when it is complete."
        }
      />
      {office ? (
        <OfficeRestView />
      ) : user.crewMemberId ? (
        <CrewRestView crewId={user.crewMemberId} />
      ) : (
        <p className="text-sm text-muted-foreground">Your account is not linked to a crew member.</p>
      )}
    </>
  );
}
