// The dashboard's crew figures that follow the certificates (the compliance rate and the missing
// certificates), computed per vessel and reused until the vessel's compliance version moves: the compliance
// versions projection's triggers (projections/compliance-versions.ts) bump it with every statement that
// changes what the vessel's Compliance Matrix shows (its tours and its crew's tours elsewhere, their
// documents, the vessel's type and flag, the certificate requirements), in that statement's transaction;
// both figures read only those (the kept weakest and missing certificates are derived from the same tables
// in the same transactions), so a reuse is never stale and a write recomputes only the vessels it moved.
// The day is part of the key (who is aboard, what has expired). The versions are read before the figures,
// so a figure is never older than the version it is kept under (as compliance/matrix-memo.ts).
import type { Db } from "../../db/client";
import { LatestMemo } from "../../lib/remember";
import { missingByVessel } from "../alerts/missing";
import { fleetComplianceVersions } from "../compliance/fleet-versions";
import { complianceByVessel } from "../compliance/service";

interface VesselFigures {
  total: number;
  compliant: number;
  missing: number;
  crew: string[];
}

export interface CrewFigures {
  compliance: { total: number; compliant: number };
  missing: { missing: number; crew: number };
}

/** A vessel's figures for a few days of a 200-vessel fleet; the fleet's sums for a few version sets. */
const MAX_VESSEL_ENTRIES = 4000;
const MAX_FLEET_ENTRIES = 16;
const byVessel = new LatestMemo<VesselFigures>(MAX_VESSEL_ENTRIES);
const byFleet = new LatestMemo<CrewFigures>(MAX_FLEET_ENTRIES);
const NONE: VesselFigures = { total: 0, compliant: 0, missing: 0, crew: [] };

/** The fleet's compliance on `today` (complianceByVessel summed) and its missing certificates within
 * `days` (missingByVessel: the rows summed, their crew members counted once). */
export async function crewFigures(db: Db, today: string, days: number): Promise<CrewFigures> {
  const { vessels, fleetVersion } = await fleetComplianceVersions(db);
  const span = `${today}|${days}`;
  const keyOf = (v: { id: string }) => `${v.id}|${span}`;
  const known = byFleet.get(span, fleetVersion);
  if (known) return known;

  const stale = vessels.filter((v) => !byVessel.get(keyOf(v), v.version));
  if (stale.length) {
    // a few vessels moved: read only theirs; on a cold start or a new day, the whole fleet in one pass
    const ids = stale.length < vessels.length / 2 ? stale.map((v) => v.id) : undefined;
    const [compliance, missing] = await Promise.all([
      complianceByVessel(db, today, ids),
      missingByVessel(db, today, days, ids),
    ]);
    const fresh = new Map<string, VesselFigures>();
    const of = (id: string) => {
      const f = fresh.get(id) ?? { ...NONE };
      fresh.set(id, f);
      return f;
    };
    for (const c of compliance) Object.assign(of(c.vessel_id), { total: c.total, compliant: c.compliant });
    for (const m of missing) Object.assign(of(m.vessel_id), { missing: m.missing, crew: m.crew });
    for (const v of stale) byVessel.set(keyOf(v), v.version, fresh.get(v.id) ?? NONE);
  }
  const sum = { total: 0, compliant: 0, missing: 0 };
  const crew = new Set<string>();
  for (const v of vessels) {
    const f = byVessel.get(keyOf(v), v.version) ?? NONE;
    sum.total += f.total;
    sum.compliant += f.compliant;
    sum.missing += f.missing;
    for (const id of f.crew) crew.add(id);
  }
  const answer = {
    compliance: { total: sum.total, compliant: sum.compliant },
    missing: { missing: sum.missing, crew: crew.size },
  };
  byFleet.set(span, fleetVersion, answer);
  return answer;
}
