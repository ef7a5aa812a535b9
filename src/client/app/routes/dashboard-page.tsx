// Dashboard screen (/ and /dashboard, spec §2 and §6): "Fleet Dashboard" for admin, "Operations Dashboard"
// for everyone else. Admin and office staff see the fleet-wide stat cards, the expiry banner, the vessel
// and crew overviews and a side panel; the crew role sees their own contract, documents and next rotation.
import { can } from "@shared/permissions";
import { usePrefetchQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { ExpiryAlertsCard } from "@/features/alerts";
import { useCurrentUser } from "@/features/auth";
import { CrewOverview, OwnProfileCard, VesselCrewDialog } from "@/features/crew";
import {
  ExpiryBanner,
  FleetStatCards,
  ManningGapsFigure,
  MissingCertificatesFigure,
  MyDashboard,
  ProblemFiguresLoading,
  QuickActions,
  useVesselHighlight,
} from "@/features/dashboard";
import { dashboardStatsQuery, useDashboardStats } from "@/features/dashboard/api";
import { UpcomingEventsCard } from "@/features/events";
import { RestSummaryCard } from "@/features/rest-hours";
import { VesselOverview } from "@/features/vessels";

export function DashboardPage() {
  const { role } = useCurrentUser();
  const fleetView = can(role, "dashboard:fleet");
  const title = role === "admin" ? "Fleet Dashboard" : "Operations Dashboard";
  return (
    <>
      <PageHeader
        title={title}
        description={
          fleetView ? "Fleet, crew and compliance at a glance" : "Your contract, documents and next rotation"
        }
      />
      {fleetView ? (
        <FleetDashboard />
      ) : (
        <div className="space-y-6">
          <OwnProfileCard />
          <MyDashboard />
        </div>
      )}
    </>
  );
}

function FleetDashboard() {
  // Asked while this renders, before the sections below ask for theirs (a query starts when its
  // component mounts, children first): the figures the screen opens with are first in the browser's queue
  // of six connections, not behind the lists.
  usePrefetchQuery(dashboardStatsQuery);
  const stats = useDashboardStats();
  const [params] = useSearchParams();
  // Vessel cards of the vessel overview carry id="vessel-{id}" (see use-vessel-highlight.ts).
  useVesselHighlight(params.get("vessel"));

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
        {stats.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border p-4">
            <span>Failed to fetch stats: {stats.error.message}</span>
            <Button variant="outline" size="sm" onClick={() => stats.refetch()}>
              Retry
            </Button>
          </div>
        ) : (
          <FleetStatCards stats={stats.data} loading={stats.isPending} />
        )}
        {stats.data ? (
          <>
            <ExpiryBanner expiring={stats.data.expiringDocuments} expired={stats.data.expiredDocuments} />
            <MissingCertificatesFigure stats={stats.data} />
            <ManningGapsFigure stats={stats.data} />
          </>
        ) : (
          stats.isPending && <ProblemFiguresLoading />
        )}
        <VesselOverview ManageCrew={VesselCrewDialog} />
        <CrewOverview />
      </div>
      <aside aria-label="Side panel" className="flex min-w-0 flex-col gap-6">
        <ExpiryAlertsCard />
        <RestSummaryCard />
        <QuickActions />
        <UpcomingEventsCard />
      </aside>
    </div>
  );
}
