// Crew Scheduling screen (/scheduling, spec §2): counters, "Schedule Rotation", and the Crew Rotation
// Calendar with a fleet timeline view. The URL holds the month (?month=yyyy-MM), the view (?view=timeline)
// the deep-linked rotation (?highlight={rotationId}) and the vessel and rank filters (?vessel=&rank=), so
// switching views keeps the month and a filtered view can be shared.
import { type MonthKey, monthLabel, monthOf, shiftMonth } from "@shared/calendar";
import { todayIn } from "@shared/dates";
import { useQuery } from "@tanstack/react-query";
import { CalendarDays, CalendarRange, ChevronLeft, ChevronRight, Download, GanttChart } from "lucide-react";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { AccessRestricted } from "@/components/access-restricted";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Can } from "@/features/auth";
import {
  FleetTimeline,
  RotationCalendar,
  RotationFiltersBar,
  ScheduleRotationDialog,
  SchedulingStats,
  useRotationFilters,
} from "@/features/rotations";
import { rotationById } from "@/features/rotations/api";
import { cn } from "@/lib/utils";

const localToday = () => todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);

export function SchedulingPage() {
  return (
    <Can
      permission="rotations:read"
      fallback={
        <AccessRestricted message="Crew members can view their schedule information on the dashboard" />
      }
    >
      <Scheduling />
    </Can>
  );
}

function Scheduling() {
  const today = localToday();
  const [params, setParams] = useSearchParams();
  const highlightId = params.get("highlight");
  const monthParam = params.get("month");
  const month: MonthKey = monthParam && /^\d{4}-\d{2}$/.test(monthParam) ? monthParam : monthOf(today);
  const view = params.get("view") === "timeline" ? "timeline" : "calendar";
  const highlighted = useQuery({ ...rotationById(highlightId ?? ""), enabled: !!highlightId });
  const filters = useRotationFilters();

  // A deep link opens the highlighted rotation's month (once, unless the user already chose a month).
  useEffect(() => {
    if (highlighted.data && !monthParam) {
      setParams(
        (p) => {
          p.set("month", monthOf(highlighted.data?.joinDate ?? today));
          return p;
        },
        { replace: true },
      );
    }
  }, [highlighted.data, monthParam, setParams, today]);

  const set = (key: string, value: string) =>
    setParams((p) => {
      p.set(key, value);
      return p;
    });

  return (
    <>
      <PageHeader
        title="Crew Scheduling"
        description="Plan crew joins, leaves and rotations across the fleet"
        actions={
          <>
            <Button variant="outline" asChild>
              <a href="/api/rotations.ics" download="crewfleet-rotations.ics">
                <Download aria-hidden /> Calendar feed (.ics)
              </a>
            </Button>
            <ScheduleRotationDialog />
          </>
        }
      />
      <SchedulingStats today={today} />
      {highlightId && highlighted.data === null && (
        <p role="status" className="mb-4 rounded-md border px-3 py-2 text-sm text-muted-foreground">
          The linked rotation no longer exists.
        </p>
      )}
      <Card>
        <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <CardTitle className="flex items-center gap-2">
            <CalendarDays className="size-5 text-ocean-blue" aria-hidden /> Crew Rotation Calendar
          </CardTitle>
          <div className="flex flex-wrap items-center gap-2">
            <fieldset className="inline-flex rounded-md border p-0.5">
              <legend className="sr-only">View</legend>
              {(
                [
                  ["calendar", "Calendar", CalendarRange],
                  ["timeline", "Timeline", GanttChart],
                ] as const
              ).map(([key, label, Icon]) => (
                <button
                  key={key}
                  type="button"
                  aria-pressed={view === key}
                  onClick={() => set("view", key)}
                  className={cn(
                    "inline-flex items-center gap-1 rounded px-2.5 py-1 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                    view === key ? "bg-primary text-primary-foreground" : "hover:bg-accent",
                  )}
                >
                  <Icon className="size-4" aria-hidden /> {label}
                </button>
              ))}
            </fieldset>
            <div className="flex items-center gap-1">
              <Button
                size="icon"
                variant="outline"
                aria-label="Previous month"
                onClick={() => set("month", shiftMonth(month, -1))}
              >
                <ChevronLeft />
              </Button>
              <h2
                className="min-w-36 text-center font-semibold"
                aria-live="polite"
                data-testid="calendar-month"
              >
                {monthLabel(month)}
              </h2>
              <Button
                size="icon"
                variant="outline"
                aria-label="Next month"
                onClick={() => set("month", shiftMonth(month, 1))}
              >
                <ChevronRight />
              </Button>
            </div>
          </div>
        </CardHeader>
        <CardContent className="space-y-4">
          <RotationFiltersBar />
          {view === "calendar" ? (
            <RotationCalendar month={month} today={today} highlightId={highlightId} filters={filters} />
          ) : (
            <FleetTimeline month={month} today={today} highlightId={highlightId} filters={filters} />
          )}
        </CardContent>
      </Card>
    </>
  );
}
