// The dashboard's hours-of-rest card (office, admin): the last 30 days' non-conformities and what waits.
import { useQuery } from "@tanstack/react-query";
import { Clock } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { restSummaryQuery } from "../api";

export function RestSummaryCard() {
  const { data, isPending, isError } = useQuery(restSummaryQuery(30));
  const rows = data
    ? ([
        [`Non-conformities (30 days)`, data.nonConformities, "/rest-hours?view=list"],
        ["Seafarers concerned", data.seafarers, "/rest-hours?view=list"],
        ["Not recorded yesterday", data.notRecordedYesterday, "/rest-hours"],
        ["Last month unsigned", data.unsignedLastMonth, "/rest-hours"],
        ["Awaiting countersignature", data.awaitingCountersign, "/rest-hours"],
      ] as const)
    : [];
  return (
    <Card data-testid="rest-summary-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Clock aria-hidden className="size-4" /> Hours of Rest
        </CardTitle>
      </CardHeader>
      <CardContent>
        {isPending && <Skeleton className="h-24 w-full" />}
        {isError && (
          <p className="text-sm text-muted-foreground">Failed to fetch the hours-of-rest summary</p>
        )}
        {data && (
          <dl className="grid gap-1 text-sm">
            {rows.map(([label, value, to]) => (
              <div key={label} className="flex justify-between gap-2">
                <dt>
                  <Link to={to} className="hover:underline">
                    {label}
                  </Link>
                </dt>
                <dd
                  className={
                    label.startsWith("Non") && value > 0
                      ? "font-semibold text-red-700 dark:text-red-400"
                      : "font-semibold"
                  }
                >
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
