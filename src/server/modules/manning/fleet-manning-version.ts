// The fleet's manning version: every vessel's manning version (projections/manning-versions.ts: its triggers
// move it, in the writing transaction, with every statement that changes the vessel's tours, rotations or
// the names and ranks of its seafarers) and its name, as one digest. The fleet-wide reads that show tours
// or rotations (the timeline's tours, the rotations list, the calendar's month and day) keep their answers
// under it: any change to any vessel's tours or rotations reads them afresh, and an unchanged answer is the
// very same object, so its JSON and gzip are reused (lib/response-memo.ts).
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { queryRows } from "../../db/rows";
import type { LatestMemo } from "../../lib/remember";

/** The digest of every vessel's id, manning version and name. */
export async function fleetManningVersion(db: DbOrTx): Promise<string> {
  const [{ version }] = await queryRows<{ version: string }>(
    db,
    sql`select md5(coalesce(json_agg(json_build_array(v.id, m.version, v.name) order by v.id)::text, '')) as version
          from vessels v left join vessel_manning_versions m on m.vessel_id = v.id`,
    "manning_tours_fleet_version",
  );
  return version;
}

/** `read()`'s answer for `key`, kept in `memo` at the fleet's manning version. The version is read before
 * the answer, so an answer is never older than the version it is kept under. */
export async function keptAtFleetManning<T>(
  db: DbOrTx,
  memo: LatestMemo<T>,
  key: string,
  read: () => Promise<T>,
): Promise<T> {
  const version = await fleetManningVersion(db);
  const known = memo.get(key, version);
  if (known) return known;
  const answer = await read();
  memo.set(key, version, answer);
  return answer;
}
