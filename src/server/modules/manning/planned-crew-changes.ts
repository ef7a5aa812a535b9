// The open (planned or confirmed) crew changes as the time aboard they plan, for the readers that count
// planned crew (the planning board and the manning gaps): an on-signer is planned aboard from the change's
// day (in the change's rank) until an open change on that vessel signs them off; an off-signer's tour ends
// on the change's day (their planned sign-off becomes the day). So planning a relief turns a gap from short
// to planned, and moving the change moves both. One read, one pure merge: when the stored tours carry the
// planned crew changes themselves, this is the one function to point at them.
import { inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { queryRows } from "../../db/rows";

export interface PlannedCrewChangeRow {
  crewChangeId: string;
  vesselId: string;
  crewMemberId: string;
  direction: "on" | "off";
  rank: string;
  name: string;
  /** The change's day: the joiner's sign-on, the off-signer's sign-off. */
  date: string;
  /** A joiner's sign-off: the day of a later open change on the vessel signing them off; null: none. */
  signOff: string | null;
}

/** The open crew changes' people on these vessels (all vessels when absent) on or before `to`. */
export async function plannedCrewChanges(
  db: DbOrTx,
  range: { to: string; vesselIds?: string[] },
): Promise<PlannedCrewChangeRow[]> {
  return queryRows<PlannedCrewChangeRow>(
    db,
    sql`select cc.id as "crewChangeId", cc.vessel_id as "vesselId", m.crew_member_id as "crewMemberId",
               m.direction, coalesce(m.rank, cm.rank) as rank, cm.first_name || ' ' || cm.last_name as name,
               cc.date::text as date,
               (select min(c2.date) from crew_changes c2
                  join crew_change_members m2 on m2.crew_change_id = c2.id
                 where c2.vessel_id = cc.vessel_id and m2.crew_member_id = m.crew_member_id
                   and m2.direction = 'off' and c2.status in ('planned', 'confirmed') and c2.date > cc.date
               )::text as "signOff"
          from crew_changes cc
          join crew_change_members m on m.crew_change_id = cc.id
          join crew_members cm on cm.id = m.crew_member_id
         where cc.status in ('planned', 'confirmed') and cc.date <= ${range.to}::date
           ${range.vesselIds ? sql`and ${inArray(sql`cc.vessel_id`, range.vesselIds)}` : sql``}`,
    range.vesselIds ? "planned_crew_changes_some" : "planned_crew_changes_all",
  );
}

interface TourLike {
  crewMemberId: string;
  vesselId: string;
  signOn: string | null;
  signOff: string | null;
}

/**
 * The tours touching [from, …) with the open crew changes applied: each off-signer's tour on the vessel
 * that runs past the change's day ends on it; each on-signer becomes a planned tour (`joiner`), unless a
 * tour of theirs on the vessel already starts that day (a scheduled join the change completes).
 */
export function withPlannedCrewChanges<T extends TourLike>(
  tours: readonly T[],
  planned: readonly PlannedCrewChangeRow[],
  from: string,
  joiner: (row: PlannedCrewChangeRow) => T,
): T[] {
  const offs = planned.filter((p) => p.direction === "off");
  const clipped = tours.map((t) => {
    const off = offs
      .filter(
        (p) =>
          p.crewMemberId === t.crewMemberId &&
          p.vesselId === t.vesselId &&
          (t.signOn === null || t.signOn <= p.date) &&
          (t.signOff === null || t.signOff > p.date),
      )
      .sort((a, b) => a.date.localeCompare(b.date))[0];
    return off ? { ...t, signOff: off.date } : t;
  });
  const joiners = planned
    .filter(
      (p) =>
        p.direction === "on" &&
        (p.signOff === null || p.signOff > from) &&
        !tours.some(
          (t) => t.crewMemberId === p.crewMemberId && t.vesselId === p.vesselId && t.signOn === p.date,
        ),
    )
    .map(joiner);
  return [...clipped.filter((t) => t.signOff === null || t.signOff > from), ...joiners];
}
