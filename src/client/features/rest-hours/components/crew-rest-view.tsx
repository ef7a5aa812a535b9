// A crew user's Hours of Rest: their own month; and, for the master aboard a vessel, a second tab with
// the vessel's month to read and countersign, and its port paperwork (crew lists, effects, inspection
// pack). The tab is in the URL.
import { useQuery } from "@tanstack/react-query";
import { ViewTabs } from "@/components/view-tabs";
import { PortPaperworkPanel } from "@/features/port-paperwork";
import { appToday } from "@/lib/today";
import { useUrlFilters } from "@/lib/use-url-filters";
import { restRangeQuery } from "../api";
import { restMonthRange } from "../grid-model";
import { RestMonthView } from "./rest-month-view";
import { MasterVesselMonth } from "./vessel-month-view";

export function CrewRestView({ crewId }: { crewId: string }) {
  const f = useUrlFilters();
  const month = /^\d{4}-\d{2}$/.test(f.get("month")) ? f.get("month") : appToday().slice(0, 7);
  const { from, to } = restMonthRange(month, appToday());
  // The same query as the month view's (one request): it says whether this seafarer is a master.
  const master = useQuery(restRangeQuery(crewId, from, to)).data?.masterOf ?? null;
  const own = <RestMonthView crewId={crewId} month={month} onMonth={(m) => f.set({ month: m })} />;
  if (!master) return own;
  return (
    <ViewTabs
      // three tabs don't fit a phone's width in one line: they wrap
      listClassName="h-auto max-w-full flex-wrap justify-start"
      tabs={[
        { value: "own", label: "My record", content: own },
        {
          value: "vessel",
          label: "Vessel month (master)",
          content: <MasterVesselMonth vesselId={master.vesselId} vesselName={master.vesselName} />,
        },
        {
          value: "paperwork",
          label: "Port paperwork",
          content: <PortPaperworkPanel vesselId={master.vesselId} linkRecords={false} headingLevel={2} />,
        },
      ]}
    />
  );
}
