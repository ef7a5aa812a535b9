// Who may see and change whose hours of rest. Office staff and admins: everyone. A crew user: their own
// record; the master (the crew member holding the Captain rank aboard a vessel) also reads and
// countersigns the records of the seafarers aboard the same vessel. Anyone else's record answers 404.
import { and, desc, eq, gte, isNull, lte, or, sql } from "drizzle-orm";
import type { RestRegime } from "../../../shared/rest-hours";
import type { Db } from "../../db/client";
import { crewMembers, tours, vessels } from "../../db/schema-fleet";
import { restHoursVesselSettings } from "../../db/schema-rest-hours";
import { notFound } from "../../lib/app-error";
import type { Caller } from "../../lib/caller";

export const MASTER_RANK = "Captain";

export interface Seafarer {
  id: string;
  firstName: string;
  lastName: string;
  rank: string;
  dateOfBirth: string;
  currentVesselId: string | null;
  userId: string | null;
}

export const seafarerColumns = {
  id: crewMembers.id,
  firstName: crewMembers.firstName,
  lastName: crewMembers.lastName,
  rank: crewMembers.rank,
  dateOfBirth: crewMembers.dateOfBirth,
  currentVesselId: crewMembers.currentVesselId,
  userId: crewMembers.userId,
};

async function member(db: Db, id: string, lock = false): Promise<Seafarer | undefined> {
  const q = db.select(seafarerColumns).from(crewMembers).where(eq(crewMembers.id, id));
  const [row] = lock ? await q.for("update") : await q;
  return row;
}

/** The vessel a seafarer is master of: aboard it, holding the master's rank; else null. */
export function masterVessel(s: Pick<Seafarer, "rank" | "currentVesselId">): string | null {
  return s.rank === MASTER_RANK ? s.currentVesselId : null;
}

/** The vessel (id and name) a seafarer is master of, or null. */
export async function masterOf(
  db: Db,
  s: Seafarer,
): Promise<{ vesselId: string; vesselName: string } | null> {
  const vesselId = masterVessel(s);
  if (!vesselId) return null;
  const [v] = await db.select({ name: vessels.name }).from(vessels).where(eq(vessels.id, vesselId));
  return v ? { vesselId, vesselName: v.name } : null;
}

/** The vessel the caller (a crew user) is master of, or null. */
export async function masterVesselOf(db: Db, caller: Caller): Promise<string | null> {
  if (caller.role !== "crew" || !caller.crewMemberId) return null;
  const me = await member(db, caller.crewMemberId);
  return me ? masterVessel(me) : null;
}

/** Is the caller the master of the vessel `seafarer` is aboard? */
export async function isMasterOf(db: Db, caller: Caller, seafarer: Seafarer): Promise<boolean> {
  if (!seafarer.currentVesselId) return false;
  return (await masterVesselOf(db, caller)) === seafarer.currentVesselId;
}

/**
 * The seafarer whose record the caller addresses, or 404. `write`: only the seafarer (or the office)
 * may change the days; `lock` takes the row lock that serialises changes to one seafarer's record.
 */
export async function seafarerFor(
  db: Db,
  caller: Caller,
  id: string,
  opts: { write?: boolean; lock?: boolean } = {},
): Promise<Seafarer> {
  const row = await member(db, id, opts.lock);
  if (!row) throw notFound("Crew member");
  if (caller.role !== "crew") return row;
  if (caller.crewMemberId === id) return row;
  if (!opts.write && (await isMasterOf(db, caller, row))) return row;
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
        or(isNull(tours.signOn), lte(tours.signOn, date)),
        or(isNull(tours.actualSignOff), gte(tours.actualSignOff, date)),
      ),
    )
    .orderBy(sql`${tours.signOn} desc nulls last`, desc(tours.createdAt))
    .limit(1);
  return row?.vesselId;
}
