// The fleet's manning gaps, computed per vessel by the one gap rule (src/shared/manning.ts) and reused until
// the vessel's manning version moves: migration 0024's triggers bump it with every statement that changes
// the vessel's tours or safe-manning positions, in that statement's transaction, so a reuse is never stale
// and every instance on one PostgreSQL sees the same versions. A write recomputes only its vessel; the
// day is part of the key (an assignment past its contract's end stays open by today's date).
import { type SQL, sql } from "drizzle-orm";
import { type ManningGap, type ManningPosition, manningGaps } from "../../../shared/manning";
import type { DbOrTx } from "../../db/client";
import { queryRows } from "../../db/rows";
import { type TourRow, toursIn } from "./tours";

const MAX_ENTRIES = 4000;
const memo = new Map<string, ManningGap[]>();

function remember(key: string, gaps: ManningGap[]) {
  if (memo.size >= MAX_ENTRIES) memo.delete(memo.keys().next().value as string); // the oldest first
  memo.set(key, gaps);
}

interface Range {
  from: string;
  to: string;
  /** One vessel; every vessel with safe manning when absent. */
  vesselId?: string;
}

/** Each vessel with safe manning (or the one asked) → its name and its gaps over [from, to] in the rule's
 * order. */
export async function gapsByVessel(
  db: DbOrTx,
  today: string,
  q: Range,
): Promise<Map<string, { name: string; gaps: ManningGap[] }>> {
  const one: SQL = q.vesselId ? sql`and p.vessel_id = ${q.vesselId}` : sql``;
  const rows = await queryRows<ManningPosition & { vesselId: string; name: string; version: string }>(
    db,
    sql`select p.vessel_id as "vesselId", v.name, p.rank, p.count, coalesce(m.version, 0)::text as version
          from safe_manning_positions p join vessels v on v.id = p.vessel_id
          left join vessel_manning_versions m on m.vessel_id = p.vessel_id
         where p.count > 0 ${one}`,
    q.vesselId ? "manning_positions_version_one" : "manning_positions_versions",
  );
  const vessels = new Map<string, { name: string; key: string; positions: ManningPosition[] }>();
  for (const r of rows) {
    const v = vessels.get(r.vesselId);
    if (v) v.positions.push({ rank: r.rank, count: r.count });
    else
      vessels.set(r.vesselId, {
        name: r.name,
        key: `${r.vesselId}|${r.version}|${q.from}|${q.to}|${today}`,
        positions: [{ rank: r.rank, count: r.count }],
      });
  }
  const missing = [...vessels.keys()].filter((id) => !memo.has(vessels.get(id)?.key ?? ""));
  if (missing.length) {
    const tours = await toursIn(db, today, {
      from: q.from,
      to: q.to,
      vesselId: q.vesselId,
      // a few vessels changed: read only theirs; on a cold start, every tour in one pass
      vesselIds: missing.length < vessels.size / 2 ? missing : undefined,
    });
    const byVessel = new Map<string, TourRow[]>();
    for (const t of tours) {
      const list = byVessel.get(t.vesselId);
      if (list) list.push(t);
      else byVessel.set(t.vesselId, [t]);
    }
    for (const id of missing) {
      const v = vessels.get(id);
      if (v) remember(v.key, manningGaps(byVessel.get(id) ?? [], v.positions, q.from, q.to));
    }
  }
  return new Map([...vessels].map(([id, v]) => [id, { name: v.name, gaps: memo.get(v.key) ?? [] }]));
}
