// Scheduling counters (spec §2): Upcoming Rotations (status scheduled), Active Vessels (status active),
// This Month (rotations touching the current month — a real figure for the label, DESIGN §5).
import { daysInMonth, monthLabel, monthOf } from "@shared/calendar";
import { useQuery } from "@tanstack/react-query";
import { CalendarClock, CalendarDays, type LucideIcon, Ship } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { IconTile, type IconTone } from "@/components/ui/icon-tile";
import { Skeleton } from "@/components/ui/skeleton";
import { activeVesselCountQuery } from "@/features/vessels/api";
import { rotationCount } from "../api";

function Stat({
  title,
  icon,
  tone,
  query,
  hint,
}: {
  title: string;
  icon: LucideIcon;
  tone: IconTone;
  query: { data?: number; isLoading: boolean; isError: boolean };
  hint: string;
}) {
  return (
    <Card className="py-4">
      <CardContent className="flex items-center justify-between gap-3 px-4">
        <div className="min-w-0">
          <p className="text-sm text-muted-foreground">{title}</p>
          {query.isLoading ? (
            <Skeleton className="mt-1 h-8 w-12" />
          ) : query.isError ? (
            <p className="mt-1 text-sm text-red-700 dark:text-red-400">Failed to fetch stats</p>
          ) : (
            <p className="text-2xl font-bold" data-testid={`stat-${title}`}>
              {query.data}
            </p>
          )}
          <p className="truncate text-xs text-muted-foreground">{hint}</p>
        </div>
        <IconTile icon={icon} tone={tone} />
      </CardContent>
    </Card>
  );
}

export function SchedulingStats({ today }: { today: string }) {
  const month = monthOf(today);
  const upcoming = useQuery(rotationCount({ status: "scheduled" }));
  const vessels = useQuery(activeVesselCountQuery);
  const thisMonth = useQuery(
    rotationCount({ from: `${month}-01`, to: `${month}-${String(daysInMonth(month)).padStart(2, "0")}` }),
  );
  return (
    <div className="mb-6 grid gap-4 sm:grid-cols-3">
      <Stat
        title="Upcoming Rotations"
        icon={CalendarClock}
        tone="ocean-blue"
        query={upcoming}
        hint="Status scheduled"
      />
      <Stat title="Active Vessels" icon={Ship} tone="maritime-navy" query={vessels} hint="Status active" />
      <Stat
        title="This Month"
        icon={CalendarDays}
        tone="compliance-green"
        query={thisMonth}
        hint={`Rotations in ${monthLabel(month)}`}
      />
    </div>
  );
}
