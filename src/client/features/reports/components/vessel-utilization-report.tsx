// Vessel Utilization report: crew assigned against capacity per vessel, as a bar chart and the table.
import type { VesselUtilizationReport } from "@shared/reports";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Card, CardContent } from "@/components/ui/card";
import { reportTable } from "../report-table";
import { AXIS_TICK, CHART_COLORS, ChartFigure, FigureList, TOOLTIP_PROPS } from "./chart-figure";
import { ReportDataTable } from "./report-data-table";

export function VesselUtilizationReportView({ report }: { report: VesselUtilizationReport }) {
  const assigned = report.rows.reduce((n, r) => n + r.crewAssigned, 0);
  const capacity = report.rows.reduce((n, r) => n + r.capacity, 0);
  if (report.rows.length === 0) {
    return (
      <Card>
        <CardContent>
          <p className="py-6 text-center text-muted-foreground">No vessels found</p>
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <ChartFigure
        testId="chart-utilization"
        title="Utilization by Vessel"
        description="Crew assigned as a share of capacity"
        summary={report.rows.map((r) => `${r.name} ${r.utilization}%`).join(", ")}
        figures={
          <FigureList
            items={[
              { label: "Vessels", value: report.rows.length },
              { label: "Crew assigned", value: assigned },
              { label: "Capacity", value: capacity },
              {
                label: "Overall",
                value: report.averageUtilization === null ? "—" : `${report.averageUtilization}%`,
              },
            ]}
          />
        }
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={report.rows} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
            <XAxis dataKey="name" tick={AXIS_TICK} minTickGap={4} />
            <YAxis unit="%" allowDecimals={false} tick={AXIS_TICK} />
            <Tooltip {...TOOLTIP_PROPS} formatter={(v) => [`${v}%`, "Utilization"]} />
            <Bar
              dataKey="utilization"
              name="Utilization"
              fill={CHART_COLORS.blue}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </ChartFigure>
      <ReportDataTable table={reportTable(report)} />
    </div>
  );
}
