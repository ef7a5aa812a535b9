// Compliance report: documents expiring per week over the range, and the table of the spec or its empty text.

import { formatDisplayDate } from "@shared/dates";
import { severityLabel } from "@shared/expiry";
import type { ComplianceReport } from "@shared/reports";
import { SEVERITY_LEVELS } from "@shared/severity";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Card, CardContent } from "@/components/ui/card";
import { reportTable } from "../report-table";
import { AXIS_TICK, CHART_COLORS, ChartFigure, FigureList, TOOLTIP_PROPS } from "./chart-figure";
import { ReportDataTable } from "./report-data-table";

export function ComplianceReportView({ report }: { report: ComplianceReport }) {
  const weekly = report.weekly.map((w) => ({ ...w, name: formatDisplayDate(w.start).slice(0, 6) }));
  const inWeeks = weekly.reduce((n, w) => n + w.count, 0);
  return (
    <div className="flex flex-col gap-6">
      <ChartFigure
        testId="chart-weekly-expiry"
        title="Documents Expiring per Week"
        description={`Week 1 starts today; ${report.days} days ahead`}
        summary={`${inWeeks} documents expire in the next ${report.days} days; ${report.counts.expired} already expired`}
        figures={
          <FigureList
            items={[
              ...SEVERITY_LEVELS.map((s) => ({
                label: severityLabel(s),
                value: report.counts[s],
              })),
              { label: "Total", value: report.total },
            ]}
          />
        }
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={weekly} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
            <XAxis dataKey="name" tick={AXIS_TICK} minTickGap={8} />
            <YAxis allowDecimals={false} tick={AXIS_TICK} />
            <Tooltip {...TOOLTIP_PROPS} labelFormatter={(l) => `Week of ${l}`} />
            <Bar dataKey="count" name="Documents" fill={CHART_COLORS.amber} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </ChartFigure>
      {report.total === 0 ? (
        <Card>
          <CardContent>
            <p data-testid="compliance-empty" className="py-6 text-center text-muted-foreground">
              No compliance issues found. All documents are up to date.
            </p>
          </CardContent>
        </Card>
      ) : (
        <ReportDataTable
          table={reportTable(report)}
          footer={
            report.rows.length < report.total ? (
              <p className="mt-3 text-sm text-muted-foreground">
                Showing the {report.rows.length} soonest of {report.total} documents.
              </p>
            ) : null
          }
        />
      )}
    </div>
  );
}
