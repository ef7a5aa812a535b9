// Hours of Rest (/rest-hours): a seafarer records, checks and signs their own month (the master
// aboard also reads and countersigns the vessel's); admin and office staff get the office view (a
// vessel's month, the fleet-wide non-conformities).
import { CrewRestView, OfficeRestView } from "@/features/rest-hours";
import { OfficeOrCrewPage } from "./office-or-crew-page";

export function RestHoursPage() {
  return (
    <OfficeOrCrewPage
      title="Hours of Rest"
      officePermission="rest-hours:office"
      officeDescription="Each vessel's records by month, and every non-conformity in the fleet"
      crewDescription="Tap or drag the half hours you worked; rest is the rest. Sign the month when it is complete."
      officeView={<OfficeRestView />}
      crewView={(crewId) => <CrewRestView crewId={crewId} />}
    />
  );
}
