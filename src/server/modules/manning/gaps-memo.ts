// The fleet's manning gaps, computed per vessel by the one gap rule (src/shared/manning.ts) over the tours
// (open crew changes' joiners are planned tours, their off-signers' tours end on the day), and reused until
// the vessel's manning version moves: the manning versions projection's triggers bump it with every statement that changes
// the vessel's tours or safe-manning positions (and the tours elsewhere of a seafarer whose open assignment
// here ends when their next tour begins), in that statement's transaction, so a reuse is never stale
// and every instance on one PostgreSQL sees the same versions. A request reads the versions (one row per
// vessel); a write recomputes only its vessel (its positions and tours read again); the day is part of the
// key (an assignment past its contract's end stays open by today's date). When no vessel changed, the
// fleet's answer is the very array answered before, so its JSON and gzip are reused too (lib/response-memo).
import { inArray, sql } from "drizzle-orm";
import type { TManningGap } from "../../../shared/manning";
import { type ManningGap, type ManningPosition, manningGaps } from "../../../shared/manning";
import type { DbOrTx } from "../../db/client";
import { queryRows } from "../../db/rows";
import { safeManningPositions } from "../../db/schema-manning";
import { groupBy } from "../../lib/group-by";
import { LatestMemo } from "../../lib/remember";
import { toursIn } from "./tours";

const MAX_VESSEL_ENTRIES = 4000;
const MAX_FLEET_ENTRIES = 16;
/** Per vessel and span, its gaps at its latest manning version; per span, the fleet's at its versions. */
const byVessel = new LatestMemo<ManningGap[]>(MAX_VESSEL_ENTRIES);
const byFleet = new LatestMemo<TManningGap[]>(MAX_FLEET_ENTRIES);

interface Range {
  from: string;
  to: string;
  /** One vessel; every vessel when absent. */
  vesselId?: string;
}

/** The gaps over [from, to] of every vessel with safe manning (or the one asked), by vessel name, each
 * vessel's in the rule's order. */
export async function fleetGaps(db: DbOrTx, today: string, q: Range): Promise<TManningGap[]> {
  const vessels = await queryRows<{ vesselId: string; name: string; version: string }>(
    db,
    q.vesselId
      ? sql`select m.vessel_id as "vesselId", v.name, m.version::text as version
              from vessel_manning_versions m join vessels v on v.id = m.vessel_id where m.vessel_id = ${q.vesselId}`
      : sql`select m.vessel_id as "vesselId", v.name, m.version::text as version
              from vessel_manning_versions m join vessels v on v.id = m.vessel_id`,
    q.vesselId ? "manning_version_one" : "manning_versions",
  );
  vessels.sort((a, b) => a.name.localeCompare(b.name) || a.vesselId.localeCompare(b.vesselId));
  const span = `${q.from}|${q.to}|${today}`;
  const fleetVersion = vessels.map((v) => `${v.vesselId}:${v.version}:${v.name}`).join(",");
  const known = byFleet.get(span, fleetVersion);
  if (known) return known;

  const keyOf = (v: { vesselId: string }) => `${v.vesselId}|${span}`;
  const missing = vessels.filter((v) => !byVessel.get(keyOf(v), v.version));
  if (missing.length) {
    const ids = missing.map((v) => v.vesselId);
    // a few vessels changed: read only theirs; on a cold start, every position and tour in one pass
    const some = missing.length < vessels.length / 2 || q.vesselId !== undefined;
    const [positions, tours] = await Promise.all([
      db
        .select({
          vesselId: safeManningPositions.vesselId,
          rank: safeManningPositions.rank,
          count: safeManningPositions.count,
        })
        .from(safeManningPositions)
        .where(some ? inArray(safeManningPositions.vesselId, ids) : undefined),
      toursIn(db, today, { from: q.from, to: q.to, vesselIds: some ? ids : undefined }),
    ]);
    const positionsOf = groupBy(
      positions.filter((p) => p.count > 0),
      (p) => p.vesselId,
    );
    const toursOf = groupBy(tours, (t) => t.vesselId);
    for (const v of missing) {
      const required: ManningPosition[] = positionsOf.get(v.vesselId) ?? [];
      byVessel.set(keyOf(v), v.version, manningGaps(toursOf.get(v.vesselId) ?? [], required, q.from, q.to));
    }
  }
  const answer = vessels.flatMap((v) =>
    (byVessel.get(keyOf(v), v.version) ?? []).map((g) => ({
      vesselId: v.vesselId,
      vesselName: v.name,
      ...g,
    })),
  );
  byFleet.set(span, fleetVersion, answer);
  return answer;
}
