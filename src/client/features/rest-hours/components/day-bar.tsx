// A read-only day strip: one thin cell per 30 minutes, work filled (the office's month view).
import type { WorkPeriod } from "@shared/rest-hours";
import { cn } from "@/lib/utils";
import { periodsToCells } from "../grid-model";

export function DayBar({
  work,
  clockChange,
  flagged,
}: {
  work: WorkPeriod[];
  clockChange: number;
  flagged: boolean;
}) {
  const cells = periodsToCells(work, clockChange);
  return (
    <div
      className={cn(
        "flex h-3 flex-1 gap-px rounded-sm",
        flagged && "outline-2 outline-red-600 dark:outline-red-400",
      )}
      aria-hidden
    >
      {cells.map((c, i) => (
        <span key={i} className={cn("flex-1", c ? "bg-sky-700 dark:bg-sky-400" : "bg-muted")} />
      ))}
    </div>
  );
}
