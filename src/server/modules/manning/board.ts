// The planning board (issue 20 item 6): one page of vessels (by name, optionally searched), and for those
// vessels in four queries: their safe-manning positions, the tours touching the range with the
// seafarer's name (the one tour source, ./tours.ts), and the crew changes in the range; the gaps are the
// shared rule (src/shared/manning.ts) over those tours, exactly as GET /api/manning/gaps computes them.
import { and, asc, count, gte, ilike, inArray, lte, ne, or, type SQL, sql } from "drizzle-orm";
import { manningGaps } from "../../../shared/manning";
import type { TBoardQuery, TBoardTour, TBoardVessel } from "../../../shared/manning-board";
import { queryRows } from "../../db/rows";
import { vessels } from "../../db/schema-fleet";
import { crewChanges } from "../../db/schema-manning";
import type { RequestCtx } from "../../lib/request-ctx";
import { likePattern } from "../../lib/search";
import { positionsOf } from "./service";
import { toursSql } from "./tours";

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = map.get(k);
    if (list) list.push(r);
    else map.set(k, [r]);
  }
  return map;
}

export async function manningBoard(
  { db, today }: RequestCtx,
  q: TBoardQuery,
): Promise<{ total: number; rows: TBoardVessel[] }> {
  const cond = q.q
    ? (or(ilike(vessels.name, likePattern(q.q)), ilike(vessels.type, likePattern(q.q))) as SQL)
    : undefined;
  const [page, [{ total }]] = await Promise.all([
    db
      .select({ id: vessels.id, name: vessels.name, type: vessels.type })
      .from(vessels)
      .where(cond)
      .orderBy(asc(vessels.name), asc(vessels.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: count() }).from(vessels).where(cond),
  ]);
  if (!page.length) return { total, rows: [] };
  const ids = page.map((v) => v.id);
  const [positions, tours, changes] = await Promise.all([
    positionsOf(db, ids),
    queryRows<TBoardTour & { vesselId: string }>(
      db,
      sql`select t.vessel_id as "vesselId", t.crew_member_id as "crewMemberId",
                 t.first_name || ' ' || t.last_name as name, t.rank,
                 t.sign_on::text as "signOn", t.sign_off::text as "signOff", t.rotation_id as "rotationId"
            from ${toursSql(today, true)} t
           where ${inArray(sql`t.vessel_id`, ids)}
             and (t.sign_on is null or t.sign_on <= ${q.to}::date)
             and (t.sign_off is null or t.sign_off > ${q.from}::date)
           order by t.sign_on nulls first, t.last_name, t.first_name`,
      "manning_board_tours",
    ),
    db
      .select({
        id: crewChanges.id,
        vesselId: crewChanges.vesselId,
        date: crewChanges.date,
        port: crewChanges.port,
        status: crewChanges.status,
      })
      .from(crewChanges)
      .where(
        and(
          inArray(crewChanges.vesselId, ids),
          gte(crewChanges.date, q.from),
          lte(crewChanges.date, q.to),
          ne(crewChanges.status, "cancelled"),
        ),
      )
      .orderBy(asc(crewChanges.date)),
  ]);
  const toursOf = groupBy(tours, (t) => t.vesselId);
  const changesOf = groupBy(changes, (c) => c.vesselId);
  const rows = page.map((v): TBoardVessel => {
    const vesselTours = toursOf.get(v.id) ?? [];
    const vesselPositions = positions.get(v.id) ?? [];
    return {
      vesselId: v.id,
      vesselName: v.name,
      vesselType: v.type,
      positions: vesselPositions,
      tours: vesselTours.map(({ vesselId: _, ...t }) => t),
      gaps: manningGaps(vesselTours, vesselPositions, q.from, q.to),
      crewChanges: (changesOf.get(v.id) ?? []).map(({ vesselId: _, ...c }) => c),
    };
  });
  return { total, rows };
}
