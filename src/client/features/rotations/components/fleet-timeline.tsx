// Fleet timeline (beyond the spec, for planners): one row per vessel across the month's weeks, a bar per
// tour (the one time-aboard source, GET /api/manning/tours: rotations and crew assigned without one alike),
// today marked, and the days a rank is below the vessel's safe manning (the one gap
// rule, src/shared/manning.ts, answered by GET /api/manning/gaps), one lane per short rank.
import { gridRange } from "@shared/calendar";
import { daysBetween, formatDisplayDate } from "@shared/dates";
import type { TManningGap } from "@shared/manning";
import { clipStay } from "@shared/timeline";
import type { TTour } from "@shared/tours";
import { useQuery } from "@tanstack/react-query";
import { SCROLL_FOCUS_CLASS, scrollRegionProps } from "@/components/virtual-table";
import { manningGapsQuery } from "@/features/manning/api";
import { vesselOptionsQuery } from "@/features/vessels/api";
import { cn } from "@/lib/utils";
import { toursInRange } from "../api";
import { type MonthViewProps, monthViewStatus } from "./month-view";

const LANE = 24;

export const GAP_RULE_TEXT =
  "Below safe manning: fewer of a rank aboard or planned than the vessel's Safe Manning Document requires (set on the Planning Board).";

/** One row per vessel (every vessel, and any a tour names) with its tours. */
function timelineRows(items: TTour[], vessels: { id: string; name: string }[]) {
  const rows = new Map<string, { id: string; name: string; tours: TTour[] }>();
  for (const v of vessels) rows.set(v.id, { id: v.id, name: v.name, tours: [] });
  for (const t of items) {
    if (!rows.has(t.vesselId)) rows.set(t.vesselId, { id: t.vesselId, name: t.vesselName, tours: [] });
    rows.get(t.vesselId)?.tours.push(t);
  }
  return rows;
}

