// Dashboard statistics (spec §3 "Dashboard stats", §7), read from the maintained counts (counts.ts).
//
// Definitions (also in the route's OpenAPI description):
// - activeCrew: crew members with status "active"; activeVessels: vessels with status "active".
// - pendingActions: documents expired or expiring within 30 days, plus active contracts whose end date
//   is within 30 days or already past (a contract still marked active after it ended needs action too).
// - complianceRate: percent of the crew aboard (the tours covering today, one per seafarer and vessel) who
//   are compliant by the one definition (src/shared/required-certificates.ts, COMPLIANT_DEFINITION): the
//   sum of every vessel's Compliance Matrix "aboard" summary. null when nobody is aboard: there is nothing
//   to be compliant, and 100 % would be a fake figure.
// - trends: the same figure as of the first day of the previous month. The database keeps no status
//   history, so "as of" means: crew and vessels created before that date, documents issued or contracts
//   started before it, judged by today's statuses; expiries are judged against that date.
// - manningGaps: manning gaps (vessel × rank × first short day, src/shared/manning-alerts.ts) with a short
//   day within the next 30 days, and manningGapVessels the vessels they are on: the window the events and
//   alerts read too, through the read cache (one fleet-wide gaps call between writes).
import { sql } from "drizzle-orm";
import { MISSING_CERTIFICATE_DAYS } from "../../../shared/alerts";
import {
  changePercent,
  type DashboardStats,
  type MyDashboard,
  percentOf,
  startOfPreviousMonth,
} from "../../../shared/dashboard";
import { contractDaysRemaining, contractState, EXPIRY_WINDOW_DAYS as WINDOW } from "../../../shared/expiry";
import { gapCounts } from "../../../shared/manning-alerts";
import { MANNING_GAP_DAYS } from "../../../shared/manning-window";
import { queryRows } from "../../db/rows";
import { currentDocumentSql, expiredSql, expiringSql } from "../../lib/expiry-sql";
import type { RequestCtx } from "../../lib/request-ctx";
import { upcomingManningGaps } from "../manning/gap-alerts";
import { aboardVesselSql } from "../manning/tours";
import { fleetFigures } from "./counts";
import { crewFigures } from "./crew-figures";

const EXPIRY = sql`expiry_date`;

/** The figures of the maintained counts, the compliance rate and the missing certificates (the latter two
 * kept per vessel until its compliance version moves: crew-figures.ts); the system stats read these. */
async function countedStats({
  db,
  today,
}: Pick<RequestCtx, "db" | "today">): Promise<Omit<DashboardStats, "manningGaps" | "manningGapVessels">> {
  const since = startOfPreviousMonth(today);
  const [r, { missing, compliance }] = await Promise.all([
    fleetFigures(db, today, since),
    crewFigures(db, today, MISSING_CERTIFICATE_DAYS),
  ]);
  const pending = r.expired_documents + r.expiring_documents + r.ending_contracts;
  const pendingPrev = r.pending_documents_prev + r.ending_contracts_prev;
  const trend = (value: number, previous: number) => ({
    value,
    previous,
    changePercent: changePercent(value, previous),
  });
  return {
    activeCrew: r.active_crew,
    activeVessels: r.active_vessels,
    totalContracts: r.total_contracts,
    pendingActions: pending,
    complianceRate: percentOf(compliance.compliant, compliance.total),
    compliantCrew: compliance.compliant,
    complianceCrew: compliance.total,
    totalCrew: r.total_crew,
    maintenanceVessels: r.maintenance_vessels,
    inPortVessels: r.in_port_vessels,
    totalVessels: r.total_vessels,
    expiringDocuments: r.expiring_documents,
    expiredDocuments: r.expired_documents,
    endingContracts: r.ending_contracts,
    missingCertificates: missing.missing,
    missingCertificateCrew: missing.crew,
    trendSince: since,
    trends: {
      activeCrew: trend(r.active_crew, r.active_crew_prev),
      activeVessels: trend(r.active_vessels, r.active_vessels_prev),
      pendingActions: trend(pending, pendingPrev),
      totalContracts: trend(r.total_contracts, r.total_contracts_prev),
    },
  };
}

/** The dashboard's figures: the counted ones and the manning gaps of the next MANNING_GAP_DAYS. */
export async function dashboardStats(ctx: RequestCtx): Promise<DashboardStats> {
  const [counted, gaps] = await Promise.all([countedStats(ctx), upcomingManningGaps(ctx, MANNING_GAP_DAYS)]);
  const { gaps: manningGaps, vessels: manningGapVessels } = gapCounts(gaps);
  return { ...counted, manningGaps, manningGapVessels };
}

