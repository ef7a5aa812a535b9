// The dashboard's "Manning gaps" figure, beside the missing certificates: the gaps (a
// rank below a vessel's safe manning; one per vessel, rank and first short day) with a short day within the
// next 30 days, counted by the stats call, on how many vessels; links to the planning board and the list.
import type { DashboardStats } from "@shared/dashboard";
import { MANNING_GAP_DAYS as DAYS } from "@shared/manning-window";
import { UsersRound } from "lucide-react";
import { Link } from "react-router";

const LINK = "text-sm font-medium text-blue-800 underline underline-offset-4 dark:text-blue-300";

export function ManningGapsFigure({ stats }: { stats: DashboardStats }) {
  const gaps = stats.manningGaps;
  const vessels = stats.manningGapVessels;
  return (
    <section
      aria-label={`Manning gaps (next ${DAYS} days)`}
      data-testid="stat-manning-gaps"
      className={`flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center sm:justify-between ${
        gaps > 0 ? "border-destructive/40 bg-destructive/5" : ""
      }`}
    >
      <div className="flex items-start gap-3">
        <UsersRound
          className={`mt-0.5 size-5 shrink-0 ${gaps > 0 ? "text-red-700 dark:text-red-400" : "text-compliance-green"}`}
          aria-hidden
        />
        <div>
          <p className="font-semibold">
            Manning gaps (next {DAYS} days): <span data-testid="manning-gaps-count">{gaps}</span>
          </p>
          <p className="text-sm text-muted-foreground">
            {gaps > 0
              ? `A rank below safe manning on ${vessels} ${vessels === 1 ? "vessel" : "vessels"}.`
              : `Every vessel keeps its safe manning for the next ${DAYS} days.`}
          </p>
        </div>
      </div>
      {gaps > 0 && (
        <div className="flex flex-wrap gap-x-4 gap-y-1 sm:justify-end">
          <Link to="/planning" className={LINK}>
            Open the planning board
          </Link>
          <Link to="/alerts#manning-gaps" className={LINK}>
            View manning gaps
          </Link>
        </div>
      )}
    </section>
  );
}
