// A vessel's month: each seafarer's month, findings highlighted, Countersign (one, or all signed at once). The office picks the vessel;
// the master aboard sees their own vessel only (MasterVesselMonth).
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { QueryState } from "@/components/query-state";
import { useUrlVessel } from "@/features/vessels";
import { appToday } from "@/lib/today";
import { useUrlFilters } from "@/lib/use-url-filters";
import { vesselMonthQuery } from "../api";
import { CountersignAll } from "./countersign-all";
import { MonthPicker } from "./month-picker";
import { SeafarerMonthCard } from "./seafarer-month-card";

function VesselMonthBody({ vesselId, month }: { vesselId: string; month: string }) {
  const query = useQuery(vesselMonthQuery(vesselId, month));
  return (
    <QueryState
      query={query}
      label="Loading the vessel's month"
      error="Could not load the vessel's month"
      retry
      loadingRows={4}
      rowClassName="h-16"
      isEmpty={(d) => d.seafarers.length === 0}
      empty={
        <p className="text-sm text-muted-foreground">Nobody aboard recorded hours of rest this month.</p>
      }
    >
      {(d) => (
        <div className="space-y-3">
          <CountersignAll data={d} />
          <ul className="space-y-3" aria-label="Seafarers">
            {d.seafarers.map((s) => (
              <SeafarerMonthCard key={s.crewMemberId} s={s} month={month} />
            ))}
          </ul>
        </div>
      )}
    </QueryState>
  );
}

/** The month in the URL (this month by default) and how to pick another. */
function useUrlMonth() {
  const f = useUrlFilters();
  return { month: f.get("month") || appToday().slice(0, 7), setMonth: (m: string) => f.set({ month: m }) };
}

/** A vessel's month: the toolbar (what names the vessel, then the month picker) over the seafarers. */
function MonthOfVessel({ vessel, body }: { vessel: ReactNode; body: ReactNode }) {
  const { month, setMonth } = useUrlMonth();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        {vessel}
        <MonthPicker month={month} onMonth={setMonth} />
      </div>
      {body}
    </div>
  );
}

export function VesselMonthView() {
  const { month } = useUrlMonth();
  const { vesselId, noVessels, picker } = useUrlVessel("rest-vessel-month");
  const body = noVessels ? (
    <p className="text-sm text-muted-foreground">No vessels.</p>
  ) : (
    <VesselMonthBody vesselId={vesselId} month={month} />
  );
  return <MonthOfVessel vessel={picker} body={body} />;
}

/** The master's view of the vessel they command: the seafarers aboard, to read and countersign. */
export function MasterVesselMonth({ vesselId, vesselName }: { vesselId: string; vesselName: string }) {
  const { month } = useUrlMonth();
  return (
    <MonthOfVessel
      vessel={<p className="text-sm font-medium">{vesselName}</p>}
      body={<VesselMonthBody vesselId={vesselId} month={month} />}
    />
  );
}