/** The four figures of the system stats call (spec §7), from the same aggregates. */
export async function systemStats(ctx: Pick<RequestCtx, "db" | "today">) {
  const s = await countedStats(ctx);
  return {
    activeCrew: s.activeCrew,
    activeVessels: s.activeVessels,
    totalContracts: s.totalContracts,
    pendingActions: s.pendingActions,
  };
}

interface MyRow {
  id: string;
  first_name: string;
  last_name: string;
  rank: string;
  status: string;
  vessel_name: string | null;
  contract_start: string | null;
  contract_end: string | null;
  contract_status: string | null;
  docs_total: number;
  docs_expired: number;
  docs_expiring: number;
  rotation_join: string | null;
  rotation_leave: string | null;
  rotation_type: string | null;
  rotation_vessel: string | null;
}

/** A crew caller's own dashboard: their record, current contract, document counts and next rotation. */
export async function myDashboard({ db, caller, today }: RequestCtx): Promise<MyDashboard> {
  const { crewMemberId } = caller;
  const empty: MyDashboard = {
    crewMember: null,
    contract: null,
    documents: { total: 0, valid: 0, expiring: 0, expired: 0 },
    nextRotation: null,
  };
  if (!crewMemberId) return empty;
  const [r] = await queryRows<MyRow>(
    db,
    sql`
    SELECT cm.id, cm.first_name, cm.last_name, cm.rank, cm.status::text AS status, v.name AS vessel_name,
           k.start_date::text AS contract_start, k.end_date::text AS contract_end, k.status::text AS contract_status,
           dc.total AS docs_total, dc.expired AS docs_expired, dc.expiring AS docs_expiring,
           ro.join_date::text AS rotation_join, ro.leave_date::text AS rotation_leave,
           ro.rotation_type::text AS rotation_type, ro.vessel_name AS rotation_vessel
    FROM crew_members cm
    LEFT JOIN vessels v ON v.id = ${aboardVesselSql(sql`cm.id`, today)}
    LEFT JOIN LATERAL (
      SELECT start_date, end_date, status FROM contracts
      WHERE crew_member_id = cm.id AND status = 'active'
      ORDER BY end_date DESC LIMIT 1
    ) k ON true
    LEFT JOIN LATERAL (
      SELECT count(*)::int AS total,
             count(*) FILTER (WHERE ${expiredSql(EXPIRY, today)})::int AS expired,
             count(*) FILTER (WHERE ${expiringSql(EXPIRY, today, WINDOW)})::int AS expiring
      FROM documents d WHERE d.crew_member_id = cm.id AND ${currentDocumentSql()}
    ) dc ON true
    LEFT JOIN LATERAL (
      SELECT t.sign_on AS join_date, t.planned_sign_off AS leave_date,
             coalesce(r.rotation_type::text, 'join') AS rotation_type, rv.name AS vessel_name
      FROM tours t JOIN vessels rv ON rv.id = t.vessel_id LEFT JOIN rotations r ON r.id = t.rotation_id
      WHERE t.crew_member_id = cm.id AND t.state = 'planned' AND t.sign_on >= ${today}::date
      ORDER BY t.sign_on LIMIT 1
    ) ro ON true
    WHERE cm.id = ${crewMemberId}`,
    "dashboard",
  );
  if (!r) return empty;
  const contract =
    r.contract_start && r.contract_end && r.contract_status
      ? { startDate: r.contract_start, endDate: r.contract_end, status: r.contract_status }
      : null;
  return {
    crewMember: {
      id: r.id,
      firstName: r.first_name,
      lastName: r.last_name,
      rank: r.rank,
      status: r.status,
      vesselName: r.vessel_name,
    },
    contract: contract && {
      ...contract,
      daysRemaining: contractDaysRemaining(contract, today),
      state: contractState(contract, today),
    },
    documents: {
      total: r.docs_total,
      expired: r.docs_expired,
      expiring: r.docs_expiring,
      valid: r.docs_total - r.docs_expired - r.docs_expiring,
    },
    nextRotation:
      r.rotation_join && r.rotation_type && r.rotation_vessel
        ? {
            joinDate: r.rotation_join,
            leaveDate: r.rotation_leave,
            rotationType: r.rotation_type,
            vesselName: r.rotation_vessel,
          }
        : null,
  };
}
