// The activity report (spec §2): a page of the last N days' entries, newest first, and the four tiles
// computed in SQL over the whole period. The export of a report is itself written to the log.
import { and, desc, gte, sql } from "drizzle-orm";
import type { TActivityReport, TExportLogRequest } from "../../../shared/activity";
import type { TPageQuery } from "../../../shared/pagination";
import { activityLog } from "../../db/schema";
import type { RequestCtx } from "../../lib/request-ctx";
import { logActivity } from "./service";

export async function activityReport(
  { db, now }: RequestCtx,
  days: number,
  page: TPageQuery,
): Promise<TActivityReport & { total: number }> {
  const since = new Date(now.getTime() - days * 86_400_000);
  const where = and(gte(activityLog.createdAt, since));
  const [summary] = await db
    .select({
      adminActions: sql<number>`count(*) FILTER (WHERE ${activityLog.userRole} = 'admin')::int`,
      officeStaffActions: sql<number>`count(*) FILTER (WHERE ${activityLog.userRole} = 'office_staff')::int`,
      activeUsers: sql<number>`count(DISTINCT ${activityLog.username})::int`,
      totalActivities: sql<number>`count(*)::int`,
    })
    .from(activityLog)
    .where(where);
  const rows = await db
    .select({
      id: activityLog.id,
      createdAt: activityLog.createdAt,
      username: activityLog.username,
      userRole: activityLog.userRole,
      type: activityLog.type,
      action: activityLog.action,
      description: activityLog.description,
      entityType: activityLog.entityType,
      entityId: activityLog.entityId,
      severity: activityLog.severity,
      ip: activityLog.ip,
    })
    .from(activityLog)
    .where(where)
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(page.limit)
    .offset(page.offset);
  return {
    days,
    since: since.toISOString(),
    summary,
    total: summary.totalActivities,
    items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}

export async function logExport({ db, caller }: RequestCtx, input: TExportLogRequest): Promise<void> {
  await logActivity(db, caller, {
    type: "export",
    action: "export",
    entityType: input.report,
    description: `${input.report} exported with ${input.records} record${input.records === 1 ? "" : "s"} (${input.fileName})`,
    severity: "success",
    metadata: { fileName: input.fileName, records: input.records },
  });
}
