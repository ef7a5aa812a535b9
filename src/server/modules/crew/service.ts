// Crew members written: create (optionally with a contract), edit / assign / remove (with the active
// contract's dates), delete (cascade); each in one transaction with its activity entry.
// Projections its writes fire (docs/projections.md): tours, vessel_manning_versions, vessel_compliance_versions, fleet_counts, crew_missing_certificates, activity_tally.
import { randomUUID } from "node:crypto";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { TCrewCreateRequest, TCrewUpdateRequest, TEmergencyContactInput } from "../../../shared/crew";
import { CREW_EMAIL_TAKEN_MESSAGE, DATE_OF_BIRTH_FUTURE_MESSAGE } from "../../../shared/crew";
import { writeTx } from "../../db/app-today";
import type { DbOrTx } from "../../db/client";
import { documents } from "../../db/schema-documents";
import { contracts, crewMembers, type EmergencyContact, rotations, vessels } from "../../db/schema-fleet";
import { logActivities, recordLog } from "../../lib/activity-log";
import { AppError, badRequest, fieldError, notFound } from "../../lib/app-error";
import type { Caller } from "../../lib/caller";
import type { RequestCtx } from "../../lib/request-ctx";
import { vesselNamesById } from "../../lib/vessel-names";
import { enforceEligibility, overrideNote } from "../certificates/eligibility";
import { insertContracts, saveMemberContract } from "../contracts/service";
import { getCrewMember } from "./queries";

const logCrew = recordLog("crew", "crew_member");

const blankToNull = (v: string | null | undefined) => (v ? v : null);

function emergencyContactOf(ec: TEmergencyContactInput | null | undefined): EmergencyContact | null {
  if (!ec?.name) return null;
  return {
    name: ec.name,
    relationship: blankToNull(ec.relationship),
    phone: blankToNull(ec.phone),
    email: blankToNull(ec.email),
  };
}

async function vesselName(tx: DbOrTx, vesselId: string): Promise<string> {
  const [v] = await tx.select({ name: vessels.name }).from(vessels).where(eq(vessels.id, vesselId));
  if (!v) throw badRequest("Vessel not found");
  return v.name;
}

/**
 * A crew member's e-mail is theirs alone (case-insensitive; the unique index crew_email_unique_idx backs
 * this up against a race): 409 with the field named, so the form shows it under E-mail.
 */
async function assertEmailFree(tx: DbOrTx, email: string | null | undefined, self: string | null) {
  if (!email) return;
  const [taken] = await tx
    .select({ id: crewMembers.id })
    .from(crewMembers)
    .where(
      and(sql`lower(${crewMembers.email}) = lower(${email})`, self ? ne(crewMembers.id, self) : undefined),
    )
    .limit(1);
  if (taken) emailTaken();
}

function assertBornByToday(dateOfBirth: string | undefined, today: string) {
  if (dateOfBirth && dateOfBirth > today) throw fieldError("dateOfBirth", DATE_OF_BIRTH_FUTURE_MESSAGE);
}

export async function createCrewMember(ctx: RequestCtx, input: TCrewCreateRequest) {
  assertBornByToday(input.dateOfBirth, ctx.today);
  const id = await writeTx(ctx, (tx) => insertCrewMember(tx, ctx.caller, input));
  return getCrewMember(ctx, id);
}

/** The e-mails of new crew members are free (assertEmailFree's rule for many at once, one statement a
 * thousand): the first taken one is a 409 on E-mail. */
async function assertEmailsFree(tx: DbOrTx, emails: readonly (string | null | undefined)[]) {
  const wanted = [...new Set(emails.filter((e): e is string => !!e))];
  for (let i = 0; i < wanted.length; i += 1000) {
    const [taken] = await tx
      .select({ id: crewMembers.id })
      .from(crewMembers)
      .where(
        sql`lower(${crewMembers.email}) in (${sql.join(
          wanted.slice(i, i + 1000).map((e) => sql`lower(${e})`),
          sql`, `,
        )})`,
      )
      .limit(1);
    if (taken) emailTaken();
  }
}

