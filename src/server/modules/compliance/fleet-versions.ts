// Every vessel's compliance version (the compliance versions projection, projections/compliance-versions.ts),
// read in one statement, and the fleet's version: the list of them, which moves whenever any vessel's does.
// A fleet-wide answer kept under it (the dashboard's crew figures, the missing certificates' pages) is
// reused only while no vessel's version has moved.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";

export interface FleetVersions {
  /** Each vessel's id and version (0 until its first change), in id order. */
  vessels: { id: string; version: string }[];
  /** The versions of every vessel as one key. */
  fleetVersion: string;
}

export async function fleetComplianceVersions(db: Db): Promise<FleetVersions> {
  const vessels = await queryRows<{ id: string; version: string }>(
    db,
    sql`select v.id, coalesce(m.version, 0)::text as version
          from vessels v left join vessel_compliance_versions m on m.vessel_id = v.id order by v.id`,
    "compliance_versions",
  );
  return { vessels, fleetVersion: vessels.map((v) => `${v.id}:${v.version}`).join(",") };
}
