// Activity Report tab (spec §2): four tiles, the 50 newest entries of the last 30 days, Refresh, and
// Export Report (every entry as CSV with a BOM; the export is itself logged). The table is windowed by
// VirtualTable once it holds VIRTUALIZE_MIN_ROWS entries.

import { ACTIVITY_TABLE_LIMIT, activityStatusVariant, type TActivityItem } from "@shared/activity";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { format } from "date-fns";
import { Activity, Download, RefreshCw, ShieldCheck, UserCog, Users } from "lucide-react";
import { SectionCard } from "@/components/section-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { TableCell, TableHead } from "@/components/ui/table";
import { VirtualTable } from "@/components/virtual-table";
import { type CsvColumn, recordRows } from "@/lib/csv";
import { useCsvExport } from "@/lib/csv-export";
import { activityKeys, activityReportQuery, fetchAllActivity } from "../api";
import { ActivityFiltersBar, useActivityFilters } from "./activity-filters";

const ROLE_BADGE: Record<string, string> = { admin: "Admin", office_staff: "Office Staff", crew: "Crew" };

const CSV_COLUMNS: CsvColumn<TActivityItem>[] = [
  { header: "Time", value: (r) => format(new Date(r.createdAt), "yyyy-MM-dd HH:mm:ss") },
  { header: "User", value: (r) => r.username ?? "System" },
  { header: "Role", value: (r) => (r.userRole ? (ROLE_BADGE[r.userRole] ?? r.userRole) : "") },
  { header: "Type", value: (r) => r.type },
  { header: "Action", value: (r) => r.action },
  { header: "Description", value: (r) => r.description },
  { header: "Entity Type", value: (r) => r.entityType },
  { header: "Entity ID", value: (r) => r.entityId },
  { header: "Status", value: (r) => r.severity },
  { header: "IP Address", value: (r) => r.ip },
];

function Tile({ label, value, icon: Icon }: { label: string; value: number; icon: typeof Activity }) {
  return (
    <Card className="gap-2 py-4">
      <CardContent className="flex items-center justify-between gap-2 px-4">
        <div>
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="text-2xl font-bold">{value.toLocaleString("en-US")}</p>
        </div>
        <Icon className="size-6 text-ocean-blue" aria-hidden />
      </CardContent>
    </Card>
  );
}

function EmptyState() {
  return (
    <div className="py-8 text-center">
      <Activity className="mx-auto mb-3 size-10 text-muted-foreground" aria-hidden />
      <h3 className="font-semibold">Fresh Start - No Activity Data</h3>
      <p className="mt-1 text-sm text-muted-foreground">
        Activity will be logged here as people use the system:
      </p>
      <ul className="mx-auto mt-3 max-w-sm list-disc space-y-1 pl-6 text-left text-sm text-muted-foreground">
        <li>User login and logout</li>
        <li>Crew member creation, updates and deletion</li>
        <li>Document and contract changes</li>
        <li>Data exports</li>
        <li>Notifications and emails</li>
        <li>Settings changes</li>
      </ul>
    </div>
  );
}

