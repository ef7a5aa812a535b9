// Crew Management screen (/crew, spec §2): stats row, "Export List", "Add Crew" and the crew table.
// Crew-role users see "Access Restricted" with a button to the dashboard.
import { AccessRestricted } from "@/components/access-restricted";
import { PageHeader } from "@/components/page-header";
import { Can } from "@/features/auth";
import { AddCrewDialog, CrewExportButton, CrewStatsRow, CrewTable, useCrewFilters } from "@/features/crew";
import { useVesselOptions } from "@/features/vessels/api";

function CrewManagement() {
  const filterState = useCrewFilters();
  const vessels = useVesselOptions();
  return (
    <>
      <PageHeader
        title="Crew Management"
        description="Manage crew members, assignments and contracts"
        actions={
          <>
            <CrewExportButton filters={filterState.filters} vessels={vessels.data} />
            <AddCrewDialog />
          </>
        }
      />
      <div className="space-y-6">
        <CrewStatsRow />
        <CrewTable filterState={filterState} />
      </div>
    </>
  );
}

export function CrewPage() {
  return (
    <Can
      permission="crew:list"
      fallback={
        <AccessRestricted message="Crew management is only accessible to admin and office staff members." />
      }
    >
      <CrewManagement />
    </Can>
  );
}
