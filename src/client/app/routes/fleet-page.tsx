// Fleet Management screen (/fleet, spec §2), admin only: status filter, "Export CSV"
// (fleet-management-<yyyy-MM-dd>.csv), summary cards from the server's counts and vessel cards, each
// with a crew dialog listing at most 5 available crew.
import { Download } from "lucide-react";
import { useMemo, useState } from "react";
import { AccessRestricted } from "@/components/access-restricted";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Can } from "@/features/auth";
import { FleetCrewDialog } from "@/features/crew";
import {
  FleetSummaryCards,
  fleetExportFileName,
  useVesselList,
  VesselDetailsDialog,
  VesselGrid,
  VesselStatusFilter,
  type VesselStatusFilterValue,
  vesselsExport,
} from "@/features/vessels";
import type { Vessel } from "@/features/vessels/api";
import { useCsvExport } from "@/lib/csv-export";

export function FleetPage() {
  return (
    <Can
      permission="fleet:view"
      fallback={<AccessRestricted message="Fleet management is only accessible to administrators." />}
    >
      <FleetManagement />
    </Can>
  );
}

function FleetManagement() {
  const [status, setStatus] = useState<VesselStatusFilterValue>("all");
  const filters = useMemo(() => ({ status }), [status]);
  const state = useVesselList(filters);
  const { fresh } = state;
  const [crewFor, setCrewFor] = useState<Vessel | null>(null);
  const [details, setDetails] = useState<Vessel | null>(null);
  const csv = useCsvExport();

  const onExport = () => csv.run(vesselsExport(filters, fleetExportFileName()));

  return (
    <>
      <PageHeader
        title="Fleet Management"
        description="Monitor vessel status, crew assignments and fleet utilization"
        actions={
          <>
            <VesselStatusFilter value={status} onChange={setStatus} />
            <Button variant="outline" onClick={onExport} disabled={csv.exporting}>
              <Download aria-hidden /> {csv.exporting ? "Exporting..." : "Export CSV"}
            </Button>
          </>
        }
      />
      <FleetSummaryCards />
      <VesselGrid
        state={state}
        label="Vessels"
        actions={(v) => (
          <>
            <Button size="sm" variant="outline" onClick={() => setCrewFor(v)}>
              View Crew
            </Button>
            <Button size="sm" variant="outline" onClick={() => setDetails(v)}>
              View Details
            </Button>
          </>
        )}
      />
      <FleetCrewDialog item={fresh(crewFor)} onOpenChange={(o) => !o && setCrewFor(null)} />
      <VesselDetailsDialog item={fresh(details)} onOpenChange={(o) => !o && setDetails(null)} />
    </>
  );
}
