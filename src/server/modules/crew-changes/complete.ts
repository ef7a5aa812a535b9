// Completing a crew change: in ONE transaction the off-signers sign off (their tour on
// the vessel ends on the day, their current vessel is cleared) and the on-signers sign on (a join from the
// day in the change's rank, their current vessel set), as the assignment and the rotations write them.
// Refused with 409, nothing written, when an on-signer is not eligible for the tour (the issue-19 check,
// from the day to the active contract's end as an assignment asks) or when a rank the Safe Manning
// Document requires would be left below it on the day and lower than before; `override: {reason}` saves
// anyway and the reason is in the activity entry. Completing a completed change changes nothing.
// The change is marked completed before the stays are written: the tours projection drops its planned tours
// (the rotations written here carry the stays), so no tour overlaps another at commit.
// Projections its writes fire (docs/projections.md): tours, vessel_manning_versions, vessel_compliance_versions, crew_missing_certificates, fleet_counts, activity_tally.
import { and, eq, getTableColumns, gte, isNull, lte, ne, or, type SQL, sql } from "drizzle-orm";
import type { TCrewChange } from "../../../shared/crew-changes";
import { formatDisplayDate } from "../../../shared/dates";
import { headCountOn } from "../../../shared/manning";
import { writeTx } from "../../db/app-today";
import type { DbOrTx } from "../../db/client";
import { contracts, crewMembers, rotations, vessels } from "../../db/schema-fleet";
import { crewChangeMembers, crewChanges } from "../../db/schema-manning";
import { recordLog } from "../../lib/activity-log";
import { conflict, notFound } from "../../lib/app-error";
import type { RequestCtx } from "../../lib/request-ctx";
import { enforceEligibility, type Override } from "../certificates/eligibility";
import { assignmentEnd } from "../crew/service";
import { positionsOf } from "../manning/service";
import { toursIn } from "../manning/tours";
import { checkSigners, membersById } from "./checks";
import { readCrewChange } from "./service";

const logCrewChange = recordLog("crew-change", "crew_change");

/** The vessel's head count by rank on the day, from the one time-aboard source. */
async function headCount(tx: DbOrTx, today: string, vesselId: string, day: string) {
  return headCountOn(await toursIn(tx, today, { from: day, to: day, vesselId }), day);
}

/** Updates the member's rotations on the vessel that also match `when`; the ids of those it changed. */
function updateTours(
  tx: DbOrTx,
  tour: { crewMemberId: string; vesselId: string },
  set: Partial<typeof rotations.$inferInsert>,
  ...when: (SQL | undefined)[]
) {
  return tx
    .update(rotations)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(rotations.crewMemberId, tour.crewMemberId), eq(rotations.vesselId, tour.vesselId), ...when))
    .returning({ id: rotations.id });
}

/** Ends the member's tour on the vessel on `day`; an assignment without a rotation gets one recorded. */
async function signOff(tx: DbOrTx, crewMemberId: string, vesselId: string, day: string) {
  const ended = await updateTours(
    tx,
    { crewMemberId, vesselId },
    { leaveDate: day, status: "completed" },
    ne(rotations.status, "cancelled"),
    lte(rotations.joinDate, day),
    or(isNull(rotations.leaveDate), gte(rotations.leaveDate, day)),
  );
  if (!ended.length) {
    const [contract] = await tx
      .select({ startDate: sql<string | null>`max(${contracts.startDate})` })
      .from(contracts)
      .where(
        and(
          eq(contracts.crewMemberId, crewMemberId),
          eq(contracts.status, "active"),
          lte(contracts.startDate, day),
        ),
      );
    await tx.insert(rotations).values({
      crewMemberId,
      vesselId,
      joinDate: contract?.startDate ?? day,
      leaveDate: day,
      rotationType: "rotation",
      status: "completed",
      notes: "Recorded when the crew change signed the seafarer off",
    });
  }
  await tx
    .update(crewMembers)
    .set({ currentVesselId: null, updatedAt: new Date() })
    .where(and(eq(crewMembers.id, crewMemberId), eq(crewMembers.currentVesselId, vesselId)));
}

/** Starts the member's tour on the vessel on `day` in `rank` (their scheduled join that day, else a new one). */
async function signOn(tx: DbOrTx, crewMemberId: string, vesselId: string, day: string, rank: string) {
  const joined = await updateTours(
    tx,
    { crewMemberId, vesselId },
    { status: "completed", rank },
    eq(rotations.status, "scheduled"),
    eq(rotations.joinDate, day),
  );
  if (!joined.length)
    await tx
      .insert(rotations)
      .values({ crewMemberId, vesselId, joinDate: day, rank, rotationType: "join", status: "completed" });
  await tx
    .update(crewMembers)
    .set({ currentVesselId: vesselId, updatedAt: new Date() })
    .where(eq(crewMembers.id, crewMemberId));
}

