// Reports & Analytics screen (/reports, spec §2): admin only. Report type and day range selectors (the
// range really filters the data, DESIGN §5), charts with their numbers, and Export CSV per type.
// Recharts is imported only by this lazy route module, so it stays out of the first chunk.
import {
  DEFAULT_REPORT_RANGE,
  REPORT_RANGE_LABELS,
  REPORT_RANGES,
  REPORT_TYPE_LABELS,
  REPORT_TYPES,
  type Report,
  type ReportRange,
  type ReportType,
} from "@shared/reports";
import { Printer } from "lucide-react";
import { useState } from "react";
import { AccessRestricted } from "@/components/access-restricted";
import { ExportButtons } from "@/components/export-buttons";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Can } from "@/features/auth";
import {
  ComplianceReportView,
  CrewAnalysisReportView,
  OverviewReportView,
  RANGE_MEANING,
  reportExportRows,
  reportFileName,
  VesselUtilizationReportView,
} from "@/features/reports";
import { useReport } from "@/features/reports/api";
import type { CsvCell } from "@/lib/csv";
import { type CsvExport, useCsvExport } from "@/lib/csv-export";

export function ReportsPage() {
  return (
    <Can
      permission="reports:read"
      fallback={<AccessRestricted message="Reports are only available to administrators." />}
    >
      <Reports />
    </Can>
  );
}

function reportExport(report: Report): CsvExport<CsvCell[]> {
  return {
    fetchAll: async () => reportExportRows(report),
    rows: (rows) => [...rows],
    fileName: () => reportFileName(report),
    report: `${REPORT_TYPE_LABELS[report.type]} report`,
    emptyText: "No report data to export",
    failureText: "Unable to export report. Please try again.",
    allowEmpty: true,
  };
}

function Reports() {
  const [type, setType] = useState<ReportType>("overview");
  const [days, setDays] = useState<ReportRange>(DEFAULT_REPORT_RANGE);
  const query = useReport(type, days);
  const csv = useCsvExport();
  // keepPreviousData shows the last report while the next loads; only show it when it is the one asked for.
  const report = query.data && query.data.type === type ? query.data : undefined;

  return (
    <>
      <PageHeader
        title="Reports & Analytics"
        description="Fleet, compliance and crew figures, computed from live data"
        actions={
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button variant="outline" onClick={() => window.print()}>
              <Printer aria-hidden /> Print
            </Button>
            <ExportButtons
              variant="default"
              csvLabel="Export CSV"
              onExport={(format) => report && void csv.run(reportExport(report), format)}
              busy={csv.exportingFormat}
              disabled={!report || query.isFetching}
            />
          </div>
        }
      />
      <div className="mb-2 flex flex-col gap-4 sm:flex-row sm:items-end print:hidden">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="report-type">Report type</Label>
          <Select value={type} onValueChange={(v) => setType(v as ReportType)}>
            <SelectTrigger id="report-type" className="w-full sm:w-56" aria-label="Report type">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {REPORT_TYPES.map((t) => (
                <SelectItem key={t} value={t}>
                  {REPORT_TYPE_LABELS[t]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="report-range">Date range</Label>
          <Select value={String(days)} onValueChange={(v) => setDays(Number(v) as ReportRange)}>
            <SelectTrigger id="report-range" className="w-full sm:w-40" aria-label="Date range">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {REPORT_RANGES.map((d) => (
                <SelectItem key={d} value={String(d)}>
                  {REPORT_RANGE_LABELS[d]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <p className="mb-6 text-sm text-muted-foreground" data-testid="range-meaning">
        <span className="hidden print:inline">
          {REPORT_TYPE_LABELS[type]} · {REPORT_RANGE_LABELS[days]} ·{" "}
        </span>
        {RANGE_MEANING[type](days)}
      </p>
      <div
        aria-busy={query.isFetching}
        data-testid="report-body"
        data-report={report ? `${report.type}-${report.days}` : ""}
      >
        {query.isError ? (
          <Card>
            <CardContent className="flex flex-wrap items-center gap-3">
              <p role="alert">Failed to load the report: {query.error.message}</p>
              <Button variant="outline" onClick={() => query.refetch()}>
                Retry
              </Button>
            </CardContent>
          </Card>
        ) : !report ? (
          <div className="flex flex-col gap-6" role="status" aria-label="Loading report">
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-72 w-full" />
          </div>
        ) : (
          <ReportView report={report} />
        )}
      </div>
    </>
  );
}

function ReportView({ report }: { report: Report }) {
  switch (report.type) {
    case "overview":
      return <OverviewReportView report={report} />;
    case "compliance":
      return <ComplianceReportView report={report} />;
    case "crew-analysis":
      return <CrewAnalysisReportView report={report} />;
    case "vessel-utilization":
      return <VesselUtilizationReportView report={report} />;
  }
}
