// Hours of Rest (/rest-hours, issue 21): a seafarer records, checks and signs their own month; admin and
// office staff get the office view (a vessel's month, the fleet-wide non-conformities).
import { can } from "@shared/permissions";
import { useSearchParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { useCurrentUser } from "@/features/auth";
import { OfficeRestView, RestMonthView } from "@/features/rest-hours";
import { appToday } from "@/lib/today";

export function RestHoursPage() {
  const user = useCurrentUser();
  const office = can(user.role, "rest-hours:office");
  const [params, setParams] = useSearchParams();
  const month = /^\d{4}-\d{2}$/.test(params.get("month") ?? "")
    ? (params.get("month") as string)
    : appToday().slice(0, 7);
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
        <RestMonthView
          crewId={user.crewMemberId}
          month={month}
          onMonth={(m) => setParams({ month: m }, { replace: true })}
        />
      ) : (
        <p className="text-sm text-muted-foreground">Your account is not linked to a crew member.</p>
      )}
    </>
  );
}
