// Expiry alerts (spec §3, §4, §9), computed in SQL: documents expiring within the info window (and
// within `days`), expired ones included and marked critical; windows from email_settings (7/15/30).
import { and, asc, count, eq, sql } from "drizzle-orm";
import { documentTypeLabel, type TExpiryAlert } from "../../../shared/alerts";
import { type AlertWindows, alertSeverityLadder, DEFAULT_ALERT_WINDOWS } from "../../../shared/expiry";
import type { Db } from "../../db/client";
import { emailSettings } from "../../db/schema";
import { documents } from "../../db/schema-documents";
import { crewMembers } from "../../db/schema-fleet";
import type { Caller } from "../../lib/caller";
import {
  currentDocumentSql,
  daysRemainingSql,
  dueWithinSql,
  levelConditionSql,
  levelSql,
} from "../../lib/expiry-sql";
import type { RequestCtx } from "../../lib/request-ctx";

export async function alertWindows(db: Db): Promise<AlertWindows> {
  const [row] = await db
    .select({
      critical: emailSettings.criticalDays,
      warning: emailSettings.warningDays,
      info: emailSettings.infoDays,
    })
    .from(emailSettings)
    .where(eq(emailSettings.id, 1));
  return row ?? DEFAULT_ALERT_WINDOWS;
}

type Severity = TExpiryAlert["severity"];

const severityCondition = (severity: Severity, today: string, w: AlertWindows) =>
  levelConditionSql(alertSeverityLadder(w), severity, documents.expiryDate, today);

/** What the caller may see (crew: own documents only) within min(days, info window). */
function baseConditions(caller: Caller, days: number, today: string, w: AlertWindows) {
  const horizon = Math.min(days, w.info);
  const own =
    caller.role === "crew"
      ? caller.crewMemberId
        ? eq(documents.crewMemberId, caller.crewMemberId)
        : sql`false`
      : undefined;
  return [
    dueWithinSql(documents.expiryDate, today, horizon),
    currentDocumentSql(documents.supersededById),
    own,
  ];
}

export async function listExpiring(
  { db, caller, today }: RequestCtx,
  query: { days: number; severity?: Severity; limit: number; offset: number },
) {
  const w = await alertWindows(db);
  const where = and(
    ...baseConditions(caller, query.days, today, w),
    query.severity ? severityCondition(query.severity, today, w) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: documents.id,
        type: documents.type,
        documentNumber: documents.documentNumber,
        expiryDate: documents.expiryDate,
        issuingAuthority: documents.issuingAuthority,
        crewId: crewMembers.id,
        firstName: crewMembers.firstName,
        lastName: crewMembers.lastName,
        phoneNumber: crewMembers.phoneNumber,
        email: crewMembers.email,
        days: daysRemainingSql(documents.expiryDate, today),
        // within the info window every row has a level (expired ones are critical)
        severity: levelSql(alertSeverityLadder(w), documents.expiryDate, today),
      })
      .from(documents)
      .innerJoin(crewMembers, eq(crewMembers.id, documents.crewMemberId))
      .where(where)
      .orderBy(asc(documents.expiryDate), asc(documents.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(documents).where(where),
  ]);
  const items: TExpiryAlert[] = rows.map((r) => ({
    document: {
      id: r.id,
      type: r.type,
      documentType: documentTypeLabel(r.type),
      documentNumber: r.documentNumber,
      expiryDate: r.expiryDate,
      issuingAuthority: r.issuingAuthority,
    },
    crewMember: {
      id: r.crewId,
      firstName: r.firstName,
      lastName: r.lastName,
      phoneNumber: r.phoneNumber,
      email: r.email,
    },
    daysUntilExpiry: Number(r.days),
    severity: r.severity,
  }));
  return { items, total: Number(total) };
}

export async function alertSummary({ db, caller, today }: RequestCtx, days: number) {
  const w = await alertWindows(db);
  const [row] = await db
    .select({
      total: count(),
      critical: sql<number>`count(*) filter (where ${severityCondition("critical", today, w)})`,
      warning: sql<number>`count(*) filter (where ${severityCondition("warning", today, w)})`,
      info: sql<number>`count(*) filter (where ${severityCondition("info", today, w)})`,
    })
    .from(documents)
    .where(and(...baseConditions(caller, days, today, w)));
  return {
    total: Number(row.total),
    critical: Number(row.critical),
    warning: Number(row.warning),
    info: Number(row.info),
    windows: w,
  };
}
