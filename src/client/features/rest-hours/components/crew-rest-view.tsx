// A crew user's Hours of Rest: their own month; and, for the master aboard a vessel, a second tab with
// the vessel's month to read and countersign, and its port paperwork (crew lists, effects, inspection
// pack). The tab is in the URL.
import { useQuery } from "@tanstack/react-query";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
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
  const view = f.get("view");
  const tab = view === "vessel" || view === "paperwork" ? view : "own";
  return (
    <Tabs value={tab} onValueChange={(v) => f.set({ view: v === "own" ? null : v })}>
      {/* three tabs don't fit a phone's width in one line: they wrap */}
      <TabsList className="h-auto max-w-full flex-wrap justify-start">
        <TabsTrigger value="own">My record</TabsTrigger>
        <TabsTrigger value="vessel">Vessel month (master)</TabsTrigger>
        <TabsTrigger value="paperwork">Port paperwork</TabsTrigger>
      </TabsList>
      <TabsContent value="own" className="mt-4">
        {own}
      </TabsContent>
      <TabsContent value="vessel" className="mt-4">
        <MasterVesselMonth vesselId={master.vesselId} vesselName={master.vesselName} />
      </TabsContent>
      <TabsContent value="paperwork" className="mt-4">
        <PortPaperworkPanel vesselId={master.vesselId} linkRecords={false} headingLevel={2} />
      </TabsContent>
    </Tabs>
  );
}
