// Wages (/wages, MLC A2.1 and A2.2): admin and office staff get the office view (a vessel's portage bill
// and each seafarer's account, agreements, wage scales, the wage policy); a seafarer their own agreement
// and payslips, and the master aboard their vessel's month besides.
import { can } from "@shared/permissions";
import { PageHeader } from "@/components/page-header";
import { useCurrentUser } from "@/features/auth";
import { CrewWagesView, OfficeWagesView } from "@/features/wages";

export function WagesPage() {
  const user = useCurrentUser();
  const office = can(user.role, "wages:close");
  return (
    <>
      <PageHeader
        title="Wages"
        description={
          office
            ? "Each vessel's monthly portage bill, the seafarers' accounts and agreements, and the wage scales"
            : "Your employment agreement and your payslips"
        }
      />
      {office ? (
        <OfficeWagesView />
      ) : user.crewMemberId ? (
        <CrewWagesView crewId={user.crewMemberId} />
      ) : (
        <p className="text-sm text-muted-foreground">Your account is not linked to a crew member.</p>
      )}
    </>
  );
}
