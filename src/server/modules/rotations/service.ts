// Rotations: one rotation, create, edit and delete (the planner's list: list.ts) with the rules a planner
// expects: leave not before join, crew member and vessel exist, and no crew member aboard two vessels over
// overlapping dates. Every change logs activity in its transaction.
// Projections its writes fire (docs/projections.md): tours, vessel_manning_versions, vessel_compliance_versions, crew_missing_certificates, activity_tally.
import { and, asc, eq, gte, lte, ne, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { formatDisplayDate } from "../../../shared/dates";
import {
  LEAVE_BEFORE_JOIN_MESSAGE,
  type TRotation,
  type TRotationUpdateRequest,
  type ZRotationCreateRequest,
} from "../../../shared/rotations";
import { writeTx } from "../../db/app-today";
import type { Db } from "../../db/client";
import { crewMembers, rotations, vessels } from "../../db/schema-fleet";
import { recordLog } from "../../lib/activity-log";
import { badRequest, conflict, notFound } from "../../lib/app-error";
import type { Caller } from "../../lib/caller";
import { ownedBy, requirePermission } from "../../lib/ownership";
import type { RequestCtx } from "../../lib/request-ctx";
import { enforceEligibility, type Override, overrideNote } from "../certificates/eligibility";

const logRotation = recordLog("rotation");

type CreateInput = z.output<typeof ZRotationCreateRequest>;

const columns = {
  id: rotations.id,
  crewMemberId: rotations.crewMemberId,
  vesselId: rotations.vesselId,
  joinDate: rotations.joinDate,
  leaveDate: rotations.leaveDate,
  rotationType: rotations.rotationType,
  status: rotations.status,
  notes: rotations.notes,
  createdAt: rotations.createdAt,
  crewFirstName: crewMembers.firstName,
  crewLastName: crewMembers.lastName,
  crewRank: crewMembers.rank,
  vesselName: vessels.name,
};

export type Row = Awaited<ReturnType<ReturnType<typeof selectRotations>["execute"]>>[number];

export function toRotation(r: Row): TRotation {
  return {
    id: r.id,
    crewMemberId: r.crewMemberId,
    vesselId: r.vesselId,
    joinDate: r.joinDate,
    leaveDate: r.leaveDate,
    rotationType: r.rotationType,
    status: r.status,
    notes: r.notes,
    createdAt: r.createdAt.toISOString(),
    crewMember: {
      id: r.crewMemberId,
      firstName: r.crewFirstName,
      lastName: r.crewLastName,
      rank: r.crewRank,
    },
    vessel: { id: r.vesselId, name: r.vesselName },
  };
}

export const crewOfRotation = eq(crewMembers.id, rotations.crewMemberId);

function selectRotations(db: Db) {
  return db
    .select(columns)
    .from(rotations)
    .innerJoin(crewMembers, crewOfRotation)
    .innerJoin(vessels, eq(vessels.id, rotations.vesselId));
}

/** What the caller may see of rotations (`rotations:read`: the office any; crew hold it on none). */
export const callerScope = (caller: Caller): SQL | undefined =>
  ownedBy(caller, "rotations:read", rotations.crewMemberId);

/** A stay runs from joinDate to leaveDate; an open leave date means aboard until further notice. */
export const stayEnd = sql`coalesce(${rotations.leaveDate}, 'infinity'::date)`;

export async function getRotation({ db, caller }: RequestCtx, id: string): Promise<TRotation> {
  const [row] = await selectRotations(db).where(and(eq(rotations.id, id), callerScope(caller)));
  if (!row) throw notFound("Rotation");
  return toRotation(row);
}

interface Plan {
  crewMemberId: string;
  vesselId: string;
  joinDate: string;
  leaveDate: string | null;
  status: string;
  rotationType: string;
}

/** A scheduled join runs the eligibility check in the member's rank for the stay (an open stay: its
 * first day); returns what the activity entry records. */
async function checkJoin(tx: Db, plan: Plan, override: Override | undefined) {
  if (plan.rotationType !== "join" || plan.status === "cancelled") return {};
  const [member] = await tx
    .select({ rank: crewMembers.rank })
    .from(crewMembers)
    .where(eq(crewMembers.id, plan.crewMemberId));
  if (!member) return {};
  return enforceEligibility(
    tx,
    {
      crewMemberId: plan.crewMemberId,
      vesselId: plan.vesselId,
      rank: member.rank,
      from: plan.joinDate,
      to: plan.leaveDate ?? plan.joinDate,
    },
    override,
  );
}

/** Checks the rules and returns the crew member's and vessel's names for the activity log. */
async function checkPlan(tx: Db, plan: Plan, selfId?: string) {
  if (plan.leaveDate && plan.leaveDate < plan.joinDate) throw badRequest(LEAVE_BEFORE_JOIN_MESSAGE);
  const [crew] = await tx
    .select({ firstName: crewMembers.firstName, lastName: crewMembers.lastName })
    .from(crewMembers)
    .where(eq(crewMembers.id, plan.crewMemberId));
  if (!crew) throw badRequest("The selected crew member does not exist");
  const [vessel] = await tx.select({ name: vessels.name }).from(vessels).where(eq(vessels.id, plan.vesselId));
  if (!vessel) throw badRequest("The selected vessel does not exist");
  const crewName = `${crew.firstName} ${crew.lastName}`;
  if (plan.status !== "cancelled") {
    // Serialise plans for one crew member so two concurrent requests cannot both pass the check.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rotation:${plan.crewMemberId}`}))`);
    const [clash] = await tx
      .select({ joinDate: rotations.joinDate, leaveDate: rotations.leaveDate, vesselName: vessels.name })
      .from(rotations)
      .innerJoin(vessels, eq(vessels.id, rotations.vesselId))
      .where(
        and(
          eq(rotations.crewMemberId, plan.crewMemberId),
          ne(rotations.vesselId, plan.vesselId),
          ne(rotations.status, "cancelled"),
          selfId ? ne(rotations.id, selfId) : undefined,
          lte(rotations.joinDate, sql`coalesce(${plan.leaveDate}::date, 'infinity'::date)`),
          gte(stayEnd, sql`${plan.joinDate}::date`),
        ),
      )
      .orderBy(asc(rotations.joinDate))
      .limit(1);
    if (clash) {
      const until = clash.leaveDate ? formatDisplayDate(clash.leaveDate) : "further notice";
      throw conflict(
        `${crewName} is already scheduled on ${clash.vesselName} from ${formatDisplayDate(clash.joinDate)} to ${until}`,
      );
    }
  }
  return { crewName, vesselName: vessel.name };
}

export async function createRotation(ctx: RequestCtx, input: CreateInput): Promise<TRotation> {
  const { caller } = ctx;
  requirePermission(caller, "rotations:write");
  const id = await writeTx(ctx, async (tx) => {
    const { override, ...fields } = input;
    const plan = { ...fields, leaveDate: input.leaveDate ?? null };
    const names = await checkPlan(tx, plan);
    const eligibility = await checkJoin(tx, plan, override);
    const [row] = await tx
      .insert(rotations)
      .values({ ...plan, notes: input.notes || null })
      .returning({ id: rotations.id });
    await logRotation(tx, caller, "create", row.id, {
      description: `Rotation scheduled: ${names.crewName} ${input.rotationType} ${names.vesselName} on ${formatDisplayDate(input.joinDate)}${overrideNote(eligibility)}`,
      severity: eligibility.overrideReason ? "warning" : "success",
      metadata: eligibility,
    });
    return row.id;
  });
  return getRotation(ctx, id);
}

export async function updateRotation(
  ctx: RequestCtx,
  id: string,
  input: TRotationUpdateRequest,
): Promise<TRotation> {
  const { caller } = ctx;
  requirePermission(caller, "rotations:write");
  await writeTx(ctx, async (tx) => {
    const [current] = await tx.select().from(rotations).where(eq(rotations.id, id)).for("update");
    if (!current) throw notFound("Rotation");
    const next = {
      crewMemberId: input.crewMemberId ?? current.crewMemberId,
      vesselId: input.vesselId ?? current.vesselId,
      joinDate: input.joinDate ?? current.joinDate,
      leaveDate: input.leaveDate === undefined ? current.leaveDate : input.leaveDate,
      rotationType: input.rotationType ?? current.rotationType,
      status: input.status ?? current.status,
      notes: input.notes === undefined ? current.notes : input.notes || null,
    };
    const names = await checkPlan(tx, next, id);
    const planChanged = (
      ["crewMemberId", "vesselId", "joinDate", "leaveDate", "rotationType", "status"] as const
    ).some((k) => input[k] !== undefined && input[k] !== current[k]);
    const eligibility = planChanged ? await checkJoin(tx, next, input.override) : {};
    await tx
      .update(rotations)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(rotations.id, id));
    await logRotation(tx, caller, "update", id, {
      description: `Rotation updated: ${names.crewName} on ${names.vesselName}, ${formatDisplayDate(next.joinDate)}${next.leaveDate ? ` to ${formatDisplayDate(next.leaveDate)}` : ""} (${next.status})${overrideNote(eligibility)}`,
      metadata: { changed: Object.keys(input).filter((k) => k !== "override"), ...eligibility },
    });
  });
  return getRotation(ctx, id);
}

export async function deleteRotation({ db, caller, today }: RequestCtx, id: string): Promise<void> {
  requirePermission(caller, "rotations:write");
  await writeTx({ db, today }, async (tx) => {
    const [row] = await selectRotations(tx).where(eq(rotations.id, id));
    if (!row) throw notFound("Rotation");
    await tx.delete(rotations).where(eq(rotations.id, id));
    await logRotation(tx, caller, "delete", id, {
      description: `Rotation deleted: ${row.crewFirstName} ${row.crewLastName} on ${row.vesselName}, ${formatDisplayDate(row.joinDate)}`,
      severity: "warning",
    });
  });
}

/** Rotations for the calendar feed: not cancelled, from a year back on, at most 2,000. */
export async function feedRotations({ db, caller, today }: RequestCtx): Promise<TRotation[]> {
  const rows = await selectRotations(db)
    .where(
      and(callerScope(caller), ne(rotations.status, "cancelled"), sql`${stayEnd} >= (${today}::date - 365)`),
    )
    .orderBy(asc(rotations.joinDate), asc(rotations.id))
    .limit(2000);
  return rows.map(toRotation);
}
