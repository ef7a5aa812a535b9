// The office view (admin, office staff): a vessel's month per seafarer, and the fleet-wide list of
// non-conformities. The tab is in the URL with the filters.
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useUrlFilters } from "@/lib/use-url-filters";
import { FleetNonConformities } from "./fleet-non-conformities";
import { VesselMonthView } from "./vessel-month-view";

export function OfficeRestView() {
  const f = useUrlFilters();
  const tab = f.get("view") === "list" ? "list" : "vessel";
  return (
    <Tabs value={tab} onValueChange={(v) => f.set({ view: v === "list" ? "list" : null, offset: null })}>
      <TabsList className="print:hidden">
        <TabsTrigger value="vessel">Vessel month</TabsTrigger>
        <TabsTrigger value="list">Non-conformities</TabsTrigger>
      </TabsList>
      <TabsContent value="vessel" className="mt-4">
        <VesselMonthView />
      </TabsContent>
      <TabsContent value="list" className="mt-4">
        <FleetNonConformities />
      </TabsContent>
    </Tabs>
  );
}
