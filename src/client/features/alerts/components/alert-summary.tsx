// The alerts screen's summary: the "Active Alerts" banner and the four cards (total, critical, warning,
// info) from GET /api/alerts/summary, with the windows the server applies.
import { useQuery } from "@tanstack/react-query";
import { AlertTriangle, Bell, Clock, Info } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { alertSummaryOptions } from "../api";

export function AlertSummary({ days }: { days: number }) {
  const summary = useQuery(alertSummaryOptions(days));
  const s = summary.data;
  const cards = [
    { label: "Total Alerts", value: s?.total, icon: Bell, tone: "text-ocean-blue" },
    {
      label: `Critical (≤${s?.windows.critical ?? 7} days)`,
      value: s?.critical,
      icon: AlertTriangle,
      tone: "text-destructive",
    },
    {
      label: `Warning (≤${s?.windows.warning ?? 15} days)`,
      value: s?.warning,
      icon: Clock,
      tone: "text-warning-amber",
    },
    { label: `Info (≤${s?.windows.info ?? 30} days)`, value: s?.info, icon: Info, tone: "text-ocean-blue" },
  ];

  return (
    <>
      {s && s.total > 0 && (
        <div
          role="status"
          className="mb-6 flex flex-wrap items-center gap-2 rounded-md border border-warning-amber/40 bg-warning-amber/10 px-4 py-3 text-sm"
        >
          <AlertTriangle className="size-4 text-warning-amber" aria-hidden />
          <span>
            <strong>Active Alerts:</strong> {s.total} documents require attention
            {s.critical > 0 && (
              <span className="font-medium text-red-700 dark:text-red-400"> ({s.critical} critical)</span>
            )}
          </span>
        </div>
      )}
      <div className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map(({ label, value, icon: Icon, tone }) => (
          <Card key={label} className="py-4">
            <CardContent className="flex items-center justify-between gap-2 px-4">
              <div className="min-w-0">
                <p className="text-sm text-muted-foreground">{label}</p>
                {summary.isLoading ? (
                  <Skeleton className="mt-1 h-7 w-10" />
                ) : (
                  <p className="text-2xl font-bold">{summary.isError ? "–" : value}</p>
                )}
              </div>
              <Icon className={`size-6 shrink-0 ${tone}`} aria-hidden />
            </CardContent>
          </Card>
        ))}
      </div>
    </>
  );
}