export function FleetTimeline({ month, today, highlightId, filters = {} }: MonthViewProps) {
  const { from, to } = gridRange(month);
  const query = useQuery(toursInRange(from, to, filters));
  const vessels = useQuery(vesselOptionsQuery);
  const gapQuery = useQuery(manningGapsQuery(from, to, filters.vesselId));
  const total = daysBetween(from, to) + 1;
  const pct = (date: string) => `${(daysBetween(from, date) / total) * 100}%`;
  const width = (start: string, end: string) => `${((daysBetween(start, end) + 1) / total) * 100}%`;

  const status = monthViewStatus(query, "Loading timeline...");
  if (status) return status;

  const shown = (vessels.data ?? []).filter((v) => !filters.vesselId || v.id === filters.vesselId);
  const rows = timelineRows(query.data?.items ?? [], shown);
  const gaps: TManningGap[] = gapQuery.data ?? [];
  const weeks = Array.from({ length: Math.ceil(total / 7) }, (_, i) => {
    const d = new Date(`${from}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + i * 7);
    return d.toISOString().slice(0, 10);
  });
  const showToday = today >= from && today <= to;

  return (
    <div>
      <p className="mb-3 flex items-center gap-2 text-xs text-muted-foreground">
        <span className="inline-block h-3 w-6 rounded-sm bg-[repeating-linear-gradient(45deg,var(--color-destructive)_0_3px,transparent_3px_6px)] opacity-70" />
        {GAP_RULE_TEXT}
      </p>
      <div
        className={cn("overflow-x-auto rounded-md border", SCROLL_FOCUS_CLASS)}
        data-testid="fleet-timeline"
        {...scrollRegionProps("Fleet timeline")}
      >
        <div className="min-w-[760px]">
          <div className="flex border-b bg-muted/50 text-xs text-muted-foreground">
            <div className="sticky left-0 z-10 w-28 shrink-0 sm:w-40 bg-muted px-2 py-2 font-medium">
              Vessel
            </div>
            <div className="relative flex-1">
              {weeks.map((w) => (
                <span key={w} className="absolute top-2 border-l pl-1" style={{ left: pct(w) }}>
                  {formatDisplayDate(w).slice(0, 6)}
                </span>
              ))}
            </div>
          </div>
          {rows.size === 0 && (
            <p className="p-6 text-center text-sm text-muted-foreground">No vessels to show.</p>
          )}
          {[...rows.values()].map((row) => {
            const rowGaps = gaps.filter((g) => g.vesselId === row.id);
            const gapRanks = [...new Set(rowGaps.map((g) => g.rank))];
            const lanes = Math.max(1, row.tours.length + gapRanks.length);
            return (
              <section
                key={row.id}
                aria-label={`${row.name} timeline`}
                data-testid="timeline-row"
                data-vessel-id={row.id}
                className="flex border-b last:border-b-0"
              >
                <div className="sticky left-0 z-10 w-28 shrink-0 sm:w-40 truncate bg-card px-2 py-1.5 text-sm font-medium">
                  {row.name}
                  <span className="block text-xs font-normal text-muted-foreground">
                    {row.tours.length} {row.tours.length === 1 ? "stay" : "stays"}
                  </span>
                </div>
                <div className="relative flex-1" style={{ height: lanes * LANE + 8 }}>
                  {weeks.map((w) => (
                    <span
                      key={w}
                      className="absolute inset-y-0 border-l border-dashed"
                      style={{ left: pct(w) }}
                      aria-hidden
                    />
                  ))}
                  {showToday && (
                    <span
                      className="absolute inset-y-0 z-[1] w-0.5 bg-destructive"
                      style={{ left: pct(today) }}
                      title={`Today, ${formatDisplayDate(today)}`}
                      data-testid="timeline-today"
                    />
                  )}
                  {row.tours.map((t, i) => (
                    <TourBar
                      key={t.id}
                      tour={t}
                      top={4 + i * LANE}
                      from={from}
                      to={to}
                      total={total}
                      highlighted={t.rotationId !== null && t.rotationId === highlightId}
                    />
                  ))}
                  {rowGaps.map((g) => (
                    <div
                      key={`${g.rank}-${g.from}`}
                      data-testid="timeline-gap"
                      title={`${g.rank}: ${g.planned} of ${g.required} aboard ${formatDisplayDate(g.from)} – ${formatDisplayDate(g.to)}`}
                      className="absolute truncate rounded-sm bg-[repeating-linear-gradient(45deg,var(--color-destructive)_0_3px,transparent_3px_6px)] px-1.5 text-[11px] leading-5 font-medium text-red-800 dark:text-red-200"
                      style={{
                        left: pct(g.from),
                        width: width(g.from, g.to),
                        top: 4 + (row.tours.length + gapRanks.indexOf(g.rank)) * LANE,
                        height: 20,
                      }}
                    >
                      <span className="rounded bg-background/80 px-1">
                        {g.rank} {g.planned}/{g.required}
                      </span>
                    </div>
                  ))}
                </div>
              </section>
            );
          })}
        </div>
      </div>
    </div>
  );
}

/** One tour's bar, clipped to the window (an unknown sign-on from the window's start, an open sign-off to
 * its end, drawn with a dashed end). */
function TourBar(props: {
  tour: TTour;
  top: number;
  from: string;
  to: string;
  total: number;
  highlighted: boolean;
}) {
  const { tour: t, from, to, total } = props;
  const span = clipStay({ joinDate: t.signOn ?? from, leaveDate: t.signOff }, from, to);
  if (!span) return null;
  const pct = (date: string) => `${(daysBetween(from, date) / total) * 100}%`;
  return (
    <div
      data-testid="timeline-bar"
      data-rotation-id={t.rotationId ?? undefined}
      data-crew-member-id={t.crewMemberId}
      title={`${t.name} (${t.rank}): ${t.signOn ? formatDisplayDate(t.signOn) : "aboard before the records"} – ${t.signOff ? formatDisplayDate(t.signOff) : "open"}${t.rotationId ? "" : " (assigned)"}`}
      className={cn(
        "absolute truncate rounded-sm bg-blue-700 px-1.5 text-[11px] leading-5 text-white dark:bg-blue-800",
        !t.signOff && "rounded-r-none border-r-4 border-dashed border-r-blue-300",
        props.highlighted && "ring-2 ring-destructive ring-offset-1 ring-offset-background",
      )}
      style={{
        left: pct(span.start),
        width: `${((daysBetween(span.start, span.end) + 1) / total) * 100}%`,
        top: props.top,
        height: 20,
      }}
    >
      {t.name} · {t.rank}
    </div>
  );
}
