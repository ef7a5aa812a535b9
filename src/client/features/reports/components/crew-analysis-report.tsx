// Crew Analysis report: crew and contract statistics, with nationality and rank breakdown charts.
import type { CrewAnalysisReport } from "@shared/reports";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { reportTable } from "../report-table";
import { AXIS_TICK, CHART_COLORS, ChartFigure, FigureList, TOOLTIP_PROPS } from "./chart-figure";
import { ReportDataTable } from "./report-data-table";

function Breakdown({
  title,
  data,
  color,
  testId,
}: {
  title: string;
  data: { label: string; count: number }[];
  color: string;
  testId: string;
}) {
  return (
    <ChartFigure
      testId={testId}
      title={title}
      description="Top 10 among all crew on file"
      summary={data.length ? data.map((d) => `${d.label} ${d.count}`).join(", ") : "No crew"}
      figures={
        data.length ? (
          <FigureList items={data.map((d) => ({ label: d.label, value: d.count }))} />
        ) : (
          <p className="text-sm text-muted-foreground">No crew members on file.</p>
        )
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ top: 0, right: 8, left: 8, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={AXIS_TICK} />
          <YAxis type="category" dataKey="label" width={96} interval={0} tick={AXIS_TICK} />
          <Tooltip {...TOOLTIP_PROPS} />
          <Bar dataKey="count" name="Crew" fill={color} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

export function CrewAnalysisReportView({ report }: { report: CrewAnalysisReport }) {
  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <Breakdown
          testId="chart-nationality"
          title="Nationality Breakdown"
          data={report.nationalities}
          color={CHART_COLORS.blue}
        />
        <Breakdown testId="chart-rank" title="Rank Breakdown" data={report.ranks} color={CHART_COLORS.navy} />
      </div>
      <ReportDataTable table={reportTable(report)} />
    </div>
  );
}
