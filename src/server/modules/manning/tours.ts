// THE time-aboard reader: every reader of "who is aboard which vessel in which rank, from
// when to when" (manning gaps, the board, relievers, crew changes, the fleet timeline) reads the stored tours
// (db/schema-fleet.ts `tours`, written through by the rotations and the assignment: the tours projection,
// projections/tours.ts) here.
// A tour's sign-off is its actual one, else its planned one; an assignment's tour whose contract has ended
// while the seafarer is still assigned stays open (aboard, overdue) rather than ending in the past.
// The day boundary (sign-on counted, sign-off not) is src/shared/manning.ts's.
import { inArray, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { ManningTour } from "../../../shared/manning";
import type { TourState, TTour, TToursQuery } from "../../../shared/tours";
import type { DbOrTx } from "../../db/client";
import { queryRows } from "../../db/rows";
import { LatestMemo } from "../../lib/remember";
import type { RequestCtx } from "../../lib/request-ctx";
import { keptAtFleetManning } from "./fleet-manning-version";

/** A day: a value, or a prepared statement's placeholder for one. */
type Day = string | Placeholder | SQL;

export interface TourRow extends ManningTour {
  crewMemberId: string;
  vesselId: string;
  /** The rotation the tour comes from; null for an assignment without one, or a planned crew change. */
  rotationId: string | null;
  /** The open crew change's on-signer this planned tour is (crew_change_members.id); null otherwise. */
  crewChangeMemberId: string | null;
  state: TourState;
}

/** A stored tour's (alias `t`) sign-off as counted: the actual one, else the planned one, except that an
 * assignment's tour at or past its contract's end stays open (the seafarer is still assigned: aboard,
 * overdue; on the end day itself too, so no reader sees them ashore for that one day) until the seafarer's
 * next tour begins (the constraint lets one begin from the planned sign-off: one place at a time for every
 * reader). */
export function signOffSql(today: Day): SQL {
  return sql`coalesce(t.actual_sign_off,
    case when t.rotation_id is null and t.crew_change_member_id is null and t.planned_sign_off <= ${today}::date
         then (select min(n.sign_on) from tours n
                where n.crew_member_id = t.crew_member_id and n.id <> t.id and n.state <> 'cancelled'
                  and n.sign_on >= t.planned_sign_off)
         else t.planned_sign_off end)`;
}

/** The crew members (ids) with a tour on `vesselId` (an SQL column or value; null: any vessel) counting on
 * `day`: aboard that day, whether by a rotation, the assignment or a planned join past its day (the rule of
 * aboardTourSql). The vessel's crew list and crew counts, the crew list's vessel filter and the hours-of-rest
 * counts read it. */
export function aboardOnSql(vesselId: SQL | string | null, day: Day): SQL {
  const onVessel = vesselId === null ? sql`` : sql`t.vessel_id = ${vesselId} and `;
  // "signed on by the day" as one comparison (an unknown sign-on counts as signed on long ago), not an OR
  // of IS NULL: so a vessel's tours are read from tours_vessel_idx alone (index-only), not its heap
  // and "not signed off by the day" likewise (an unknown sign-off: never): the sign-off rule, with its
  // subquery for an overdue assignment, is written once in the statement, not twice, so the planner counts
  // its cost once a tour (a fleet's tours counted twice priced the statement past PostgreSQL's JIT
  // threshold: ~60 ms of compiling on every execution of the hours-of-rest summary)
  return sql`(select t.crew_member_id from tours t
     where ${onVessel}t.state <> 'cancelled' and coalesce(t.sign_on, '-infinity'::date) <= ${day}::date
       and coalesce(${signOffSql(day)}, 'infinity'::date) > ${day}::date)`;
}

/** THE "aboard" rule, per seafarer: the tour counting `day` (default today) for the seafarer `member` (an
 * SQL column), as a subquery of one row (vessel_id, unconfirmed: planned and not signed on yet) or none
 * (ashore). A planned tour whose day has come counts (the plan is presumed kept), flagged unconfirmed. The
 * crew list and record, the available filter, the crew counts, hours of rest and the reminders read it. */
export function aboardTourSql(member: SQL, today: string, day = today): SQL {
  return sql`(select t.vessel_id, t.unconfirmed from ${toursSql(today)} t
     where t.crew_member_id = ${member} and (t.sign_on is null or t.sign_on <= ${day}::date)
       and (t.sign_off is null or t.sign_off > ${day}::date)
     order by t.sign_on desc nulls last, t.id limit 1)`;
}

/** The vessel the seafarer `member` is aboard on `day` by aboardTourSql (null: ashore), as a scalar. */
export function aboardVesselSql(member: SQL, today: string, day = today): SQL {
  return sql`(select a.vessel_id from ${aboardTourSql(member, today, day)} a)`;
}

/** The tours as a subquery (id, crew_member_id, vessel_id, rank, sign_on, sign_off, planned_sign_off,
 * actual_sign_off, rotation_id; with `names`, the seafarer's first_name and last_name too, so a reader that
 * shows names needs no second join of the crew). */
export function toursSql(today: string, names = false): SQL {
  return sql`(
    select t.id, t.crew_member_id, t.vessel_id, t.rank, t.sign_on, ${signOffSql(today)} as sign_off,
           t.planned_sign_off, t.actual_sign_off, t.rotation_id, t.crew_change_member_id, t.state,
           (t.state = 'planned' and t.sign_on <= ${today}::date) as unconfirmed
           ${names ? sql`, cm.first_name, cm.last_name` : sql``}
      from tours t ${names ? sql`join crew_members cm on cm.id = t.crew_member_id` : sql``}
     where t.state <> 'cancelled'
  )`;
}

/** A TTour's columns, selected from `toursSql(today, true) t` joined to `vessels v` (the list and a
 * seafarer's own tours answer the same row). */
export const tourColumns = sql`t.id, t.crew_member_id as "crewMemberId", t.first_name || ' ' || t.last_name as name,
  t.rank, t.vessel_id as "vesselId", v.name as "vesselName", t.sign_on::text as "signOn",
  t.planned_sign_off::text as "plannedSignOff", t.actual_sign_off::text as "actualSignOff",
  t.sign_off::text as "signOff", t.rotation_id as "rotationId", t.state, t.unconfirmed as "signOnNotConfirmed"`;

interface Range {
  from: string;
  to: string;
  /** One vessel; all vessels when absent. */
  vesselId?: string;
  /** These vessels' tours only. */
  vesselIds?: string[];
  /** These crew members' tours only. */
  crewMemberIds?: string[];
}

/** The tours touching [from, to] by the day boundary, in one query (vessel or member narrowed by index). */
export async function toursIn(db: DbOrTx, today: string, range: Range): Promise<TourRow[]> {
  const where = [
    sql`(t.sign_on is null or t.sign_on <= ${range.to}::date)`,
    sql`(t.sign_off is null or t.sign_off > ${range.from}::date)`,
    range.vesselId ? sql`t.vessel_id = ${range.vesselId}` : undefined,
    range.vesselIds ? inArray(sql`t.vessel_id`, range.vesselIds) : undefined,
    range.crewMemberIds ? inArray(sql`t.crew_member_id`, range.crewMemberIds) : undefined,
  ].filter((x): x is SQL => x !== undefined);
  return queryRows<TourRow>(
    db,
    sql`select t.crew_member_id as "crewMemberId", t.vessel_id as "vesselId", t.rank,
               t.sign_on::text as "signOn", t.sign_off::text as "signOff", t.rotation_id as "rotationId",
               t.crew_change_member_id as "crewChangeMemberId", t.state
          from ${toursSql(today)} t
         where ${sql.join(where, sql` and `)}`,
    "tours_in",
  );
}

type ToursPage = { total: number; rows: TTour[] };

/** The last pages of tours answered (the fleet timeline's), the very objects, so an unchanged page's JSON and
 * gzip are reused (lib/response-memo.ts); each kept at the fleet's latest tours version only. */
const pages = new LatestMemo<ToursPage>(32);

/** GET /api/manning/tours: the tours touching [from, to] (a vessel's, a rank's), by vessel name then
 * sign-on, a page at a time with the total; reused until the fleet's tours version moves. */
export async function listTours(ctx: RequestCtx, q: TToursQuery): Promise<ToursPage> {
  // Keyed by the whole fleet's version and not per vessel: a tour's sign-off can depend on the seafarer's
  // next tour on another vessel (signOffSql: an overdue assignment), so any change to any tour reads the
  // page afresh.
  return keptAtFleetManning(ctx.db, pages, `${JSON.stringify(q)}|${ctx.today}`, () => readTours(ctx, q));
}

/** A page of listTours read from the tours. */
export async function readTours({ db, today }: RequestCtx, q: TToursQuery): Promise<ToursPage> {
  const where = sql.join(
    [
      sql`(t.sign_on is null or t.sign_on <= ${q.to}::date)`,
      sql`(t.sign_off is null or t.sign_off > ${q.from}::date)`,
      q.vesselId ? sql`t.vessel_id = ${q.vesselId}` : undefined,
      q.rank ? sql`t.rank = ${q.rank}` : undefined,
    ].filter((x): x is SQL => x !== undefined),
    sql` and `,
  );
  // The page walks the vessels in name order (vessels_name_idx) and reads each one's tours from
  // tours_vessel_idx, the seafarers' names by primary key for those rows only, sorting one vessel's few
  // dozen tours at a time until the page is full (an incremental sort). Sorted whole, every tour touching
  // the range (a month's grid: ~7,000) was joined to the crew, counted (a window over all of them) and
  // sorted for each page of 500. OFFSET 0 keeps the tours a subquery per vessel: flattened, the planner
  // (which cannot tell how many tours the sign-off rule keeps) read them all once and compared each with
  // every vessel.
  const rows = await queryRows<TTour>(
    db,
    sql`select ${tourColumns}
          from vessels v
         cross join lateral (select * from ${toursSql(today, true)} t
                              where t.vessel_id = v.id and ${where} offset 0) t
         ${q.vesselId ? sql`where v.id = ${q.vesselId}` : sql``}
         order by v.name, v.id, t.sign_on nulls first, t.last_name, t.first_name, t.id
         limit ${q.limit} offset ${q.offset}`,
    "manning_tours_page",
  );
  // The total: counted only when the page does not tell it (a full page, or none past the end), from the
  // tours alone (every tour's seafarer and vessel exist: foreign keys).
  if (rows.length < q.limit && (rows.length > 0 || q.offset === 0))
    return { total: q.offset + rows.length, rows };
  const [{ total }] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from ${toursSql(today)} t where ${where}`,
    "manning_tours_total",
  );
  return { total, rows };
}
