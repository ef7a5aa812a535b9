// Overview report: the four figures with real trends, the Compliance Rate bar, Document Compliance per
// severity and Crew Status Distribution as charts with their numbers.

import type { Trend } from "@shared/dashboard";
import { severityLabel } from "@shared/expiry";
import type { OverviewReport } from "@shared/reports";
import { COMPLIANT_DEFINITION } from "@shared/required-certificates";
import { SEVERITY_LEVELS } from "@shared/severity";
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { SEVERITY_CHART_COLORS } from "@/components/severity-badge";
import { Card, CardContent } from "@/components/ui/card";
import { reportTable } from "../report-table";
import { AXIS_TICK, CHART_COLORS, ChartFigure, FigureList, TOOLTIP_PROPS } from "./chart-figure";
import { ReportDataTable } from "./report-data-table";

const STATUS_COLORS: Record<string, string> = {
  active: CHART_COLORS.green,
  onLeave: CHART_COLORS.amber,
  inactive: CHART_COLORS.muted,
};
const STATUS_LABELS: Record<string, string> = { active: "Active", onLeave: "On Leave", inactive: "Inactive" };

function trendLabel(t: Trend, days: number): string {
  if (t.changePercent === null) return `No figure ${days} days ago to compare`;
  if (t.changePercent === 0) return `Unchanged vs ${days} days ago`;
  return `${t.changePercent > 0 ? "+" : ""}${t.changePercent}% vs ${days} days ago`;
}

function Figure({
  title,
  value,
  note,
  testId,
}: {
  title: string;
  value: string | number;
  note: string;
  testId: string;
}) {
  return (
    <Card className="gap-1 py-4" data-testid={testId}>
      <CardContent>
        <p className="text-sm text-muted-foreground">{title}</p>
        <p className="text-2xl font-bold tabular-nums" data-testid={`${testId}-value`}>
          {value}
        </p>
        <p className="text-xs text-muted-foreground">{note}</p>
      </CardContent>
    </Card>
  );
}

export function OverviewReportView({ report }: { report: OverviewReport }) {
  const severity = SEVERITY_LEVELS.map((s) => ({
    key: s,
    name: severityLabel(s),
    count: report.documentCompliance[s],
  }));
  const status = report.crewStatus.map((c) => ({ ...c, name: STATUS_LABELS[c.status] ?? c.status }));
  const rate = report.complianceRate;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Figure
          testId="overview-active-crew"
          title="Active Crew"
          value={report.activeCrew.value}
          note={trendLabel(report.activeCrew, report.days)}
        />
        <Figure
          testId="overview-active-vessels"
          title="Active Vessels"
          value={report.activeVessels.value}
          note={trendLabel(report.activeVessels, report.days)}
        />
        <Figure
          testId="overview-pending-actions"
          title="Pending Actions"
          value={report.pendingActions.value}
          note={trendLabel(report.pendingActions, report.days)}
        />
        <Card className="gap-1 py-4" data-testid="overview-compliance-rate">
          <CardContent>
            <p className="text-sm text-muted-foreground">Compliance Rate</p>
            <p className="text-2xl font-bold tabular-nums">{rate === null ? "—" : `${rate}%`}</p>
            <div
              role="progressbar"
              aria-label="Compliance Rate"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={rate ?? 0}
              className="mt-2 h-2 w-full overflow-hidden rounded-full bg-muted print:border"
            >
              <div className="h-full bg-compliance-green" style={{ width: `${rate ?? 0}%` }} />
            </div>
            <p className="mt-1 text-xs text-muted-foreground">
              {rate === null ? "Nobody aboard" : COMPLIANT_DEFINITION}
            </p>
          </CardContent>
        </Card>
      </div>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <ChartFigure
          testId="chart-document-compliance"
          title="Document Compliance"
          description={`Documents expired or expiring within ${report.days} days, by severity`}
          summary={severity.map((s) => `${s.name} ${s.count}`).join(", ")}
          figures={
            <FigureList
              items={severity.map((s) => ({
                label: s.name,
                value: s.count,
                color: SEVERITY_CHART_COLORS[s.key],
              }))}
            />
          }
        >
          <ResponsiveContainer width="100%" height="100%">
            {/* bars run sideways: each level's name has a row of its own, so no two labels overlap at
                any width however many levels there are */}
            <BarChart data={severity} layout="vertical" margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" horizontal={false} />
              <XAxis type="number" allowDecimals={false} tick={AXIS_TICK} />
              <YAxis
                type="category"
                dataKey="name"
                tick={AXIS_TICK}
                interval={0}
                width={72}
                tickFormatter={(v: string) => v.split(" ")[0]}
              />
              <Tooltip {...TOOLTIP_PROPS} />
              <Bar dataKey="count" name="Documents" isAnimationActive={false}>
                {severity.map((s) => (
                  <Cell key={s.key} fill={SEVERITY_CHART_COLORS[s.key]} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </ChartFigure>
        <ChartFigure
          testId="chart-crew-status"
          title="Crew Status Distribution"
          description="All crew on file, by status"
          summary={
            status.length ? status.map((s) => `${s.name} ${s.count} (${s.percent}%)`).join(", ") : "No crew"
          }
          figures={
            status.length ? (
              <FigureList
                items={status.map((s) => ({
                  label: s.name,
                  value: `${s.count} (${s.percent}%)`,
                  color: STATUS_COLORS[s.status] ?? CHART_COLORS.navy,
                }))}
              />
            ) : (
              <p className="text-sm text-muted-foreground">No crew members on file.</p>
            )
          }
        >
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={status} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
              <XAxis dataKey="name" tick={AXIS_TICK} />
              <YAxis allowDecimals={false} tick={AXIS_TICK} />
              <Tooltip {...TOOLTIP_PROPS} />
              <Bar dataKey="count" name="Crew" isAnimationActive={false}>
                {status.map((s) => (
                  <Cell key={s.status} fill={STATUS_COLORS[s.status] ?? CHART_COLORS.navy} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </ChartFigure>
      </div>
      <ReportDataTable table={reportTable(report)} />
    </div>
  );
}