export function ActivityReportTab() {
  const filters = useActivityFilters();
  const query = useQuery({ ...activityReportQuery(filters), placeholderData: keepPreviousData });
  const client = useQueryClient();
  const csv = useCsvExport();
  const total = query.data?.summary.totalActivities ?? 0;
  const filtered = Object.values(filters).some(Boolean);

  const exportReport = async () => {
    const saved = await csv.run({
      fetchAll: () => fetchAllActivity(filters),
      rows: (records) => recordRows(CSV_COLUMNS, records),
      fileName: (now) => `System-Activity-Report-${format(now, "yyyy-MM-dd-HHmm")}.csv`,
      report: "Activity report",
      emptyText: "No activity data found to export",
      emptyVariant: "destructive",
      failureText: "Unable to export activity report. Please try again.",
      successText: (_, records) => `Activity report exported with ${records} records`,
    });
    if (saved) void client.invalidateQueries({ queryKey: activityKeys.all });
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold">Activity Report</h2>
          <p className="text-sm text-muted-foreground">
            {filters.from || filters.to
              ? `System activity from ${filters.from ?? "the start"} to ${filters.to ?? "today"}`
              : "System activity of the last 30 days"}
          </p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => query.refetch()} disabled={query.isFetching}>
            <RefreshCw className={query.isFetching ? "animate-spin" : ""} aria-hidden />
            Refresh
          </Button>
          <Button onClick={exportReport} disabled={csv.exporting || query.isFetching || total === 0}>
            <Download aria-hidden />
            {csv.exporting ? "Exporting..." : "Export Report"}
          </Button>
        </div>
      </div>
      <ActivityFiltersBar facets={query.data?.facets} />
      {query.isPending ? (
        <p role="status" className="py-8 text-center text-muted-foreground">
          Loading activity data...
        </p>
      ) : query.isError ? (
        <div role="alert" className="py-8 text-center text-sm">
          <p className="text-red-700 dark:text-red-400">Failed to fetch activity report</p>
          <Button variant="link" onClick={() => query.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            <Tile label="Admin Actions" value={query.data.summary.adminActions} icon={ShieldCheck} />
            <Tile label="Office Staff Actions" value={query.data.summary.officeStaffActions} icon={UserCog} />
            <Tile label="Active Users" value={query.data.summary.activeUsers} icon={Users} />
            <Tile label="Total Activities" value={total} icon={Activity} />
          </div>
          <SectionCard title="Recent System Activities">
            {query.data.items.length === 0 && filtered ? (
              <p className="py-8 text-center text-sm text-muted-foreground">
                No activity matches these filters
              </p>
            ) : query.data.items.length === 0 ? (
              <EmptyState />
            ) : (
              <>
                <div data-testid="activity-table">
                  <VirtualTable
                    label="Recent System Activities"
                    boxed
                    className="max-h-96 rounded-md border"
                    headerClassName="bg-card"
                    rows={query.data.items.slice(0, ACTIVITY_TABLE_LIMIT)}
                    getRowKey={(item) => item.id}
                    colSpan={6}
                    estimateRowHeight={41}
                    head={
                      <>
                        <TableHead>Time</TableHead>
                        <TableHead>User</TableHead>
                        <TableHead>Role</TableHead>
                        <TableHead>Action</TableHead>
                        <TableHead>Description</TableHead>
                        <TableHead>Status</TableHead>
                      </>
                    }
                    renderCells={(item) => (
                      <>
                        <TableCell>{format(new Date(item.createdAt), "MMM dd, HH:mm")}</TableCell>
                        <TableCell>{item.username ?? "System"}</TableCell>
                        <TableCell>
                          {item.userRole ? (
                            <Badge variant={item.userRole === "admin" ? "default" : "secondary"}>
                              {ROLE_BADGE[item.userRole] ?? item.userRole}
                            </Badge>
                          ) : (
                            <span className="text-muted-foreground">—</span>
                          )}
                        </TableCell>
                        {/* long action names and descriptions wrap: the Status column stays inside the card */}
                        <TableCell className="whitespace-normal break-all">{item.type}</TableCell>
                        <TableCell className="min-w-40 whitespace-normal break-words">
                          {item.description}
                        </TableCell>
                        <TableCell>
                          <Badge variant={activityStatusVariant(item.severity)}>{item.severity}</Badge>
                        </TableCell>
                      </>
                    )}
                  />
                </div>
                {total > ACTIVITY_TABLE_LIMIT && (
                  <p className="mt-3 text-center text-sm text-muted-foreground">
                    Showing {ACTIVITY_TABLE_LIMIT} of {total} activities. Export for full report.
                  </p>
                )}
              </>
            )}
          </SectionCard>
        </>
      )}
    </div>
  );
}
