// The alerts screen's "Manning gaps" section: a rank below a vessel's safe manning on
// some day of the next 30, one row per vessel, rank and first short day, soonest first, with its severity
// (days until it starts, on the alert windows) and a link to the planning board on that vessel, where the
// gap opens the best-match relievers. A gap closed by a planned relief is gone from the next answer.
import { gapPeriodText, planningHref, type TManningGapAlert } from "@shared/manning-alerts";
import { MANNING_GAP_DAYS as DAYS } from "@shared/manning-window";
import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, UsersRound } from "lucide-react";
import { Link } from "react-router";
import { LoadingRows, QueryState } from "@/components/query-state";
import { SeverityBadge } from "@/components/severity-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { manningGapAlertsOptions } from "../api";
import { useAlertFilters } from "./alert-filters";
import { ALERT_SECTIONS } from "./alert-jump-list";
import { AlertSection } from "./alert-section";

const SHOWN = 50;

function GapRow({ g }: { g: TManningGapAlert }) {
  return (
    <li
      className="flex flex-col gap-2 p-4 text-sm sm:flex-row sm:items-center sm:justify-between"
      data-testid="manning-gap-row"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{g.vesselName}</span>
          <Badge variant="outline">Manning gap</Badge>
          <SeverityBadge severity={g.severity} />
        </div>
        <p>
          {g.rank}: {g.planned} of {g.required} aboard (short by {g.shortBy})
        </p>
        <p className="text-muted-foreground">{gapPeriodText(g, DAYS)}</p>
      </div>
      <Button variant="outline" size="sm" asChild className="sm:shrink-0">
        <Link to={planningHref(g.vesselId)} aria-label={`Find a reliever: ${g.rank} on ${g.vesselName}`}>
          Find a reliever
        </Link>
      </Button>
    </li>
  );
}

export function ManningGapsList() {
  const { vesselId } = useAlertFilters(DAYS);
  const list = useQuery(manningGapAlertsOptions(DAYS, vesselId));
  return (
    <AlertSection
      {...ALERT_SECTIONS.gaps}
      icon={<UsersRound className="size-4 text-red-700 dark:text-red-400" aria-hidden />}
      count={list.data?.length}
      note={list.data && list.data.length > 0 && `within ${DAYS} days`}
    >
      <QueryState
        query={list}
        label="Loading manning gaps"
        error="Failed to fetch manning gaps."
        retry
        loading={
          <div className="p-4">
            <LoadingRows label="Loading manning gaps" rows={3} className="h-14" />
          </div>
        }
        empty={
          <div className="flex flex-col items-center gap-1 p-8 text-center">
            <CheckCircle2 className="size-8 text-compliance-green" aria-hidden />
            <p className="font-medium">No manning gaps</p>
            <p className="text-sm text-muted-foreground">
              Every vessel keeps its safe manning for the next {DAYS} days
            </p>
          </div>
        }
      >
        {(data) => (
          <>
            <ul aria-label="Manning gaps" className="divide-y">
              {data.slice(0, SHOWN).map((g) => (
                <GapRow key={g.id} g={g} />
              ))}
            </ul>
            {data.length > SHOWN && (
              <p className="border-t p-3 text-center text-xs text-muted-foreground">
                Showing the first {SHOWN} of {data.length}. Filter by vessel, or open the planning board.
              </p>
            )}
          </>
        )}
      </QueryState>
    </AlertSection>
  );
}
