// The alerts screen's "Manning gaps" section: a rank below a vessel's safe manning on
// some day of the next 30, one row per vessel, rank and first short day, soonest first, with its severity
// (days until it starts, on the alert windows) and a link to the planning board on that vessel, where the
// gap opens the best-match relievers. A gap closed by a planned relief is gone from the next answer.
import { gapPeriodText, planningHref, type TManningGapAlert } from "@shared/manning-alerts";
import { MANNING_GAP_DAYS as DAYS } from "@shared/manning-window";
import { useQuery } from "@tanstack/react-query";
import { UsersRound } from "lucide-react";
import { SeverityBadge } from "@/components/severity-badge";
import { Badge } from "@/components/ui/badge";
import { manningGapAlertsOptions } from "../api";
import { useAlertFilters } from "./alert-filters";
import { ALERT_SECTIONS } from "./alert-jump-list";
import { AlertRowShell, AlertRows } from "./alert-rows";
import { AlertSection } from "./alert-section";

const SHOWN = 50;

function GapRow({ g }: { g: TManningGapAlert }) {
  return (
    <AlertRowShell
      testId="manning-gap-row"
      heading={
        <>
          <span className="font-medium">{g.vesselName}</span>
          <Badge variant="outline">Manning gap</Badge>
          <SeverityBadge severity={g.severity} />
        </>
      }
      to={planningHref(g.vesselId)}
      action="Find a reliever"
      actionLabel={`Find a reliever: ${g.rank} on ${g.vesselName}`}
    >
      <p>
        {g.rank}: {g.planned} of {g.required} aboard (short by {g.shortBy})
      </p>
      <p className="text-muted-foreground">{gapPeriodText(g, DAYS)}</p>
    </AlertRowShell>
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
      <AlertRows
        query={list}
        what="manning gaps"
        clear={`Every vessel keeps its safe manning for the next ${DAYS} days`}
        more={(data) =>
          data.length > SHOWN &&
          `Showing the first ${SHOWN} of ${data.length}. Filter by vessel, or open the planning board.`
        }
      >
        {(data) => data.slice(0, SHOWN).map((g) => <GapRow key={g.id} g={g} />)}
      </AlertRows>
    </AlertSection>
  );
}
