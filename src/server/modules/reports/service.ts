// Reports & Analytics (spec §2; DESIGN §5): every report is SQL aggregates, and the day range really
// filters what it covers:
// - overview: trends compare now with the start of the range; document compliance counts documents
//   expired or expiring within the range; activity counts audit entries written within it.
// - compliance: documents expired or expiring within the next N days, soonest first, plus a weekly chart.
// - crew-analysis: crew and contract totals, and contracts started / crew added within the last N days.
// - vessel-utilization: current assignments per vessel, and contracts on each vessel overlapping the range
//   (utilization.ts: the assignments kept per vessel until its compliance version moves).
import { sql } from "drizzle-orm";
import { MISSING_CERTIFICATE_DAYS } from "../../../shared/alerts";
import { changePercent, percentOf } from "../../../shared/dashboard";
import { addDays } from "../../../shared/dates";
import { alertSeverityLadder, type ExpiryLadder } from "../../../shared/expiry";
import {
  COMPLIANCE_ROW_LIMIT,
  type ComplianceReport,
  type ComplianceRow,
  type CrewAnalysisReport,
  type OverviewReport,
  type Report,
  type ReportType,
} from "../../../shared/reports";
import type { AlertSeverity } from "../../../shared/severity";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import { currentDocumentSql, daysRemainingSql, dueWithinSql, levelSql } from "../../lib/expiry-sql";
import type { RequestCtx } from "../../lib/request-ctx";
import { activitySince } from "../../projections/activity-tally";
import { KIND } from "../../projections/fleet-counts";
import { alertWindows } from "../alerts/service";
import {
  crewAndContractCounts,
  crewBreakdowns,
  crewStatusCounts,
  documentLevelCounts,
  documentLevelCountsSql,
  fleetFigures,
} from "../dashboard/counts";
import { crewFigures } from "../dashboard/crew-figures";
import { vesselUtilization } from "./utilization";

interface Range {
  days: number;
  from: string;
  to: string;
}

const EXPIRY = sql`d.expiry_date`;

const emptyCounts = (): Record<AlertSeverity, number> => ({
  expired: 0,
  critical: 0,
  warning: 0,
  info: 0,
  upcoming: 0,
});

/** Every severity's count from the maintained counts' levels (documentLevelCounts), none missing. */
function severityCountsOf(levels: readonly { level: AlertSeverity; n: number }[]) {
  const counts = emptyCounts();
  for (const r of levels) counts[r.level] = r.n;
  return counts;
}

/** Current documents due within `days` of `today`, per severity (the maintained counts). */
async function severityCounts(db: Db, ladder: ExpiryLadder<AlertSeverity>, today: string, days: number) {
  return severityCountsOf(await documentLevelCounts(db, ladder, today, days));
}

async function overview(db: Db, ladder: ExpiryLadder<AlertSeverity>, r: Range): Promise<OverviewReport> {
  const { from, to } = r;
  // the compliance rate as the dashboard keeps it, per vessel until its compliance version moves
  // (crew-figures.ts; the range ends today): reading it afresh was ~5,000 kept rows, most of this call's SQL
  const [s, activity, statusRows, documentCompliance, { compliance }] = await Promise.all([
    fleetFigures(db, to, from),
    activitySince(db, from),
    crewStatusCounts(db),
    severityCounts(db, ladder, to, r.days),
    crewFigures(db, to, MISSING_CERTIFICATE_DAYS),
  ]);
  const totalCrew = statusRows.reduce((n, x) => n + x.count, 0);
  const trend = (value: number, previous: number) => ({
    value,
    previous,
    changePercent: changePercent(value, previous),
  });
  return {
    type: "overview",
    ...r,
    activeCrew: trend(s.active_crew, s.active_crew_prev),
    activeVessels: trend(s.active_vessels, s.active_vessels_prev),
    pendingActions: trend(
      s.expired_documents + s.expiring_documents + s.ending_contracts,
      s.pending_documents_prev + s.ending_contracts_prev,
    ),
    // the dashboard's definition, as of the range's end (COMPLIANT_DEFINITION)
    complianceRate: percentOf(compliance.compliant, compliance.total),
    documentCompliance,
    crewStatus: statusRows.map((x) => ({ ...x, percent: percentOf(x.count, totalCrew) ?? 0 })),
    activityInRange: activity,
  };
}

