// Safe manning per vessel (read, replace in one transaction with its activity entry) and the manning
// gaps: the tours touching the range (one query for the whole fleet, or one vessel's by index) and the
// vessels' positions (one query), then the shared rule src/shared/manning.ts per vessel. The rule is
// linear in the tours, so 200 vessels × 6 months is a few thousand rows, not a row per vessel-day-rank.
// Projections its writes fire (docs/projections.md): vessel_manning_versions (safe-manning positions), activity_tally.
import { asc, eq, inArray, sql } from "drizzle-orm";
import type {
  ManningPosition,
  TManningGap,
  TManningGapsQuery,
  TSafeManning,
  TSafeManningRequest,
} from "../../../shared/manning";
import { RANK_NAMES } from "../../../shared/ranks";
import { writeTx } from "../../db/app-today";
import type { DbOrTx } from "../../db/client";
import { safeManningDocuments, safeManningPositions } from "../../db/schema-manning";
import { logActivity } from "../../lib/activity-log";
import type { Caller } from "../../lib/caller";
import type { RequestCtx } from "../../lib/request-ctx";
import { vesselNameOf } from "../../lib/vessel-names";
import { fleetGaps } from "./gaps-memo";

function pushTo<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const rankIndex = (rank: string) => RANK_NAMES.indexOf(rank as (typeof RANK_NAMES)[number]);

/** The vessel's positions with a count above zero, by vessel id. */
export async function positionsOf(db: DbOrTx, vesselIds?: string[]): Promise<Map<string, ManningPosition[]>> {
  const rows = await db
    .select()
    .from(safeManningPositions)
    .where(
      vesselIds ? inArray(safeManningPositions.vesselId, vesselIds) : sql`${safeManningPositions.count} > 0`,
    );
  const byVessel = new Map<string, ManningPosition[]>();
  for (const r of rows) {
    if (r.count <= 0) continue;
    pushTo(byVessel, r.vesselId, { rank: r.rank, count: r.count });
  }
  return byVessel;
}

async function readSafeManning(db: DbOrTx, vesselId: string): Promise<TSafeManning> {
  const [doc] = await db
    .select()
    .from(safeManningDocuments)
    .where(eq(safeManningDocuments.vesselId, vesselId));
  const positions = await db
    .select({ rank: safeManningPositions.rank, count: safeManningPositions.count })
    .from(safeManningPositions)
    .where(eq(safeManningPositions.vesselId, vesselId))
    .orderBy(asc(safeManningPositions.rank));
  positions.sort((a, b) => rankIndex(a.rank) - rankIndex(b.rank));
  return {
    vesselId,
    validUntil: doc?.validUntil ?? null,
    positions,
    updatedAt: doc ? doc.updatedAt.toISOString() : null,
  };
}

export async function getSafeManning({ db }: RequestCtx, vesselId: string): Promise<TSafeManning> {
  await vesselNameOf(db, vesselId);
  return readSafeManning(db, vesselId);
}

/** Replaces the vessel's Safe Manning Document (validity and every position) in one transaction. */
export async function putSafeManning(
  { db, caller, today }: RequestCtx,
  vesselId: string,
  input: TSafeManningRequest,
): Promise<TSafeManning> {
  return writeTx({ db, today }, (tx) => writeSafeManning(tx, caller, vesselId, input));
}

/** Replaces the vessel's Safe Manning Document and logs it, inside the caller's transaction: the safe
 * manning form and the safe manning import. */
export async function writeSafeManning(
  tx: DbOrTx,
  caller: Caller,
  vesselId: string,
  input: TSafeManningRequest,
): Promise<TSafeManning> {
  const vesselName = await vesselNameOf(tx, vesselId, true);
  const before = await readSafeManning(tx, vesselId);
  const validUntil = input.validUntil ?? null;
  await tx
    .insert(safeManningDocuments)
    .values({ vesselId, validUntil })
    .onConflictDoUpdate({
      target: safeManningDocuments.vesselId,
      set: { validUntil, updatedAt: new Date() },
    });
  await tx.delete(safeManningPositions).where(eq(safeManningPositions.vesselId, vesselId));
  if (input.positions.length)
    await tx.insert(safeManningPositions).values(input.positions.map((p) => ({ vesselId, ...p })));
  const summary =
    [...input.positions]
      .sort((a, b) => rankIndex(a.rank) - rankIndex(b.rank))
      .map((p) => `${p.rank} ${p.count}`)
      .join(", ") || "no positions";
  await logActivity(tx, caller, {
    type: "vessel",
    action: "safe-manning",
    entityType: "vessel",
    entityId: vesselId,
    description: `Safe manning of ${vesselName} set: ${summary}${validUntil ? ` (valid until ${validUntil})` : ""}`,
    severity: "success",
    metadata: { before: { validUntil: before.validUntil, positions: before.positions }, after: input },
  });
  return readSafeManning(tx, vesselId);
}

/** Shortfalls by vessel and rank over [from, to]: vessels with safe manning only, ordered by vessel name. */
export async function listManningGaps(
  { db, today }: RequestCtx,
  q: TManningGapsQuery,
): Promise<TManningGap[]> {
  if (q.vesselId) await vesselNameOf(db, q.vesselId); // 404 for an unknown vessel
  return fleetGaps(db, today, q);
}
