// Expiry alerts (spec §3, §4, §9; DESIGN §5.8), computed in SQL: documents due within the requested
// `days` (expired ones included), each with its level on the one severity scale (expired, critical,
// warning, info, upcoming beyond the info window); windows from email_settings (7/15/30).
import { and, asc, count, eq, or, type SQL, sql } from "drizzle-orm";
import { alertCursor, documentTypeLabel, type TExpiryAlert } from "../../../shared/alerts";
import { type AlertWindows, alertSeverityLadder, DEFAULT_ALERT_WINDOWS } from "../../../shared/expiry";
import { SEVERITY_LEVELS } from "../../../shared/severity";
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
import { ownedBy, ownOnly } from "../../lib/ownership";
import type { RequestCtx } from "../../lib/request-ctx";
import { likePattern, lowerLike } from "../../lib/search";
import { documentLevelCounts } from "../dashboard/counts";
import { aboardOnSql } from "../manning/tours";

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

/** What the caller may see (crew: own documents only) due within `days`. */
function baseConditions(caller: Caller, days: number, today: string) {
  const own = ownedBy(caller, "alerts:own", documents.crewMemberId);
  return [dueWithinSql(documents.expiryDate, today, days), currentDocumentSql(documents.supersededById), own];
}

export interface AlertFilters {
  days: number;
  severity?: Severity[];
  q?: string;
  type?: TExpiryAlert["document"]["type"];
  vesselId?: string;
}

/** The list's filters: severity levels, crew name or document number, document type, crew's vessel (the
 * seafarers aboard it today by the tours, THE aboard rule of manning/tours.ts, as on the crew list). */
function filterConditions(query: AlertFilters, today: string, w: AlertWindows): (SQL | undefined)[] {
  const like = query.q ? likePattern(query.q) : null;
  return [
    query.severity ? or(...query.severity.map((s) => severityCondition(s, today, w))) : undefined,
    like ? or(lowerLike(crewMembers.nameLower, like), lowerLike(documents.numberLower, like)) : undefined,
    query.type ? eq(documents.type, query.type) : undefined,
    query.vesselId ? sql`${documents.crewMemberId} in ${aboardOnSql(query.vesselId, today)}` : undefined,
  ];
}

/** The list's order, expiry date then id (total and stable), and its keyset: the rows after a cursor. The
 * documents_current_expiry_id_idx index (expiry_date, id) of current documents matches both. */
const listOrder = [asc(documents.expiryDate), asc(documents.id)];
const afterCursor = (c: { expiryDate: string; id: string }) =>
  sql`(${documents.expiryDate}, ${documents.id}) > (${c.expiryDate}::date, ${c.id}::uuid)`;

/** The list's total. The whole fleet's list, whole or by severity, is the alert summary's figure, summed
 * from the maintained counts (dashboard/counts.ts) instead of counting ~9,000 rows per page; with a search,
 * type or vessel filter (or a crew caller's own) the rows are counted, joined to crew_members only for the
 * name search. */
async function countExpiring(
  db: Db,
  caller: Caller,
  today: string,
  w: AlertWindows,
  query: AlertFilters,
  where: SQL | undefined,
): Promise<number> {
  if (!ownOnly(caller, "alerts:own") && !query.q && !query.type && !query.vesselId) {
    const levels = await documentLevelCounts(db, alertSeverityLadder(w), today, query.days);
    return levels
      .filter((l) => !query.severity || query.severity.includes(l.level))
      .reduce((n, l) => n + l.n, 0);
  }
  const counted = db.select({ total: count() }).from(documents).$dynamic();
  const joined = query.q
    ? counted.innerJoin(crewMembers, eq(crewMembers.id, documents.crewMemberId))
    : counted;
  const [{ total }] = await joined.where(where);
  return Number(total);
}

export async function listExpiring(
  { db, caller, today }: RequestCtx,
  query: AlertFilters & { limit: number; offset: number; cursor?: { expiryDate: string; id: string } },
) {
  const w = await alertWindows(db);
  const where = and(...baseConditions(caller, query.days, today), ...filterConditions(query, today, w));
  const [rows, total] = await Promise.all([
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
        severity: levelSql(alertSeverityLadder(w), documents.expiryDate, today),
      })
      .from(documents)
      .innerJoin(crewMembers, eq(crewMembers.id, documents.crewMemberId))
      .where(query.cursor ? and(where, afterCursor(query.cursor)) : where)
      .orderBy(...listOrder)
      .limit(query.limit + 1) // one more: is there a next page?
      .offset(query.offset),
    countExpiring(db, caller, today, w, query, where),
  ]);
  const items: TExpiryAlert[] = rows.slice(0, query.limit).map((r) => ({
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
  const last = items.at(-1);
  return { items, total, nextCursor: rows.length > query.limit && last ? alertCursor(last) : null };
}

/** Counts per severity of what the caller may see due within `days`: the whole fleet's from the maintained
 * counts (dashboard/counts.ts), a crew caller's own documents counted directly (a handful of rows). */
export async function alertSummary({ db, caller, today }: RequestCtx, days: number) {
  const w = await alertWindows(db);
  const ladder = alertSeverityLadder(w);
  const counts = Object.fromEntries(SEVERITY_LEVELS.map((l) => [l, 0])) as Record<Severity, number>;
  if (ownOnly(caller, "alerts:own")) {
    const rows = await db
      .select({ level: levelSql(ladder, documents.expiryDate, today), n: count() })
      .from(documents)
      .where(and(...baseConditions(caller, days, today)))
      .groupBy(sql`1`);
    for (const r of rows) counts[r.level] = Number(r.n);
  } else {
    for (const r of await documentLevelCounts(db, ladder, today, days)) counts[r.level] = r.n;
  }
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  return { total, ...counts, windows: w };
}
