// Activity API: the activity report of /settings and its export (GET /api/system/activity-report).
import type { TActivityItem, TActivityReport, TActivityReportQuery } from "@shared/activity";
import { ACTIVITY_REPORT_DAYS, ACTIVITY_TABLE_LIMIT } from "@shared/activity";
import { MAX_PAGE_SIZE } from "@shared/pagination";
import { queryOptions } from "@tanstack/react-query";
import { api, withQuery } from "@/lib/api-client";
import { QUERY_ROOTS } from "@/lib/invalidation";

export const activityKeys = {
  all: QUERY_ROOTS.activity,
  report: (filters: ActivityFilters) => ["activity", "report", filters] as const,
};

/** The report's filters (kept in the URL by the tab): a date range, a user, an entity type. */
export type ActivityFilters = Pick<TActivityReportQuery, "from" | "to" | "user" | "entity">;

export function activityReportQuery(filters: ActivityFilters = {}) {
  return queryOptions({
    queryKey: activityKeys.report(filters),
    queryFn: () =>
      api<TActivityReport>(
        "GET",
        withQuery("/api/system/activity-report", {
          ...filters,
          days: ACTIVITY_REPORT_DAYS,
          limit: ACTIVITY_TABLE_LIMIT,
        }),
      ),
  });
}

/** Every entry matching the filters, page by page (the export is of all entries, spec §7). */
export async function fetchAllActivity(filters: ActivityFilters = {}): Promise<TActivityItem[]> {
  const all: TActivityItem[] = [];
  for (let offset = 0; ; offset += MAX_PAGE_SIZE) {
    const page = await api<TActivityReport>(
      "GET",
      withQuery("/api/system/activity-report", {
        ...filters,
        days: ACTIVITY_REPORT_DAYS,
        limit: MAX_PAGE_SIZE,
        offset,
      }),
    );
    all.push(...page.items);
    if (page.items.length < MAX_PAGE_SIZE || all.length >= page.summary.totalActivities) return all;
  }
}
