// The dashboard's "Manning gaps" figure, beside the missing certificates: the gaps (a
// rank below a vessel's safe manning; one per vessel, rank and first short day) with a short day within the
// next 30 days, counted by the stats call, on how many vessels; links to the planning board and the list.
import type { DashboardStats } from "@shared/dashboard";
import { MANNING_GAP_DAYS as DAYS } from "@shared/manning-window";
import { UsersRound } from "lucide-react";
import { Link } from "react-router";
import { FIGURE_LINK, ProblemFigure } from "./problem-figure";

export function ManningGapsFigure({ stats }: { stats: DashboardStats }) {
  const gaps = stats.manningGaps;
  const vessels = stats.manningGapVessels;
  return (
    <ProblemFigure
      label={`Manning gaps (next ${DAYS} days)`}
      testId="stat-manning-gaps"
      title={`Manning gaps (next ${DAYS} days)`}
      count={gaps}
      countTestId="manning-gaps-count"
      icon={UsersRound}
      text={
        gaps > 0
          ? `A rank below safe manning on ${vessels} ${vessels === 1 ? "vessel" : "vessels"}.`
          : `Every vessel keeps its safe manning for the next ${DAYS} days.`
      }
      links={
        <div className="flex flex-wrap gap-x-4 gap-y-1 sm:justify-end">
          <Link to="/planning" className={FIGURE_LINK}>
            Open the planning board
          </Link>
          <Link to="/alerts#manning-gaps" className={FIGURE_LINK}>
            View manning gaps
          </Link>
        </div>
      }
    />
  );
}
