// Activity report schemas (spec §2 Activity Report tab, §3 Activity entry, §7 GET /api/system/activity-report).
import { z } from "zod";
import { ZIsoDate } from "./iso-date";
import { ZPageQuery } from "./pagination";

export const ACTIVITY_REPORT_DAYS = 30;
export const ACTIVITY_TABLE_LIMIT = 50;

/**
 * The last `days` days, or the calendar dates `from`..`to` (UTC, both included) when either is given;
 * `user` (a username, "system" for the app's own jobs) and `entity` (an entity type) narrow it.
 */
export const ZActivityReportQuery = ZPageQuery.extend({
  days: z.coerce.number().int().min(1).max(3650).default(ACTIVITY_REPORT_DAYS),
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
  user: z.string().trim().min(1).max(100).optional(),
  entity: z.string().trim().min(1).max(100).optional(),
});
export type TActivityReportQuery = z.input<typeof ZActivityReportQuery>;
/** The user filter's value for entries the app wrote itself (no user). */
export const SYSTEM_USER = "system";

export const ZActivityItem = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  username: z.string().nullable(),
  userRole: z.string().nullable(),
  type: z.string(),
  action: z.string(),
  description: z.string(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  severity: z.string(),
  /** Where the request came from (null for the app's own jobs). */
  ip: z.string().nullable(),
});
export type TActivityItem = z.infer<typeof ZActivityItem>;

export const ZActivitySummary = z.object({
  adminActions: z.number().int(),
  officeStaffActions: z.number().int(),
  activeUsers: z.number().int(),
  totalActivities: z.number().int(),
});
export type TActivitySummary = z.infer<typeof ZActivitySummary>;

/** One page of entries of the last `days` days, newest first, with the tiles over all of them. */
const ZFacet = z.array(z.object({ value: z.string(), count: z.number().int() }));
export const ZActivityReport = z.object({
  days: z.number().int(),
  since: z.string(),
  /** The period's end (exclusive): now, or the day after `to`. */
  until: z.string(),
  summary: ZActivitySummary,
  /** The users and entity types with entries in the period (the filters' choices). */
  facets: z.object({ users: ZFacet, entities: ZFacet }),
  items: z.array(ZActivityItem),
});
export type TActivityReport = z.infer<typeof ZActivityReport>;

/** POST /api/activity/export-log: the client reports a CSV export it built, for the audit trail. */
export const ZExportLogRequest = z.object({
  report: z.string().trim().min(1).max(100),
  fileName: z.string().trim().min(1).max(200),
  records: z.number().int().min(0).max(10_000_000),
});
export type TExportLogRequest = z.infer<typeof ZExportLogRequest>;

/** Spec §2: success and info get an outline badge, anything else a destructive one. */
export function activityStatusVariant(severity: string): "outline" | "destructive" {
  return severity === "success" || severity === "info" ? "outline" : "destructive";
}
