// The alerts screen's summary: the "Active Alerts" banner and a card per level of the one scale (total,
// expired, critical, warning, info, upcoming) from GET /api/alerts/summary, with the server's windows.
import { severityLabel } from "@shared/expiry";
import { useQuery } from "@tanstack/react-query";
import { AlertTriangle, Bell, CalendarClock, Clock, Info, XCircle } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { Skeleton } from "@/components/ui/skeleton";
import { alertSummaryOptions } from "../api";

export function AlertSummary({ days }: { days: number }) {
  const summary = useQuery(alertSummaryOptions(days));
  const s = summary.data;
  const w = s?.windows;
  const cards = [
    { label: "Total Alerts", value: s?.total, icon: Bell, tone: "text-ocean-blue" },
    { label: severityLabel("expired", w), value: s?.expired, icon: XCircle, tone: "text-destructive" },
    {
      label: severityLabel("critical", w),
      value: s?.critical,
      icon: AlertTriangle,
      tone: "text-destructive",
    },
    { label: severityLabel("warning", w), value: s?.warning, icon: Clock, tone: "text-warning-amber" },
    { label: severityLabel("info", w), value: s?.info, icon: Info, tone: "text-ocean-blue" },
    {
      label: severityLabel("upcoming", w),
      value: s?.upcoming,
      icon: CalendarClock,
      tone: "text-muted-foreground",
    },
  ];

  return (
    <>
      {s && s.total > 0 && (
        <Notice role="status" icon={AlertTriangle} className="mb-6">
          <strong>Active Alerts:</strong> {s.total} documents due within {days} days
          {s.expired + s.critical > 0 && (
            <span className="font-medium text-red-700 dark:text-red-400">
              {" "}
              ({s.expired} expired, {s.critical} critical)
            </span>
          )}
        </Notice>
      )}
      <div className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-3 2xl:grid-cols-6">
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
