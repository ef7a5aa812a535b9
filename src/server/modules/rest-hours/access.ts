// Who may see and change whose hours of rest. Office staff and admins: everyone. A crew user: their own
// record; the master also reads and countersigns the months a seafarer served under them: the master of a
// month is the Captain in command (by the tours, one per vessel at a time) of the vessel where it was
// served, never the seafarer themselves. Anyone else's record answers 404.
import { and, desc, eq, gte, isNull, lte, ne, or, type SQL, sql } from "drizzle-orm";
import type { Aboard, RestRegime } from "../../../shared/rest-hours";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import { crewMembers, tours } from "../../db/schema-fleet";
import { restHoursVesselSettings } from "../../db/schema-rest-hours";
import { notFound } from "../../lib/app-error";
import type { Caller } from "../../lib/caller";
import { crewNameColumns } from "../../lib/crew-names";
import { mayReach, ownOnly } from "../../lib/ownership";
import { aboardVesselSql } from "../manning/tours";

export const MASTER_RANK = "Captain";

export interface Seafarer {
  id: string;
  firstName: string;
  lastName: string;
  rank: string;
  dateOfBirth: string;
  userId: string | null;
}

export const seafarerColumns = {
  ...crewNameColumns,
  dateOfBirth: crewMembers.dateOfBirth,
  userId: crewMembers.userId,
};

async function member(db: Db, id: string, lock = false): Promise<Seafarer | undefined> {
  const q = db.select(seafarerColumns).from(crewMembers).where(eq(crewMembers.id, id));
  const [row] = lock ? await q.for("update") : await q;
  return row;
}

/**
 * The Captain in command of the vessel `vesselId` (an SQL column) on `day` (an SQL date), by the tours:
 * one master per vessel at a time. Of the Captains aboard that day (sign-on to sign-off, both counted),
 * the one who joined last has relieved the others (on a day of handover, the new master).
 */
function inCommandSql(vesselId: SQL, day: SQL): SQL {
  return sql`(select tc.crew_member_id from tours tc
     where tc.vessel_id = ${vesselId} and tc.rank = ${MASTER_RANK} and tc.state <> 'cancelled'
       and (tc.sign_on is null or tc.sign_on <= ${day}) and (tc.actual_sign_off is null or tc.actual_sign_off >= ${day})
     order by tc.sign_on desc nulls last, tc.created_at desc, tc.id limit 1)`;
}

/** The vessel (id and name) `s` is in command of on `day`, or null. */
export async function masterOf(
  db: Db,
  s: Pick<Seafarer, "id">,
  day: string,
): Promise<{ vesselId: string; vesselName: string } | null> {
  const [row] = await queryRows<{ vesselId: string; vesselName: string }>(
    db,
    sql`select v.id as "vesselId", v.name as "vesselName" from vessels v
         where ${inCommandSql(sql`v.id`, sql`${day}::date`)} = ${s.id} limit 1`,
  );
  return row ?? null;
}

const monthsIn = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  Number(to.slice(5, 7)) -
  Number(from.slice(5, 7)) +
  1;

/**
 * Whether the caller (a crew user) was the master of every month of [from, to] of `seafarerId`'s record:
 * on some day of each, in command of the vessel the seafarer was aboard (their tours). Never of their own.
 */
export async function isMasterOfMonths(
  db: Db,
  caller: Caller,
  seafarerId: string,
  from: string,
  to: string,
): Promise<boolean> {
  if (!ownOnly(caller, "rest-hours:read") || !caller.crewMemberId || caller.crewMemberId === seafarerId)
    return false;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(distinct to_char(d.day, 'YYYY-MM'))::int as n
          from generate_series(${from}::date, ${to}::date, interval '1 day') as d(day)
          join tours tx on tx.crew_member_id = ${seafarerId} and tx.state <> 'cancelled'
           and (tx.sign_on is null or tx.sign_on <= d.day::date)
           and (tx.actual_sign_off is null or tx.actual_sign_off >= d.day::date)
         where ${inCommandSql(sql`tx.vessel_id`, sql`d.day::date`)} = ${caller.crewMemberId}`,
  );
  return Number(row?.n ?? 0) === monthsIn(from, to);
}

/** Whether the caller (a crew user) was in command of `vesselId` on some day of [from, to]. */
export async function commandedVesselIn(
  db: Db,
  caller: Caller,
  vesselId: string,
  from: string,
  to: string,
): Promise<boolean> {
  if (!ownOnly(caller, "rest-hours:read") || !caller.crewMemberId) return false;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from generate_series(${from}::date, ${to}::date, interval '1 day') as d(day)
         where ${inCommandSql(sql`${vesselId}::uuid`, sql`d.day::date`)} = ${caller.crewMemberId}`,
  );
  return Number(row?.n ?? 0) > 0;
}

