// The office's Wages: a vessel's month (the portage bill and each seafarer's account), the employment
// agreements, the wage scales and the wage policy. The tab is in the URL.
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useUrlFilters } from "@/lib/use-url-filters";
import { OfficeAgreements } from "./office-agreements";
import { OfficePortageView } from "./vessel-portage-view";
import { WagePolicyCard } from "./wage-policy-card";
import { WageScalesCard } from "./wage-scales-card";

const TABS = [
  { value: "bill", label: "Portage bill", Component: OfficePortageView },
  { value: "agreements", label: "Agreements", Component: OfficeAgreements },
  { value: "scales", label: "Wage scales", Component: WageScalesCard },
  { value: "policy", label: "Wage policy", Component: WagePolicyCard },
] as const;

export function OfficeWagesView() {
  const f = useUrlFilters();
  const tab = TABS.find((t) => t.value === f.get("view"))?.value ?? "bill";
  return (
    <Tabs value={tab} onValueChange={(v) => f.set({ view: v === "bill" ? null : v })}>
      <TabsList className="h-auto max-w-full flex-wrap justify-start">
        {TABS.map((t) => (
          <TabsTrigger key={t.value} value={t.value}>
            {t.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map((t) => (
        <TabsContent key={t.value} value={t.value} className="mt-4">
          <t.Component />
        </TabsContent>
      ))}
    </Tabs>
  );
}
