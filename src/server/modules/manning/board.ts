// The planning board: one page of vessels (by name, optionally searched), and for those
// vessels in four queries: their safe-manning positions, the tours touching the range with the
// seafarer's name (the one tour source, ./tours.ts: an open crew change's joiners are planned tours, drawn
// apart; its off-signers' tours end on its day), and the crew changes in the range; the gaps are the shared rule
// (src/shared/manning.ts) over those tours, exactly as GET /api/manning/gaps computes them.
import { and, asc, count, eq, gte, ilike, inArray, lte, ne, or, sql } from "drizzle-orm";
import { manningGaps } from "../../../shared/manning";
import type { TBoardQuery, TBoardTour, TBoardVessel } from "../../../shared/manning-board";
import { queryRows } from "../../db/rows";
import { vessels } from "../../db/schema-fleet";
import { crewChanges } from "../../db/schema-manning";
import { groupBy } from "../../lib/group-by";
import { LatestMemo } from "../../lib/remember";
import type { RequestCtx } from "../../lib/request-ctx";
import { likePattern } from "../../lib/search";
import { positionsOf } from "./service";
import { toursSql } from "./tours";

export async function manningBoard(
  { db, today }: RequestCtx,
  q: TBoardQuery,
): Promise<{ total: number; rows: TBoardVessel[] }> {
  const cond = and(
    q.q ? or(ilike(vessels.name, likePattern(q.q)), ilike(vessels.type, likePattern(q.q))) : undefined,
    q.vesselId ? eq(vessels.id, q.vesselId) : undefined,
  );
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
  const versions = new Map(
    (
      await queryRows<{ vesselId: string; version: string }>(
        db,
        sql`select vessel_id as "vesselId", version::text as version from vessel_manning_versions
             where ${inArray(
               sql`vessel_id`,
               page.map((v) => v.id),
             )}`,
        "manning_board_versions",
      )
    ).map((r) => [r.vesselId, r.version]),
  );
  const keyOf = (id: string) => `${id}|${q.from}|${q.to}|${today}`;
  const versionOf = (id: string) => versions.get(id) ?? "0";
  const pageKey = `${JSON.stringify(q)}|${today}`;
  const pageVersion = page.map((v) => `${v.id}|${versionOf(v.id)}|${v.name}|${v.type}`).join(",");
  const knownPage = pages.get(pageKey, pageVersion);
  if (knownPage) return { total, rows: knownPage };
  const ids = page.map((v) => v.id).filter((id) => !rowsMemo.get(keyOf(id), versionOf(id)));
  if (ids.length)
    for (const [id, row] of await vesselRows(db, today, q, ids)) rowsMemo.set(keyOf(id), versionOf(id), row);
  const rows = page.map(
    (v): TBoardVessel => ({
      vesselId: v.id,
      vesselName: v.name,
      vesselType: v.type,
      ...(rowsMemo.get(keyOf(v.id), versionOf(v.id)) as VesselRow),
    }),
  );
  pages.set(pageKey, pageVersion, rows);
  return { total, rows };
}

type VesselRow = Omit<TBoardVessel, "vesselId" | "vesselName" | "vesselType">;
// A vessel's board row (positions, named tours, gaps, crew changes) per manning version (its triggers,
// projections/manning-versions.ts, move it with every change to its tours, safe manning, crew changes or its seafarers' names), and
// the last pages answered, the very arrays, so an unchanged page's JSON and gzip are reused; each kept at
// its latest versions only (lib/remember.ts LatestMemo).
const rowsMemo = new LatestMemo<VesselRow>(2000);
const pages = new LatestMemo<TBoardVessel[]>(32);

/** The board rows of these vessels, read in three queries (positions, named tours, crew changes); the kept
 * rows' fresh reading (board-memo.test.ts). */
export async function vesselRows(
  db: RequestCtx["db"],
  today: string,
  q: TBoardQuery,
  ids: string[],
): Promise<Map<string, VesselRow>> {
  const [positions, tours, changes] = await Promise.all([
    positionsOf(db, ids),
    queryRows<TBoardTour & { vesselId: string }>(
      db,
      sql`select t.vessel_id as "vesselId", t.crew_member_id as "crewMemberId",
                 t.first_name || ' ' || t.last_name as name, t.rank,
                 t.sign_on::text as "signOn", t.sign_off::text as "signOff", t.rotation_id as "rotationId",
                 (t.crew_change_member_id is not null) as planned, t.unconfirmed as "signOnNotConfirmed",
                 m.crew_change_id as "crewChangeId"
            from ${toursSql(today, true)} t
            left join crew_change_members m on m.id = t.crew_change_member_id
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
  return new Map(
    ids.map((id): [string, VesselRow] => {
      const vesselTours = toursOf.get(id) ?? [];
      const vesselPositions = positions.get(id) ?? [];
      return [
        id,
        {
          positions: vesselPositions,
          tours: vesselTours.map(({ vesselId: _, ...t }) => t),
          gaps: manningGaps(vesselTours, vesselPositions, q.from, q.to),
          crewChanges: (changesOf.get(id) ?? []).map(({ vesselId: _, ...c }) => c),
        },
      ];
    }),
  );
}
