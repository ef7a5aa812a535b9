// The office's Wages: a vessel's month (the portage bill and each seafarer's account), the employment
// agreements, the wage scales and the wage policy. The tab is in the URL.
import { ViewTabs } from "@/components/view-tabs";
import { OfficeAgreements } from "./office-agreements";
import { OfficePortageView } from "./vessel-portage-view";
import { WagePolicyCard } from "./wage-policy-card";
import { WageScalesCard } from "./wage-scales-card";

const TABS = [
  { value: "bill", label: "Portage bill", content: <OfficePortageView /> },
  { value: "agreements", label: "Agreements", content: <OfficeAgreements /> },
  { value: "scales", label: "Wage scales", content: <WageScalesCard /> },
  { value: "policy", label: "Wage policy", content: <WagePolicyCard /> },
];

export function OfficeWagesView() {
  return <ViewTabs tabs={TABS} listClassName="h-auto max-w-full flex-wrap justify-start" />;
}