export async function completeCrewChange(
  { db, caller, today }: RequestCtx,
  id: string,
  input: { override?: Override },
): Promise<TCrewChange> {
  return writeTx({ db, today }, async (tx) => {
    const [change] = await tx
      .select({ ...getTableColumns(crewChanges), vesselName: vessels.name })
      .from(crewChanges)
      .innerJoin(vessels, eq(vessels.id, crewChanges.vesselId))
      .where(eq(crewChanges.id, id))
      .for("update", { of: crewChanges });
    if (!change) throw notFound("Crew change");
    if (change.status === "completed") return readCrewChange(tx, id);
    if (change.status === "cancelled") throw conflict("A cancelled crew change can't be completed");
    if (change.date > today)
      throw conflict(`This crew change is on ${formatDisplayDate(change.date)}: complete it on the day`);
    const members = await tx.select().from(crewChangeMembers).where(eq(crewChangeMembers.crewChangeId, id));
    const on = members
      .filter((m) => m.direction === "on")
      .map((m) => ({ crewMemberId: m.crewMemberId, rank: m.rank ?? "" }));
    const off = members.filter((m) => m.direction === "off");
    const names = await membersById(
      tx,
      members.map((m) => m.crewMemberId),
    );
    const signers = {
      vesselId: change.vesselId,
      vesselName: change.vesselName,
      date: change.date,
      on,
      off,
      crewChangeId: id,
    };
    await checkSigners(tx, today, signers, names);

    const eligibility: Record<string, Record<string, unknown>> = {};
    for (const m of on) {
      const tour = {
        crewMemberId: m.crewMemberId,
        vesselId: change.vesselId,
        rank: m.rank,
        from: change.date,
      };
      const to = await assignmentEnd(tx, m.crewMemberId, change.date, undefined);
      eligibility[m.crewMemberId] = await enforceEligibility(tx, { ...tour, to }, input.override);
    }

    // Completed first: its planned tours give way to the stays written below (the on-signers' tours aboard,
    // the off-signers' ended), so "before" is the vessel as it was without this change.
    await tx
      .update(crewChanges)
      .set({ status: "completed", completedAt: new Date(), updatedAt: new Date() })
      .where(eq(crewChanges.id, id));
    const before = await headCount(tx, today, change.vesselId, change.date);
    for (const m of off) await signOff(tx, m.crewMemberId, change.vesselId, change.date);
    for (const m of on) await signOn(tx, m.crewMemberId, change.vesselId, change.date, m.rank);
    const after = await headCount(tx, today, change.vesselId, change.date);
    const required = (await positionsOf(tx, [change.vesselId])).get(change.vesselId) ?? [];
    const short = required
      .map((p) => ({
        rank: p.rank,
        required: p.count,
        planned: after.get(p.rank) ?? 0,
        before: before.get(p.rank) ?? 0,
      }))
      .filter((p) => p.planned < p.required && p.planned < p.before);
    if (short.length && !input.override) {
      const list = short.map((s) => `${s.rank} ${s.planned} of ${s.required}`).join(", ");
      const err = conflict(
        `${change.vesselName} would be below safe manning: ${list}. Send an override reason to complete anyway.`,
      );
      err.issues = short.map((s) => ({
        path: ["safeManning", s.rank],
        message: `${s.planned} of ${s.required}`,
      }));
      throw err;
    }

    const overridden =
      input.override && (short.length || Object.values(eligibility).some((e) => e.overrideReason));
    const list = (ids: { crewMemberId: string }[]) =>
      ids.map((m) => names.get(m.crewMemberId)?.name).join(", ") || "nobody";
    await logCrewChange(tx, caller, "complete", id, {
      description: `Crew change completed on ${change.vesselName} at ${change.port}, ${formatDisplayDate(change.date)}: on ${list(on)}; off ${list(off)}${overridden ? ` (override: ${input.override?.reason})` : ""}`,
      severity: overridden ? "warning" : "success",
      metadata: {
        on: on.map((m) => m.crewMemberId),
        off: off.map((m) => m.crewMemberId),
        eligibility,
        ...(short.length ? { belowSafeManning: short } : {}),
        ...(overridden ? { overrideReason: input.override?.reason } : {}),
      },
    });
    return readCrewChange(tx, id);
  });
}
