// The vessel utilization report: each vessel's crew assigned on the range's end (the tours counting that day:
// THE aboard rule, manning/tours.ts aboardOnSql) against its capacity, and its contracts overlapping the range.
// The crew assigned is kept per vessel and day until the vessel's compliance version moves: the compliance
// versions projection's triggers (projections/compliance-versions.ts) bump it, in the writing transaction,
// with every change to its tours and to its crew's tours elsewhere (which the aboard rule reads for an overdue
// assignment's sign-off), so a kept count is never stale, on any instance. A request then reads the vessels,
// their versions and their contracts' counts (index-only) and counts the tours of the vessels that moved;
// counting every vessel's tours afresh was most of the call's SQL. The versions are read before the counts,
// so a count is never older than the version it is kept under (as dashboard/crew-figures.ts).
import { sql } from "drizzle-orm";
import { percentOf } from "../../../shared/dashboard";
import type { VesselUtilizationReport } from "../../../shared/reports";
import type { Db } from "../../db/client";
import { queryRows, uuidArray } from "../../db/rows";
import { LatestMemo } from "../../lib/remember";
import { aboardOnSql } from "../manning/tours";

/** A 200-vessel fleet's counts for a few days. */
const MAX_ENTRIES = 4000;
const assignedKept = new LatestMemo<number>(MAX_ENTRIES);

interface VesselRow {
  vesselId: string;
  name: string;
  status: string;
  capacity: number;
  version: string;
  contractsInRange: number;
}

/** The crew assigned on `day` per vessel (only `vesselIds`' when given). */
async function assignedOn(db: Db, day: string, vesselIds?: string[]): Promise<Map<string, number>> {
  const rows = await queryRows<{ id: string; n: number }>(
    db,
    sql`SELECT v.id, (SELECT count(DISTINCT a.crew_member_id)::int FROM ${aboardOnSql(sql`v.id`, day)} a) AS n
          FROM vessels v ${vesselIds ? sql`WHERE v.id = any(${uuidArray(vesselIds)})` : sql``}`,
    vesselIds ? "report_utilization_assigned_some" : "report_utilization_assigned",
  );
  return new Map(rows.map((r) => [r.id, r.n]));
}

export async function vesselUtilization(
  db: Db,
  r: { days: number; from: string; to: string },
): Promise<VesselUtilizationReport> {
  const vessels = await queryRows<VesselRow>(
    db,
    sql`SELECT v.id AS "vesselId", v.name, v.status::text AS status, v.crew_capacity AS capacity,
               coalesce(m.version, 0)::text AS version,
               (SELECT count(*)::int FROM contracts k WHERE k.vessel_id = v.id
                  AND k.start_date <= ${r.to}::date AND k.end_date >= ${r.from}::date) AS "contractsInRange"
          FROM vessels v LEFT JOIN vessel_compliance_versions m ON m.vessel_id = v.id
         ORDER BY v.name, v.id`,
    "report_utilization",
  );
  const keyOf = (v: VesselRow) => `${v.vesselId}|${r.to}`;
  const assigned = new Map<string, number>();
  const stale: VesselRow[] = [];
  for (const v of vessels) {
    const kept = assignedKept.get(keyOf(v), v.version);
    if (kept === undefined) stale.push(v);
    else assigned.set(v.vesselId, kept);
  }
  if (stale.length) {
    // a few vessels moved: count only theirs; on a cold start or a new day, the whole fleet in one pass
    const ids = stale.length < vessels.length / 2 ? stale.map((v) => v.vesselId) : undefined;
    const fresh = await assignedOn(db, r.to, ids);
    for (const v of stale) {
      const n = fresh.get(v.vesselId) ?? 0;
      assignedKept.set(keyOf(v), v.version, n);
      assigned.set(v.vesselId, n);
    }
  }
  const rows = vessels.map(({ vesselId, name, status, capacity, contractsInRange }) => {
    const crewAssigned = assigned.get(vesselId) ?? 0;
    return {
      vesselId,
      name,
      status,
      capacity,
      crewAssigned,
      contractsInRange,
      utilization: Math.round((crewAssigned / capacity) * 100),
    };
  });
  const total = rows.reduce((n, x) => n + x.crewAssigned, 0);
  const capacity = rows.reduce((n, x) => n + x.capacity, 0);
  return { type: "vessel-utilization", ...r, rows, averageUtilization: percentOf(total, capacity) };
}