async function compliance(db: Db, ladder: ExpiryLadder<AlertSeverity>, r: Range): Promise<ComplianceReport> {
  const until = addDays(r.to, r.days);
  const weeks = Math.ceil(r.days / 7);
  // the week's count from the maintained buckets of current documents by expiry day (projections/fleet-counts.ts)
  const weeklySql = sql`SELECT g.week + 1 AS week, (${r.to}::date + g.week * 7)::text AS start, coalesce(sum(f.n), 0)::int AS count
        FROM generate_series(0, ${weeks - 1}::int) AS g(week)
        LEFT JOIN fleet_counts f ON f.kind = ${KIND.document} AND f.day >= ${r.to}::date + g.week * 7
          AND f.day < ${r.to}::date + (g.week + 1) * 7 AND f.day <= ${until}::date
        GROUP BY g.week`;
  const [[kept], rows] = await Promise.all([
    // the counts per severity and per week, both from the maintained buckets: one round trip
    queryRows<{
      levels: { level: AlertSeverity; n: number }[] | null;
      weekly: { week: number; start: string; count: number }[];
    }>(
      db,
      sql`SELECT (SELECT json_agg(l) FROM (${documentLevelCountsSql(ladder, r.to, r.days)}) l) AS levels,
                 (SELECT json_agg(w ORDER BY w.week) FROM (${weeklySql}) w) AS weekly`,
      "report_compliance_counts",
    ),
    queryRows<ComplianceRow>(
      db,
      sql`SELECT d.id AS "documentId", d.crew_member_id AS "crewMemberId",
               cm.first_name || ' ' || cm.last_name AS "crewName", d.type::text AS type,
               d.expiry_date::text AS "expiryDate", ${daysRemainingSql(EXPIRY, r.to)}::int AS "daysRemaining",
               ${levelSql(ladder, EXPIRY, r.to)} AS severity
        FROM documents d JOIN crew_members cm ON cm.id = d.crew_member_id
        WHERE ${dueWithinSql(EXPIRY, r.to, r.days)} AND ${currentDocumentSql()}
        ORDER BY d.expiry_date, cm.last_name, cm.first_name, d.id
        LIMIT ${COMPLIANCE_ROW_LIMIT}`,
      "report_compliance_rows",
    ),
  ]);
  const counts = severityCountsOf(kept.levels ?? []);
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  return { type: "compliance", ...r, counts, total, rows, weekly: kept.weekly };
}

async function crewAnalysis(db: Db, r: Range): Promise<CrewAnalysisReport> {
  // both from the maintained counts (projections/fleet-counts.ts): no scan of the crew or the contracts
  const [s, { nationalities, ranks }] = await Promise.all([
    crewAndContractCounts(db, r.from, r.to),
    crewBreakdowns(db),
  ]);
  return {
    type: "crew-analysis",
    ...r,
    crew: {
      total: s.crew_total,
      active: s.crew_active,
      onLeave: s.crew_on_leave,
      inactive: s.crew_inactive,
      addedInRange: s.crew_added,
    },
    contracts: { total: s.k_total, active: s.k_active, completed: s.k_completed, terminated: s.k_terminated },
    contractsStartedInRange: {
      total: s.r_total,
      active: s.r_active,
      completed: s.r_completed,
      terminated: s.r_terminated,
    },
    nationalities,
    ranks,
  };
}

/** The report `type` over the last `days` days; severities on the scale of the alert windows in force. */
export async function buildReport(
  { db, today }: RequestCtx,
  type: ReportType,
  days: number,
): Promise<Report> {
  const range: Range = { days, from: addDays(today, -days), to: today };
  switch (type) {
    case "overview":
      return overview(db, alertSeverityLadder(await alertWindows(db)), range);
    case "compliance":
      return compliance(db, alertSeverityLadder(await alertWindows(db)), range);
    case "crew-analysis":
      return crewAnalysis(db, range);
    case "vessel-utilization":
      return vesselUtilization(db, range);
  }
}