/**
 * The seafarer whose record the caller addresses, or 404. `write`: only the seafarer (or the office)
 * may change the days; `months`: the master of those months (isMasterOfMonths) may read them too;
 * `lock` takes the row lock that serialises changes to one seafarer's record.
 */
export async function seafarerFor(
  db: Db,
  caller: Caller,
  id: string,
  opts: { write?: boolean; lock?: boolean; months?: { from: string; to: string } } = {},
): Promise<Seafarer> {
  const row = await member(db, id, opts.lock);
  if (!row) throw notFound("Crew member");
  if (mayReach(caller, opts.write ? "rest-hours:write" : "rest-hours:read", id)) return row;
  const { months } = opts;
  if (!opts.write && months && (await isMasterOfMonths(db, caller, id, months.from, months.to))) return row;
  throw notFound("Crew member");
}

export async function regimeOfVessel(db: Db, vesselId: string | null): Promise<RestRegime> {
  if (!vesselId) return "minimum_rest";
  const [row] = await db
    .select({ regime: restHoursVesselSettings.regime })
    .from(restHoursVesselSettings)
    .where(eq(restHoursVesselSettings.vesselId, vesselId));
  return (row?.regime as RestRegime | undefined) ?? "minimum_rest";
}

/** The vessel the seafarer is aboard on `today` by THE aboard rule (manning/tours.ts; a planned join past its
 * day included), or null: ashore. Where the seafarer is now (the regime, a record's vessel when no day of
 * the month names one). */
export async function aboardVesselOf(db: Db, crewMemberId: string, today: string): Promise<string | null> {
  const [row] = await queryRows<{ vesselId: string | null }>(
    db,
    sql`select ${aboardVesselSql(sql`${crewMemberId}::uuid`, today)} as "vesselId"`,
  );
  return row?.vesselId ?? null;
}

export const fullName = (s: { firstName: string; lastName: string }) => `${s.firstName} ${s.lastName}`;

/**
 * The vessel of the seafarer's tour on `date` (the later one on a day of transfer), or undefined when no
 * tour covers it: a day of hours of rest is recorded while aboard, from sign-on to sign-off (that day
 * counted), a tour not signed off yet running on.
 */
export async function tourVesselOn(db: Db, crewMemberId: string, date: string): Promise<string | undefined> {
  const [row] = await db
    .select({ vesselId: tours.vesselId })
    .from(tours)
    .where(
      and(
        eq(tours.crewMemberId, crewMemberId),
        ne(tours.state, "cancelled"),
        or(isNull(tours.signOn), lte(tours.signOn, date)),
        or(isNull(tours.actualSignOff), gte(tours.actualSignOff, date)),
      ),
    )
    .orderBy(sql`${tours.signOn} desc nulls last`, desc(tours.createdAt))
    .limit(1);
  return row?.vesselId;
}

/** A tour as a stretch aboard (its vessel with it), for the `not_recorded` rule. */
export type TourAboard = Aboard & { vesselId: string };

/**
 * The seafarer's tours overlapping [from, to] as stretches aboard, by the day rule of `tourVesselOn`:
 * only a day aboard needs a record (MLC A2.3 para 12), so only such a day can be `not_recorded`.
 */
export async function toursAboard(db: Db, crewMemberId: string, from: string, to: string) {
  const rows = await db
    .select({ from: tours.signOn, to: tours.actualSignOff, vesselId: tours.vesselId })
    .from(tours)
    .where(
      and(
        eq(tours.crewMemberId, crewMemberId),
        ne(tours.state, "cancelled"),
        or(isNull(tours.signOn), lte(tours.signOn, to)),
        or(isNull(tours.actualSignOff), gte(tours.actualSignOff, from)),
      ),
    )
    .orderBy(sql`${tours.signOn} asc nulls first`);
  return rows satisfies TourAboard[];
}