function emailTaken(): never {
  const err = new AppError("CONFLICT", CREW_EMAIL_TAKEN_MESSAGE);
  err.issues = [{ path: ["email"], message: CREW_EMAIL_TAKEN_MESSAGE }];
  throw err;
}

/** Adds crew members (each with a contract when both dates are given) and logs them, in multi-row
 * statements inside the caller's transaction (the crew list import: its statement-level triggers run once
 * per chunk, not once per seafarer); returns their ids in order. */
export async function insertCrewMembers(
  tx: DbOrTx,
  caller: Caller,
  inputs: readonly TCrewCreateRequest[],
): Promise<string[]> {
  await assertEmailsFree(
    tx,
    inputs.map((i) => i.email),
  );
  const vesselIds = [...new Set(inputs.flatMap((i) => (i.currentVesselId ? [i.currentVesselId] : [])))];
  const names = await vesselNamesById(tx, vesselIds);
  if (names.size < vesselIds.length) throw badRequest("Vessel not found");
  const rows = inputs.map((input) => ({
    id: randomUUID(),
    firstName: input.firstName,
    lastName: input.lastName,
    nationality: input.nationality,
    dateOfBirth: input.dateOfBirth,
    rank: input.rank,
    gender: blankToNull(input.gender),
    placeOfBirth: blankToNull(input.placeOfBirth),
    countryOfBirth: blankToNull(input.countryOfBirth),
    phoneNumber: blankToNull(input.phoneNumber),
    email: blankToNull(input.email),
    emergencyContact: emergencyContactOf(input.emergencyContact),
    currentVesselId: input.currentVesselId ?? null,
    status: input.status ?? ("active" as const),
  }));
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(crewMembers).values(rows.slice(i, i + 1000));
  const nameOf = (input: TCrewCreateRequest) => `${input.firstName} ${input.lastName}`;
  await logActivities(
    tx,
    caller,
    inputs.map((input, i) => {
      const vessel = input.currentVesselId ? names.get(input.currentVesselId) : null;
      return {
        type: "crew",
        action: "create",
        entityType: "crew_member",
        entityId: rows[i].id,
        description: `Crew member ${nameOf(input)} added${vessel ? ` to ${vessel}` : ""}`,
        severity: "success" as const,
      };
    }),
  );
  await insertContracts(
    tx,
    caller,
    inputs.flatMap((input, i) =>
      input.contractStartDate && input.contractEndDate
        ? [
            {
              name: nameOf(input),
              contract: {
                crewMemberId: rows[i].id,
                vesselId: input.currentVesselId ?? null,
                startDate: input.contractStartDate,
                endDate: input.contractEndDate,
                // the dates decide the length; contractDurationDays only helped the form compute the end
                durationDays: null,
                salary: input.contractSalary,
                currency: input.contractCurrency,
              },
            },
          ]
        : [],
    ),
  );
  return rows.map((r) => r.id);
}

/** Adds a crew member (with a contract when both dates are given) and logs it, inside the caller's
 * transaction: the crew form's create (insertCrewMembers of one). */
export async function insertCrewMember(tx: DbOrTx, caller: Caller, input: TCrewCreateRequest) {
  const [id] = await insertCrewMembers(tx, caller, [input]);
  return id;
}

