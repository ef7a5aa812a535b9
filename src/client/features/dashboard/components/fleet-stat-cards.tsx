// The four fleet stat cards (spec §2) with real trends or real descriptions (DESIGN §5).
import type { DashboardStats } from "@shared/dashboard";
import { CheckCircle2, Clock, Ship, Users } from "lucide-react";
import type { ComponentProps } from "react";
import { StatCard } from "./stat-card";

function vesselDescription(s: DashboardStats): string {
  if (s.totalVessels === 0) return "No vessels on file";
  const parts: string[] = [];
  if (s.maintenanceVessels > 0) parts.push(`${s.maintenanceVessels} in maintenance`);
  if (s.inPortVessels > 0) parts.push(`${s.inPortVessels} in port`);
  return parts.length ? parts.join(", ") : `All ${s.totalVessels} vessels active`;
}

type CardProps = Omit<ComponentProps<typeof StatCard>, "loading" | "value" | "trend" | "description">;
interface Card extends CardProps {
  value: (s: DashboardStats | undefined) => number | string;
  trend?: (s: DashboardStats) => ComponentProps<typeof StatCard>["trend"];
  description: (s: DashboardStats) => string;
}

type Trended = keyof DashboardStats["trends"];
/** A count of the stats by name (0 until they load), and its month-over-month trend. */
const count = (name: Trended) => (s: DashboardStats | undefined) => s?.[name] ?? 0;
const trendOf = (name: Trended) => (s: DashboardStats) => s.trends[name];

const CARDS: Card[] = [
  {
    testId: "stat-active-crew",
    title: "Active Crew",
    value: count("activeCrew"),
    icon: Users,
    color: "ocean-blue",
    trend: trendOf("activeCrew"),
    description: (s) => `of ${s.totalCrew} crew on file`,
    to: "/crew",
  },
  {
    testId: "stat-active-vessels",
    title: "Active Vessels",
    value: count("activeVessels"),
    icon: Ship,
    color: "maritime-navy",
    description: vesselDescription,
    to: "/fleet",
  },
  {
    testId: "stat-pending-actions",
    title: "Pending Actions",
    value: count("pendingActions"),
    icon: Clock,
    color: "warning-amber",
    trend: trendOf("pendingActions"),
    increaseIsGood: false,
    description: (s) =>
      `${s.expiredDocuments + s.expiringDocuments} documents, ${s.endingContracts} contracts`,
    to: "/alerts",
  },
  {
    testId: "stat-compliance-rate",
    title: "Compliance Rate",
    value: (s) => (s?.complianceRate == null ? "—" : `${s.complianceRate}%`),
    icon: CheckCircle2,
    color: "compliance-green",
    description: (s) =>
      s.complianceRate == null
        ? "Nobody aboard"
        : `${s.compliantCrew} of ${s.complianceCrew} aboard hold every required certificate, none expired`,
    to: "/compliance",
  },
];

export function FleetStatCards({ stats: s, loading }: { stats?: DashboardStats; loading: boolean }) {
  return (
    <section aria-label="Fleet statistics" className="grid grid-cols-1 gap-4 sm:grid-cols-2 2xl:grid-cols-4">
      {CARDS.map(({ value, trend, description, ...card }) => (
        <StatCard
          key={card.testId}
          {...card}
          value={value(s)}
          trend={s && trend?.(s)}
          description={s ? description(s) : undefined}
          loading={loading}
        />
      ))}
    </section>
  );
}
