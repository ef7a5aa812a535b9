// The activity report (spec §2): a page of the period's entries (the last N days, or a date range),
// newest first, narrowed by user and entity type, with the four tiles computed in SQL over what matches
// and the users and entity types of the period as the filters' choices (tiles and choices from the
// maintained tally, projections/activity-tally.ts). The export of a report is itself written to the log.
import { and, desc, eq, gte, isNull, lt, sql } from "drizzle-orm";
import {
  SYSTEM_USER,
  type TActivityReport,
  type TActivityReportQuery,
  type TExportLogRequest,
} from "../../../shared/activity";
import { DATE_RANGE } from "../../../shared/iso-date";
import type { TPageQuery } from "../../../shared/pagination";
import { activityLog } from "../../db/schema";
import { logActivity } from "../../lib/activity-log";
import type { RequestCtx } from "../../lib/request-ctx";
import { activityPeriodCounts } from "../../projections/activity-tally";

const DAY_MS = 86_400_000;
const LAST_MS = Date.parse(`${DATE_RANGE.max}T23:59:59.999Z`);

export type ActivityFilters = Pick<TActivityReportQuery, "from" | "to" | "user" | "entity"> & {
  days: number;
};

/** The period: `from`..`to` (UTC calendar dates, both included) when either is given, else the last `days`. */
function period(now: Date, f: ActivityFilters): { since: Date; until: Date } {
  if (!f.from && !f.to) return { since: new Date(now.getTime() - f.days * DAY_MS), until: now };
  // the day after `to`, but no later than the last moment of the last accepted date (9999-12-31)
  const until = f.to ? new Date(Math.min(Date.parse(`${f.to}T00:00:00Z`) + DAY_MS, LAST_MS)) : now;
  const since = f.from ? new Date(`${f.from}T00:00:00Z`) : new Date(until.getTime() - f.days * DAY_MS);
  return { since, until };
}

const facet = (rows: { value: string | null; count: number }[]) =>
  rows.map((r) => ({ value: r.value ?? SYSTEM_USER, count: Number(r.count) }));

export async function activityReport(
  { db, now }: RequestCtx,
  filters: ActivityFilters,
  page: TPageQuery,
): Promise<TActivityReport & { total: number }> {
  const { since, until } = period(now, filters);
  const inPeriod = and(gte(activityLog.createdAt, since), lt(activityLog.createdAt, until));
  const where = and(
    inPeriod,
    filters.user === SYSTEM_USER
      ? isNull(activityLog.username)
      : filters.user
        ? eq(activityLog.username, filters.user)
        : undefined,
    filters.entity ? eq(activityLog.entityType, filters.entity) : undefined,
  );
  const [{ summary, users, entities }, rows] = await Promise.all([
    activityPeriodCounts(
      db,
      since,
      until,
      and(
        filters.user ? sql`username = ${filters.user === SYSTEM_USER ? "" : filters.user}` : undefined,
        filters.entity ? sql`entity_type = ${filters.entity}` : undefined,
      ),
    ),
    db
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
      .offset(page.offset),
  ]);
  return {
    days: filters.days,
    since: since.toISOString(),
    until: until.toISOString(),
    summary,
    facets: { users: facet(users), entities: facet(entities.filter((e) => e.value !== null)) },
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