export async function updateCrewMember(ctx: RequestCtx, id: string, input: TCrewUpdateRequest) {
  const { caller, today } = ctx;
  assertBornByToday(input.dateOfBirth, today);
  await writeTx(ctx, async (tx) => {
    const [existing] = await tx.select().from(crewMembers).where(eq(crewMembers.id, id)).for("update");
    if (!existing) throw notFound("Crew member");
    await assertEmailFree(tx, input.email, id);
    const values: Partial<typeof crewMembers.$inferInsert> = { updatedAt: new Date() };
    for (const k of ["firstName", "lastName", "nationality", "dateOfBirth", "rank", "status"] as const) {
      if (input[k] !== undefined) Object.assign(values, { [k]: input[k] });
    }
    for (const k of ["gender", "placeOfBirth", "countryOfBirth", "phoneNumber"] as const) {
      if (input[k] !== undefined) values[k] = blankToNull(input[k]);
    }
    if (input.email !== undefined) values.email = blankToNull(input.email);
    if (input.emergencyContact !== undefined)
      values.emergencyContact = emergencyContactOf(input.emergencyContact);
    let newVessel: string | null = null;
    let eligibility: Record<string, unknown> = {};
    if (input.currentVesselId !== undefined) {
      values.currentVesselId = input.currentVesselId;
      if (input.currentVesselId) newVessel = await vesselName(tx, input.currentVesselId);
      if (input.currentVesselId && input.currentVesselId !== existing.currentVesselId)
        eligibility = await enforceEligibility(
          tx,
          {
            crewMemberId: id,
            vesselId: input.currentVesselId,
            rank: input.rank ?? existing.rank,
            from: today,
            to: await assignmentEnd(tx, id, today, input.contractEndDate),
          },
          input.override,
        );
    }
    await tx.update(crewMembers).set(values).where(eq(crewMembers.id, id));

    const name = `${values.firstName ?? existing.firstName} ${values.lastName ?? existing.lastName}`;
    const keys = Object.keys(input).filter((k) => k !== "override");
    const onlyAssignment = keys.length === 1 && input.currentVesselId !== undefined;
    if (onlyAssignment) {
      const oldVessel = existing.currentVesselId
        ? ((
            await tx
              .select({ name: vessels.name })
              .from(vessels)
              .where(eq(vessels.id, existing.currentVesselId))
          )[0]?.name ?? "a vessel")
        : null;
      await logCrew(tx, caller, newVessel ? "assign" : "unassign", id, {
        description: newVessel
          ? `${name} assigned to ${newVessel}${overrideNote(eligibility)}`
          : `${name} removed from ${oldVessel ?? "their vessel"}`,
        severity: eligibility.overrideReason ? "warning" : "success",
        metadata: {
          fromVesselId: existing.currentVesselId,
          toVesselId: input.currentVesselId,
          ...eligibility,
        },
      });
    } else {
      await logCrew(tx, caller, "update", id, {
        description: `Crew member ${name} updated${overrideNote(eligibility)}`,
        severity: eligibility.overrideReason ? "warning" : "success",
        metadata: { changed: keys, ...eligibility },
      });
    }
    await saveMemberContract(tx, caller, id, input, name);
  });
  return getCrewMember(ctx, id);
}

/** The last day of an assignment made today: the contract end being saved, else the active contract's
 * (if not over), else today (then the check covers sign-on, and eligibleUntil tells how long). */
export async function assignmentEnd(
  tx: DbOrTx,
  crewMemberId: string,
  today: string,
  newEnd: string | undefined,
) {
  if (newEnd && newEnd >= today) return newEnd;
  const [active] = await tx
    .select({ endDate: contracts.endDate })
    .from(contracts)
    .where(and(eq(contracts.crewMemberId, crewMemberId), eq(contracts.status, "active")))
    .orderBy(desc(contracts.startDate))
    .limit(1);
  return active && active.endDate >= today ? active.endDate : today;
}

/** Removes the profile with its contracts, documents and rotations (the FKs cascade), in one transaction. */
export async function deleteCrewMember({ db, caller, today }: RequestCtx, id: string) {
  return writeTx({ db, today }, async (tx) => {
    const [existing] = await tx.select().from(crewMembers).where(eq(crewMembers.id, id)).for("update");
    if (!existing) throw notFound("Crew member");
    const count = async (table: typeof contracts | typeof documents | typeof rotations) =>
      (
        await tx
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(table)
          .where(eq(table.crewMemberId, id))
      )[0].n;
    const removed = {
      contracts: await count(contracts),
      documents: await count(documents),
      rotations: await count(rotations),
    };
    await tx.delete(crewMembers).where(eq(crewMembers.id, id));
    const name = `${existing.firstName} ${existing.lastName}`;
    await logCrew(tx, caller, "delete", id, {
      description: `Crew member ${name} deleted with ${removed.contracts} contracts, ${removed.documents} documents and ${removed.rotations} rotations`,
      severity: "warning",
      metadata: removed,
    });
    return { message: `Crew member ${name} deleted`, ...removed };
  });
}
