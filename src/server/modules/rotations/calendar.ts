// The Crew Rotation Calendar's reads, in the shape the calendar draws: per grid day, how many
// rotations are marked on it (a join on its join day, a leave on its leave day when that is another day)
// and the first MAX_BARS_PER_DAY of them, joins first; and one day's whole list, paged, for "+N more".
// The marks are ranked in SQL (row_number per day over the grid's joins and leaves, each found through its
// date index), so a busy month answers ~126 rotations instead of every rotation touching the month.
import { type SQL, sql } from "drizzle-orm";
import { gridRange, MAX_BARS_PER_DAY } from "../../../shared/calendar";
import { daysBetween } from "../../../shared/dates";
import type { TRotationDayEntry, TRotationMonth } from "../../../shared/rotations";
import { queryRows } from "../../db/rows";
import type { Caller } from "../../lib/caller";
import { ownMember } from "../../lib/ownership";
import { LatestMemo } from "../../lib/remember";
import type { RequestCtx } from "../../lib/request-ctx";
import { keptAtFleetManning } from "../manning/fleet-manning-version";
import { keyOf } from "./list";
import { toRotation } from "./service";

export interface CalendarFilters {
  vesselId?: string;
  rank?: string;
}

interface MarkRow {
  mark_order: 0 | 1;
  id: string;
  crewMemberId: string;
  vesselId: string;
  joinDate: string;
  leaveDate: string | null;
  rotationType: "join" | "leave" | "rotation";
  status: "scheduled" | "completed" | "cancelled";
  notes: string | null;
  createdAt: string | Date;
  crewFirstName: string;
  crewLastName: string;
  crewRank: string;
  vesselName: string;
}

type Nullable<T> = { [K in keyof T]: T[K] | null };

/** What the caller may see and the calendar's filters, on rotations r joined to crew_members cm. */
function filterSql(caller: Caller, f: CalendarFilters): SQL {
  const own = ownMember(caller, "rotations:read");
  return sql.join(
    [
      own ? sql` AND r.crew_member_id = ${own}` : undefined,
      f.vesselId ? sql` AND r.vessel_id = ${f.vesselId}` : undefined,
      f.rank ? sql` AND cm.rank = ${f.rank}` : undefined,
    ].filter((c): c is SQL => c !== undefined),
    sql``,
  );
}

/** The CTE `ranked`: every mark on a day of [from, to] with its place in the day's list (rn) and the
 * day's count (n). Joins on their day first (by crew name), then leaves (by join date, crew name): the
 * list order of GET /api/rotations kept per day, as the calendar drew it from that list. */
function rankedSql(caller: Caller, from: string, to: string, f: CalendarFilters): SQL {
  const where = filterSql(caller, f);
  return sql`
    WITH marks AS (
      SELECT r.join_date AS day, 0 AS mark_order, r.id, r.join_date, cm.last_name
        FROM rotations r JOIN crew_members cm ON cm.id = r.crew_member_id
       WHERE r.join_date BETWEEN ${from}::date AND ${to}::date${where}
      UNION ALL
      SELECT r.leave_date, 1, r.id, r.join_date, cm.last_name
        FROM rotations r JOIN crew_members cm ON cm.id = r.crew_member_id
       WHERE r.leave_date BETWEEN ${from}::date AND ${to}::date AND r.leave_date <> r.join_date${where}
    ), ranked AS (
      SELECT m.day, m.mark_order, m.id,
             row_number() OVER (PARTITION BY m.day ORDER BY m.mark_order, m.join_date, m.last_name, m.id) AS rn,
             count(*) OVER (PARTITION BY m.day) AS n
        FROM marks m
    )`;
}

/** The rotation's columns as toRotation reads them (k: a ranked mark). */
const rotationColumnsSql = sql`k.mark_order, r.id, r.crew_member_id AS "crewMemberId", r.vessel_id AS "vesselId",
  r.join_date::text AS "joinDate", r.leave_date::text AS "leaveDate", r.rotation_type AS "rotationType",
  r.status, r.notes, r.created_at AS "createdAt", cm.first_name AS "crewFirstName",
  cm.last_name AS "crewLastName", cm.rank AS "crewRank", v.name AS "vesselName"`;

