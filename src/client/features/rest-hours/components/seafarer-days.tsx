// A seafarer's days in the vessel month view, read when the reader opens them (the month view itself
// carries only each seafarer's totals): one strip per day, days of findings outlined.
import { monthRange } from "@shared/rest-hours-api";
import { useQuery } from "@tanstack/react-query";
import { QueryState } from "@/components/query-state";
import { restRangeQuery } from "../api";
import { DayBar } from "./day-bar";

export function SeafarerDays({
  crewId,
  name,
  month,
  flagged,
}: {
  crewId: string;
  name: string;
  month: string;
  flagged: Set<string>;
}) {
  const { from, to } = monthRange(month);
  const query = useQuery(restRangeQuery(crewId, from, to));
  return (
    <QueryState
      query={query}
      label={`Loading the days of ${name}`}
      error={`Could not load the days of ${name}`}
      retry
      loadingRows={3}
      rowClassName="h-4"
      isEmpty={(d) => d.days.length === 0}
      empty={<p className="text-sm text-muted-foreground">No days recorded this month.</p>}
    >
      {(d) => (
        <ul className="space-y-1" aria-label={`Days of ${name}`}>
          {d.days.map((day) => (
            <li key={day.date} className="flex items-center gap-2 text-xs tabular-nums">
              <span
                className={
                  flagged.has(day.date) ? "w-20 font-semibold text-red-700 dark:text-red-400" : "w-20"
                }
              >
                {day.date.slice(5)}
                {flagged.has(day.date) && <span className="sr-only"> (non-conformity)</span>}
              </span>
              <DayBar work={day.work} clockChange={day.clockChange} flagged={flagged.has(day.date)} />
              <span className="w-16 shrink-0 whitespace-nowrap text-right">rest {day.restHours} h</span>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
