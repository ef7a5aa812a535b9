// The Crew Rotation Calendar (spec §2): a Sunday-first month grid; each day shows up to 3 rotation bars
// (joins and leaves) then "+N more"; a day click opens its rotations. Loads the month as it draws it
// (GET /api/rotations/month: per day the count and the first 3 bars), the day's list on click.
import { monthGrid, WEEKDAY_HEADERS } from "@shared/calendar";
import { formatDisplayDate } from "@shared/dates";
import type { TRotation, TRotationMonth } from "@shared/rotations";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { rotationMonthQuery } from "@/features/rotations/api";
import { cn } from "@/lib/utils";
import { DayEventsDialog } from "./day-events-dialog";
import { EditRotationDialog } from "./edit-rotation-dialog";
import { type MonthViewProps, monthViewStatus } from "./month-view";
import { RotationBar } from "./rotation-bar";

const NO_MARKS: Pick<TRotationMonth["days"][number], "count" | "bars"> = { count: 0, bars: [] };

export function RotationCalendar({ month, today, highlightId, filters = {} }: MonthViewProps) {
  const query = useQuery(rotationMonthQuery(month, filters));
  const [openDay, setOpenDay] = useState<string | null>(null);
  const [editing, setEditing] = useState<TRotation | null>(null);
  const weeks = useMemo(() => monthGrid(month), [month]);
  const days = useMemo(() => new Map((query.data?.days ?? []).map((d) => [d.date, d])), [query.data]);

  const status = monthViewStatus(query, "Loading calendar...");
  if (status) return status;

  return (
    <div>
      <section aria-label="Crew rotation calendar" className="overflow-hidden rounded-md border">
        <div className="grid grid-cols-7 border-b bg-muted/50">
          {WEEKDAY_HEADERS.map((d) => (
            <div
              key={d}
              aria-hidden
              className="px-1 py-2 text-center text-xs font-medium text-muted-foreground"
            >
              {d}
            </div>
          ))}
        </div>
        {weeks.map((week) => (
          <div key={week[0].date} className="grid grid-cols-7 border-b last:border-b-0">
            {week.map((day) => {
              const { count, bars: shown } = days.get(day.date) ?? NO_MARKS;
              const more = count - shown.length;
              const isToday = day.date === today;
              return (
                <div key={day.date} className="min-w-0 border-r last:border-r-0">
                  <button
                    type="button"
                    data-testid={`day-${day.date}`}
                    onClick={() => setOpenDay(day.date)}
                    className={cn(
                      "flex h-full min-h-20 w-full flex-col gap-0.5 p-1 text-left outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:min-h-28",
                      !day.inMonth && "bg-muted/40 text-muted-foreground",
                    )}
                  >
                    {/* the name is the content (axe label-content-name-mismatch): the date and count for
                        screen readers, the day number only for the eye, then the bars' names */}
                    <span className="sr-only">
                      {`${formatDisplayDate(day.date)}, ${count} ${count === 1 ? "rotation" : "rotations"}${count ? ":" : ""}`}
                    </span>
                    <span
                      aria-hidden
                      className={cn(
                        "mb-0.5 flex size-6 items-center justify-center rounded-full text-xs",
                        isToday && "bg-primary font-semibold text-primary-foreground",
                      )}
                    >
                      {Number(day.date.slice(8))}
                    </span>
                    {shown.map(({ rotation, mark }) => (
                      <RotationBar
                        key={`${rotation.id}-${mark}`}
                        rotation={rotation}
                        mark={mark}
                        highlighted={rotation.id === highlightId}
                        className="hidden sm:block"
                      />
                    ))}
                    {count > 0 && (
                      <span className="flex gap-0.5 sm:hidden" aria-hidden>
                        {shown.map(({ rotation, mark }) => (
                          <span
                            key={`${rotation.id}-${mark}-dot`}
                            className={cn(
                              "size-1.5 rounded-full",
                              mark === "join" ? "bg-ocean-blue" : "bg-warning-amber",
                              rotation.id === highlightId && "ring-2 ring-destructive",
                            )}
                          />
                        ))}
                      </span>
                    )}
                    {more > 0 && (
                      <span className="text-[11px] font-medium text-muted-foreground">+{more} more</span>
                    )}
                  </button>
                </div>
              );
            })}
          </div>
        ))}
      </section>
      <div className="mt-3 flex flex-wrap gap-4 text-xs text-muted-foreground">
        <span className="flex items-center gap-1">
          <span className="size-3 rounded-sm border-l-2 border-l-ocean-blue bg-ocean-blue/15" /> Joins
        </span>
        <span className="flex items-center gap-1">
          <span className="size-3 rounded-sm border-l-2 border-l-warning-amber bg-warning-amber/20" /> Leaves
        </span>
        {query.data?.days.every((d) => d.count === 0) && <span>No rotations in this month.</span>}
      </div>
      <DayEventsDialog
        date={openDay}
        filters={filters}
        highlightId={highlightId}
        onClose={() => setOpenDay(null)}
        onEdit={(r) => {
          setOpenDay(null);
          setEditing(r);
        }}
      />
      <EditRotationDialog rotation={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