const rotationJoinsSql = sql`LEFT JOIN rotations r ON r.id = k.id
  LEFT JOIN crew_members cm ON cm.id = r.crew_member_id
  LEFT JOIN vessels v ON v.id = r.vessel_id`;

function toEntry(row: MarkRow): TRotationDayEntry {
  return {
    mark: row.mark_order === 0 ? "join" : "leave",
    rotation: toRotation({ ...row, createdAt: new Date(row.createdAt) }),
  };
}

/** The last months and days answered, each kept at the fleet's manning version (it moves with every
 * statement on any rotation or tour and with a seafarer's name or rank: manning-versions.ts), by the query
 * and whose rotations the caller sees. */
const months = new LatestMemo<TRotationMonth>(16);
const dayPages = new LatestMemo<{ items: TRotationDayEntry[]; total: number }>(32);

/** GET /api/rotations/month: every day of the month's grid with its count and first bars; kept (months). */
export function rotationMonth(
  ctx: RequestCtx,
  q: CalendarFilters & { month: string },
): Promise<TRotationMonth> {
  return keptAtFleetManning(ctx.db, months, keyOf(ctx.caller, q), () => readRotationMonth(ctx, q));
}

/** The month read from the rotations: the series is over integers (days after `from`), whose row count the
 * planner knows, so the few bars are joined to their rotation, crew member and vessel by primary key. */
export async function readRotationMonth(
  { db, caller }: RequestCtx,
  q: CalendarFilters & { month: string },
): Promise<TRotationMonth> {
  const { from, to } = gridRange(q.month);
  const rows = await queryRows<Nullable<MarkRow> & { day: string; n: number }>(
    db,
    sql`${rankedSql(caller, from, to, q)}
    SELECT (${from}::date + d.i)::text AS day, coalesce(k.n, 0)::int AS n, ${rotationColumnsSql}
      FROM generate_series(0, ${daysBetween(from, to)}) AS d(i)
      LEFT JOIN ranked k ON k.day = ${from}::date + d.i AND k.rn <= ${MAX_BARS_PER_DAY} ${rotationJoinsSql}
     ORDER BY d.i, k.rn`,
    "rotation_month",
  );
  const days: TRotationMonth["days"] = [];
  for (const row of rows) {
    if (days.at(-1)?.date !== row.day) days.push({ date: row.day, count: row.n, bars: [] });
    if (row.id !== null) days[days.length - 1].bars.push(toEntry(row as MarkRow));
  }
  return { month: q.month, from, to, days };
}

type DayQuery = CalendarFilters & { date: string; limit: number; offset: number };

/** GET /api/rotations/day: one day's marks in the calendar's order, one page, with the day's total; kept. */
export function rotationDay(
  ctx: RequestCtx,
  q: DayQuery,
): Promise<{ items: TRotationDayEntry[]; total: number }> {
  return keptAtFleetManning(ctx.db, dayPages, keyOf(ctx.caller, q), () => readRotationDay(ctx, q));
}

/** The day's page read from the rotations. */
export async function readRotationDay(
  { db, caller }: RequestCtx,
  q: DayQuery,
): Promise<{ items: TRotationDayEntry[]; total: number }> {
  const rows = await queryRows<MarkRow & { n: number }>(
    db,
    sql`${rankedSql(caller, q.date, q.date, q)}
    SELECT k.n::int AS n, ${rotationColumnsSql}
      FROM ranked k ${rotationJoinsSql}
     WHERE k.rn > ${q.offset} AND k.rn <= ${q.offset + q.limit}
     ORDER BY k.rn`,
    "rotation_day",
  );
  if (rows.length === 0 && q.offset > 0) {
    const [first] = await queryRows<{ n: number }>(
      db,
      sql`${rankedSql(caller, q.date, q.date, q)} SELECT count(*)::int AS n FROM ranked`,
    );
    return { items: [], total: first?.n ?? 0 };
  }
  return { items: rows.map(toEntry), total: rows[0]?.n ?? 0 };
}
