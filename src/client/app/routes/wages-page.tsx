// Wages (/wages, MLC A2.1 and A2.2): admin and office staff get the office view (a vessel's portage bill
// and each seafarer's account, agreements, wage scales, the wage policy); a seafarer their own agreement
// and payslips, and the master aboard their vessel's month besides.
import { CrewWagesView, OfficeWagesView } from "@/features/wages";
import { OfficeOrCrewPage } from "./office-or-crew-page";

export function WagesPage() {
  return (
    <OfficeOrCrewPage
      title="Wages"
      officePermission="wages:close"
      officeDescription="Each vessel's monthly portage bill, the seafarers' accounts and agreements, and the wage scales"
      crewDescription="Your employment agreement and your payslips"
      officeView={<OfficeWagesView />}
      crewView={(crewId) => <CrewWagesView crewId={crewId} />}
    />
  );
}
