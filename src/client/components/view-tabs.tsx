// Tabs whose open tab is in the URL (`?view=`, absent for the first tab), so a reload or a shared link
// opens the same one; an unknown view opens the first.
import type { ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useUrlFilters } from "@/lib/use-url-filters";

export interface ViewTab {
  value: string;
  label: string;
  content: ReactNode;
}

export function ViewTabs({ tabs, listClassName }: { tabs: ViewTab[]; listClassName?: string }) {
  const f = useUrlFilters();
  const view = f.get("view");
  const first = tabs[0].value;
  const tab = tabs.some((t) => t.value === view) ? view : first;
  return (
    <Tabs value={tab} onValueChange={(v) => f.set({ view: v === first ? null : v })}>
      <TabsList className={listClassName}>
        {tabs.map((t) => (
          <TabsTrigger key={t.value} value={t.value}>
            {t.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((t) => (
        <TabsContent key={t.value} value={t.value} className="mt-4">
          {t.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}
