// Dashboard crew overview (spec §2, admin and office staff): Add Crew and Export buttons and a short
// list of crew (the first 6 by name), with a link to the full Crew Management screen.
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { appToday } from "@/lib/today";
import { useCrewList } from "../api";
import { AddCrewDialog } from "./add-crew-dialog";
import { ContractBadge, DaysRemainingRing } from "./contract-status";
import { CrewExportButton } from "./crew-export-button";

const SHOWN = 6;

export function CrewOverview() {
  const list = useCrewList({}, 0);
  const today = appToday();
  const rows = (list.data?.items ?? []).slice(0, SHOWN);
  return (
    <Card aria-labelledby="crew-overview-title">
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <CardTitle id="crew-overview-title">Crew Overview</CardTitle>
          <CardDescription>
            {list.data ? `${list.data.total} crew members` : "Crew members and their contracts"}
          </CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <CrewExportButton label="Export" />
          <AddCrewDialog />
        </div>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <div className="space-y-3">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : list.isError ? (
          <p className="text-sm text-destructive">Failed to fetch crew</p>
        ) : rows.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No crew members found</p>
        ) : (
          <ul className="divide-y">
            {rows.map((m) => (
              <li key={m.id} className="flex items-center gap-3 py-2">
                <DaysRemainingRing contract={m.activeContract} today={today} />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">
                    {m.firstName} {m.lastName}
                  </p>
                  <p className="truncate text-sm text-muted-foreground">
                    {m.rank} · {m.currentVessel?.name ?? "Not assigned"}
                  </p>
                </div>
                <ContractBadge contract={m.activeContract} today={today} />
              </li>
            ))}
          </ul>
        )}
        <Button asChild variant="link" className="mt-2 px-0">
          <Link to="/crew">View all crew</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
