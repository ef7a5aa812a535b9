// The board's month scale: the months of the range over the lines of tours. On screen once above the
// vessels; on paper over each vessel too, since each vessel prints on a page of its own.
import { cn } from "@/lib/utils";
import { monthSpans } from "../board-geometry";

const AXIS = "grid grid-cols-[8rem_1fr] gap-2 px-[13px]";

export function MonthScale({ from, to, className }: { from: string; to: string; className?: string }) {
  return (
    <div className={cn(AXIS, className)} aria-hidden>
      <span className="text-xs text-muted-foreground">Rank</span>
      <div className="relative h-6 border-b">
        {monthSpans(from, to).map((m) => (
          <span
            key={m.key}
            className="absolute top-0 border-l pl-1 text-xs text-muted-foreground"
            style={{ left: `${m.left}%`, width: `${m.width}%` }}
          >
            {m.label}
          </span>
        ))}
      </div>
    </div>
  );
}
