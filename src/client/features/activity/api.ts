// Activity API: the activity report of /settings and its export (GET /api/system/activity-report).
import type { TActivityItem, TActivityReport } from "@shared/activity";
import { ACTIVITY_REPORT_DAYS, ACTIVITY_TABLE_LIMIT } from "@shared/activity";
import { MAX_PAGE_SIZE } from "@shared/pagination";
import { queryOptions } from "@tanstack/react-query";
import { api, withQuery } from "@/lib/api-client";

export const activityKeys = {
  all: ["activity"] as const,
  report: (days: number) => ["activity", "report", days] as const,
};

export function activityReportQuery(days = ACTIVITY_REPORT_DAYS) {
  return queryOptions({
    queryKey: activityKeys.report(days),
    queryFn: () =>
      api<TActivityReport>(
        "GET",
        withQuery("/api/system/activity-report", { days, limit: ACTIVITY_TABLE_LIMIT }),
      ),
  });
}

/** Every entry of the period, page by page (the export is of all entries, spec §7). */
export async function fetchAllActivity(days = ACTIVITY_REPORT_DAYS): Promise<TActivityItem[]> {
  const all: TActivityItem[] = [];
  for (let offset = 0; ; offset += MAX_PAGE_SIZE) {
    const page = await api<TActivityReport>(
      "GET",
      withQuery("/api/system/activity-report", { days, limit: MAX_PAGE_SIZE, offset }),
    );
    all.push(...page.items);
    if (page.items.length < MAX_PAGE_SIZE || all.length >= page.summary.totalActivities) return all;
  }
}
