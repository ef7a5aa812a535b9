// The office's month of one vessel: each seafarer's month, findings highlighted, Countersign.
import { useQuery } from "@tanstack/react-query";
import { QueryState } from "@/components/query-state";
import { useVesselOptions } from "@/features/vessels/api";
import { appToday } from "@/lib/today";
import { useUrlState } from "@/lib/use-url-state";
import { vesselMonthQuery } from "../api";
import { MonthPicker } from "./month-picker";
import { SeafarerMonthCard } from "./seafarer-month-card";
import { VesselSelect } from "./vessel-select";

export function VesselMonthView() {
  const f = useUrlState();
  const vessels = useVesselOptions();
  const vesselId = f.get("vessel") || vessels.data?.[0]?.id || "";
  const month = f.get("month") || appToday().slice(0, 7);
  const query = useQuery(vesselMonthQuery(vesselId, month));
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <VesselSelect value={vesselId} onChange={(v) => f.set({ vessel: v })} vessels={vessels.data ?? []} />
        <MonthPicker month={month} onMonth={(m) => f.set({ month: m })} />
      </div>
      {vesselId === "" && !vessels.isPending ? (
        <p className="text-sm text-muted-foreground">No vessels.</p>
      ) : (
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
            <ul className="space-y-3" aria-label="Seafarers">
              {d.seafarers.map((s) => (
                <SeafarerMonthCard key={s.crewMemberId} s={s} month={month} />
              ))}
            </ul>
          )}
        </QueryState>
      )}
    </div>
  );
}
