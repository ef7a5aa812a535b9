// The four fleet stat cards (spec §2) with real trends or real descriptions (DESIGN §5).
import type { DashboardStats } from "@shared/dashboard";
import { CheckCircle2, Clock, Ship, Users } from "lucide-react";
import { StatCard } from "./stat-card";

function vesselDescription(s: DashboardStats): string {
  if (s.totalVessels === 0) return "No vessels on file";
  const parts: string[] = [];
  if (s.maintenanceVessels > 0) parts.push(`${s.maintenanceVessels} in maintenance`);
  if (s.inPortVessels > 0) parts.push(`${s.inPortVessels} in port`);
  return parts.length ? parts.join(", ") : `All ${s.totalVessels} vessels active`;
}

export function FleetStatCards({ stats, loading }: { stats?: DashboardStats; loading: boolean }) {
  const s = stats;
  return (
    <section aria-label="Fleet statistics" className="grid grid-cols-1 gap-4 sm:grid-cols-2 2xl:grid-cols-4">
      <StatCard
        testId="stat-active-crew"
        title="Active Crew"
        value={s?.activeCrew ?? 0}
        icon={Users}
        color="ocean-blue"
        trend={s?.trends.activeCrew}
        description={s ? `of ${s.totalCrew} crew on file` : undefined}
        to="/crew"
        loading={loading}
      />
      <StatCard
        testId="stat-active-vessels"
        title="Active Vessels"
        value={s?.activeVessels ?? 0}
        icon={Ship}
        color="maritime-navy"
        description={s ? vesselDescription(s) : undefined}
        to="/fleet"
        loading={loading}
      />
      <StatCard
        testId="stat-pending-actions"
        title="Pending Actions"
        value={s?.pendingActions ?? 0}
        icon={Clock}
        color="warning-amber"
        trend={s?.trends.pendingActions}
        increaseIsGood={false}
        description={
          s
            ? `${s.expiredDocuments + s.expiringDocuments} documents, ${s.endingContracts} contracts`
            : undefined
        }
        to="/alerts"
        loading={loading}
      />
      <StatCard
        testId="stat-compliance-rate"
        title="Compliance Rate"
        value={s?.complianceRate == null ? "—" : `${s.complianceRate}%`}
        icon={CheckCircle2}
        color="compliance-green"
        description={
          s
            ? s.complianceRate == null
              ? "No active crew"
              : `${s.compliantCrew} of ${s.activeCrew} crew fully documented`
            : undefined
        }
        to="/documents"
        loading={loading}
      />
    </section>
  );
}
