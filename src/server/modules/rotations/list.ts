// The planner's list of rotations (GET /api/rotations: a date range, vessel, crew member, status and rank
// filters, one page with the total), and the key the rotations' kept reads share. A page is kept at the
// fleet's manning version (manning/fleet-manning-version.ts), which moves with every statement on any
// rotation or tour and with a seafarer's name or rank (projections/manning-versions.ts).
import { and, count, eq, lte, sql } from "drizzle-orm";
import type { z } from "zod";
import type { TRotation, ZRotationListQuery } from "../../../shared/rotations";
import { queryRows } from "../../db/rows";
import { crewMembers, rotations } from "../../db/schema-fleet";
import { cachedCount } from "../../lib/cached-count";
import type { Caller } from "../../lib/caller";
import { ownMember } from "../../lib/ownership";
import { LatestMemo } from "../../lib/remember";
import type { RequestCtx } from "../../lib/request-ctx";
import { keptAtFleetManning } from "../manning/fleet-manning-version";
import { callerScope, crewOfRotation, type Row, stayEnd, toRotation } from "./service";

type ListInput = z.output<typeof ZRotationListQuery>;

/** The key of a kept rotations read (the list, the calendar's month and day): the query and whose rotations
 * the caller sees. */
export const keyOf = (caller: Caller, q: object) =>
  `${ownMember(caller, "rotations:read") ?? ""}|${JSON.stringify(q)}`;

type RotationsPage = { items: TRotation[]; total: number };

/** The last pages answered, each kept at the fleet's manning version. */
const pages = new LatestMemo<RotationsPage>(12);

/** GET /api/rotations: one page of the rotations touching a range, with the total; kept (pages). */
export function listRotations(ctx: RequestCtx, q: ListInput): Promise<RotationsPage> {
  return keptAtFleetManning(ctx.db, pages, keyOf(ctx.caller, q), () => readRotations(ctx, q));
}

/** A page of listRotations read from the rotations. */
export async function readRotations(
  { db, caller, cache: counts }: RequestCtx,
  q: ListInput,
): Promise<RotationsPage> {
  const rotationsWhere = [
    callerScope(caller),
    q.to ? lte(rotations.joinDate, q.to) : undefined,
    q.from ? sql`${stayEnd} >= ${q.from}::date` : undefined,
    q.vesselId ? eq(rotations.vesselId, q.vesselId) : undefined,
    q.crewMemberId ? eq(rotations.crewMemberId, q.crewMemberId) : undefined,
    q.status ? eq(rotations.status, q.status) : undefined,
  ];
  // The page reads each rotation's crew member by primary key (a lateral subquery, kept one by OFFSET 0),
  // so it walks the rotations in join-date order (rotations_join_idx) and sorts each day's few by name until
  // the page is full (an incremental sort). Joined as a table, the planner hashed all 10,000 crew and sorted
  // every rotation touching the range (a month: 2,620) for each page of 500.
  // The total counts the rotations alone unless the rank (the crew member's) filters them: every rotation's
  // crew member exists (a foreign key), and joined to the 10,000 crew the count cost ~5x its own scan.
  const counted = db.select({ total: count() }).from(rotations).$dynamic();
  const [rows, total] = await Promise.all([
    queryRows<Omit<Row, "createdAt"> & { createdAt: Date | string }>(
      db,
      sql`select ${rotations.id}, ${rotations.crewMemberId} as "crewMemberId", ${rotations.vesselId} as "vesselId",
                 ${rotations.joinDate}::text as "joinDate", ${rotations.leaveDate}::text as "leaveDate",
                 ${rotations.rotationType} as "rotationType", ${rotations.status}, ${rotations.notes},
                 ${rotations.createdAt} as "createdAt", cm.first_name as "crewFirstName",
                 cm.last_name as "crewLastName", cm.rank as "crewRank", v.name as "vesselName"
            from ${rotations}
           cross join lateral (select c.first_name, c.last_name, c.rank from crew_members c
                                where c.id = ${rotations.crewMemberId} offset 0) cm
            join vessels v on v.id = ${rotations.vesselId}
           where ${and(sql`true`, ...rotationsWhere, q.rank ? sql`cm.rank = ${q.rank}` : undefined)}
           order by ${rotations.joinDate}, cm.last_name, ${rotations.id}
           limit ${q.limit} offset ${q.offset}`,
      "rotations_page",
    ),
    cachedCount(
      counts,
      (q.rank ? counted.innerJoin(crewMembers, crewOfRotation) : counted).where(
        and(...rotationsWhere, q.rank ? eq(crewMembers.rank, q.rank) : undefined),
      ),
    ),
  ]);
  return { items: rows.map((r) => toRotation({ ...r, createdAt: new Date(r.createdAt) })), total };
}
