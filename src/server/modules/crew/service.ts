// Crew members: the list (vessel, active contract and document count joined in SQL), stats, create
// (optionally with a contract, one transaction), edit / assign / remove, delete (cascade). A crew caller
// sees only their own record; anyone else's answers 404.
import { count, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type {
  TCrewCreateRequest,
  TCrewListQuery,
  TCrewMember,
  TCrewStats,
  TCrewUpdateRequest,
  TEmergencyContactInput,
} from "../../../shared/crew";
import { DATE_OF_BIRTH_FUTURE_MESSAGE, NEW_CONTRACT_DATES_MESSAGE } from "../../../shared/crew";
import { EXPIRY_WINDOW_DAYS } from "../../../shared/expiry";
import type { DbOrTx } from "../../db/client";
import { queryRows } from "../../db/rows";
import {
  contracts,
  crewMembers,
  documents,
  type EmergencyContact,
  rotations,
  vessels,
} from "../../db/schema";
import { badRequest, fieldError, notFound } from "../../lib/app-error";
import { cachedCount } from "../../lib/cached-count";
import type { Caller } from "../../lib/caller";
import { expiringSql } from "../../lib/expiry-sql";
import type { RequestCtx } from "../../lib/request-ctx";
import { likePattern } from "../../lib/search";
import { logActivity } from "../activity/service";
import { changeContract, insertContract } from "../contracts/service";

interface CrewRow {
  id: string;
  userId: string | null;
  firstName: string;
  lastName: string;
  nationality: string;
  dateOfBirth: string;
  rank: string;
  phoneNumber: string | null;
  email: string | null;
  emergencyContact: Partial<EmergencyContact> | null;
  currentVesselId: string | null;
  vesselName: string | null;
  status: TCrewMember["status"];
  createdAt: Date | string;
  contractId: string | null;
  contractStartDate: string | null;
  contractEndDate: string | null;
  contractStatus: "active" | "completed" | "terminated" | null;
  contractCurrency: string | null;
  contractSalary: string | number | null;
  documentCount: number | string;
}

/**
 * One row per crew member of `page` (a subquery over crew_members that filters, orders and limits
 * first, so the joins run only for the rows returned): its vessel, latest active contract (LATERAL)
 * and document count.
 */
const selectCrew = (page: SQL) => sql`
  select c.id, c.user_id as "userId", c.first_name as "firstName", c.last_name as "lastName",
    c.nationality, c.date_of_birth as "dateOfBirth", c.rank, c.phone_number as "phoneNumber", c.email,
    c.emergency_contact as "emergencyContact", c.current_vessel_id as "currentVesselId",
    v.name as "vesselName", c.status, c.created_at as "createdAt",
    ac.id as "contractId", ac.start_date as "contractStartDate", ac.end_date as "contractEndDate",
    ac.status as "contractStatus", ac.currency as "contractCurrency", ac.salary as "contractSalary",
    (select count(*) from ${documents} d where d.crew_member_id = c.id) as "documentCount"
  from (${page}) c
  left join ${vessels} v on v.id = c.current_vessel_id
  left join lateral (
    select k.id, k.start_date, k.end_date, k.status, k.currency, k.salary from ${contracts} k
    where k.crew_member_id = c.id and k.status = 'active'
    order by k.end_date desc, k.id limit 1
  ) ac on true
  order by c.last_name, c.first_name, c.id`;

function toCrewMember(r: CrewRow): TCrewMember {
  const ec = r.emergencyContact;
  return {
    id: r.id,
    userId: r.userId,
    firstName: r.firstName,
    lastName: r.lastName,
    nationality: r.nationality,
    dateOfBirth: r.dateOfBirth,
    rank: r.rank,
    phoneNumber: r.phoneNumber,
    email: r.email,
    emergencyContact: ec?.name
      ? {
          name: ec.name,
          relationship: ec.relationship ?? null,
          phone: ec.phone ?? null,
          email: ec.email ?? null,
        }
      : null,
    currentVesselId: r.currentVesselId,
    currentVessel: r.currentVesselId && r.vesselName ? { id: r.currentVesselId, name: r.vesselName } : null,
    status: r.status,
    activeContract:
      r.contractId && r.contractStartDate && r.contractEndDate && r.contractStatus
        ? {
            id: r.contractId,
            startDate: r.contractStartDate,
            endDate: r.contractEndDate,
            status: r.contractStatus,
            currency: r.contractCurrency ?? "USD",
            salary: Number(r.contractSalary ?? 0),
          }
        : null,
    documentCount: Number(r.documentCount),
    createdAt: new Date(r.createdAt).toISOString(),
  };
}

/** What a caller may see: everything for office and admin, only their own record for crew. */
function visibleTo(caller: Caller): SQL | null {
  if (caller.role !== "crew") return null;
  return caller.crewMemberId ? sql`c.id = ${caller.crewMemberId}` : sql`false`;
}

/** crew_members as "c", the alias the list's SQL conditions are written against. */
const crewAlias = alias(crewMembers, "c");

const whereOf = (conds: SQL[]) => (conds.length ? sql` where ${sql.join(conds, sql` and `)}` : sql``);

export async function listCrew({ db, caller, cache }: RequestCtx, query: TCrewListQuery) {
  const conds: SQL[] = [];
  const own = visibleTo(caller);
  if (own) conds.push(own);
  if (query.q) {
    const p = likePattern(query.q);
    conds.push(
      sql`((c.first_name || ' ' || c.last_name) ilike ${p} or c.nationality ilike ${p} or c.rank ilike ${p})`,
    );
  }
  if (query.vesselId === "none") conds.push(sql`c.current_vessel_id is null`);
  else if (query.vesselId) conds.push(sql`c.current_vessel_id = ${query.vesselId}`);
  if (query.status) conds.push(sql`c.status = ${query.status}`);
  if (query.available) conds.push(sql`c.current_vessel_id is null and c.status = 'active'`);
  const where = whereOf(conds);
  const [rows, total] = await Promise.all([
    queryRows<CrewRow>(
      db,
      selectCrew(
        sql`select * from ${crewMembers} c${where} order by c.last_name, c.first_name, c.id limit ${query.limit} offset ${query.offset}`,
      ),
    ),
    cachedCount(
      cache,
      db
        .select({ total: count() })
        .from(crewAlias)
        .where(conds.length ? sql.join(conds, sql` and `) : undefined),
    ),
  ]);
  return { rows: rows.map(toCrewMember), total };
}

export async function getCrewMember({ db, caller }: RequestCtx, id: string): Promise<TCrewMember> {
  const conds = [sql`c.id = ${id}`];
  const own = visibleTo(caller);
  if (own) conds.push(own);
  const [row] = await queryRows<CrewRow>(
    db,
    selectCrew(sql`select * from ${crewMembers} c${whereOf(conds)}`),
  );
  if (!row) throw notFound("Crew member");
  return toCrewMember(row);
}

export async function crewStats({ db, today }: RequestCtx): Promise<TCrewStats> {
  const [row] = await queryRows<Record<keyof TCrewStats, number | string>>(
    db,
    sql`select count(*) as total,
      count(*) filter (where c.status = 'active') as active,
      count(*) filter (where c.current_vessel_id is not null) as assigned,
      count(*) filter (where c.status = 'onLeave') as "onLeave",
      count(*) filter (where c.status = 'inactive') as inactive,
      (select count(*) from ${contracts} k where k.status = 'active'
        and ${expiringSql(sql`k.end_date`, today, EXPIRY_WINDOW_DAYS)}) as "expiringContracts"
    from ${crewMembers} c`,
  );
  return {
    total: Number(row.total),
    active: Number(row.active),
    assigned: Number(row.assigned),
    onLeave: Number(row.onLeave),
    inactive: Number(row.inactive),
    expiringContracts: Number(row.expiringContracts),
  };
}

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

function assertBornByToday(dateOfBirth: string | undefined, today: string) {
  if (dateOfBirth && dateOfBirth > today) throw fieldError("dateOfBirth", DATE_OF_BIRTH_FUTURE_MESSAGE);
}

export async function createCrewMember(ctx: RequestCtx, input: TCrewCreateRequest) {
  const { db, caller, today } = ctx;
  assertBornByToday(input.dateOfBirth, today);
  const id = await db.transaction(async (tx) => {
    const vessel = input.currentVesselId ? await vesselName(tx, input.currentVesselId) : null;
    const [row] = await tx
      .insert(crewMembers)
      .values({
        firstName: input.firstName,
        lastName: input.lastName,
        nationality: input.nationality,
        dateOfBirth: input.dateOfBirth,
        rank: input.rank,
        phoneNumber: blankToNull(input.phoneNumber),
        email: blankToNull(input.email),
        emergencyContact: emergencyContactOf(input.emergencyContact),
        currentVesselId: input.currentVesselId ?? null,
        status: input.status ?? "active",
      })
      .returning({ id: crewMembers.id });
    const name = `${input.firstName} ${input.lastName}`;
    await logActivity(tx, caller, {
      type: "crew",
      action: "create",
      entityType: "crew_member",
      entityId: row.id,
      description: `Crew member ${name} added${vessel ? ` to ${vessel}` : ""}`,
      severity: "success",
    });
    if (input.contractStartDate && input.contractEndDate) {
      await insertContract(
        tx,
        caller,
        {
          crewMemberId: row.id,
          vesselId: input.currentVesselId ?? null,
          startDate: input.contractStartDate,
          endDate: input.contractEndDate,
          // the dates decide the length; contractDurationDays only helped the form compute the end
          durationDays: null,
        },
        name,
      );
    }
    return row.id;
  });
  return getCrewMember(ctx, id);
}

export async function updateCrewMember(ctx: RequestCtx, id: string, input: TCrewUpdateRequest) {
  const { db, caller, today } = ctx;
  assertBornByToday(input.dateOfBirth, today);
  await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(crewMembers).where(eq(crewMembers.id, id)).for("update");
    if (!existing) throw notFound("Crew member");
    const values: Partial<typeof crewMembers.$inferInsert> = { updatedAt: new Date() };
    for (const k of ["firstName", "lastName", "nationality", "dateOfBirth", "rank", "status"] as const) {
      if (input[k] !== undefined) Object.assign(values, { [k]: input[k] });
    }
    if (input.phoneNumber !== undefined) values.phoneNumber = blankToNull(input.phoneNumber);
    if (input.email !== undefined) values.email = blankToNull(input.email);
    if (input.emergencyContact !== undefined)
      values.emergencyContact = emergencyContactOf(input.emergencyContact);
    let newVessel: string | null = null;
    if (input.currentVesselId !== undefined) {
      values.currentVesselId = input.currentVesselId;
      if (input.currentVesselId) newVessel = await vesselName(tx, input.currentVesselId);
    }
    await tx.update(crewMembers).set(values).where(eq(crewMembers.id, id));

    const name = `${values.firstName ?? existing.firstName} ${values.lastName ?? existing.lastName}`;
    const onlyAssignment = Object.keys(input).length === 1 && input.currentVesselId !== undefined;
    if (onlyAssignment) {
      const oldVessel = existing.currentVesselId
        ? ((
            await tx
              .select({ name: vessels.name })
              .from(vessels)
              .where(eq(vessels.id, existing.currentVesselId))
          )[0]?.name ?? "a vessel")
        : null;
      await logActivity(tx, caller, {
        type: "crew",
        action: newVessel ? "assign" : "unassign",
        entityType: "crew_member",
        entityId: id,
        description: newVessel
          ? `${name} assigned to ${newVessel}`
          : `${name} removed from ${oldVessel ?? "their vessel"}`,
        severity: "success",
        metadata: { fromVesselId: existing.currentVesselId, toVesselId: input.currentVesselId },
      });
    } else {
      await logActivity(tx, caller, {
        type: "crew",
        action: "update",
        entityType: "crew_member",
        entityId: id,
        description: `Crew member ${name} updated`,
        severity: "success",
        metadata: { changed: Object.keys(input) },
      });
    }
    await saveContractDates(tx, caller, id, input, name);
  });
  return getCrewMember(ctx, id);
}

/**
 * The edit's contract dates, after the member update in the same transaction: they change the active
 * contract the crew list shows, or with none and both dates, start one on the member's vessel.
 */
async function saveContractDates(
  tx: DbOrTx,
  caller: Caller,
  id: string,
  input: TCrewUpdateRequest,
  name: string,
) {
  const { contractStartDate: startDate, contractEndDate: endDate } = input;
  if (startDate === undefined && endDate === undefined) return;
  const [active] = await tx
    .select()
    .from(contracts)
    .where(sql`${contracts.crewMemberId} = ${id} and ${contracts.status} = 'active'`)
    .orderBy(sql`${contracts.endDate} desc, ${contracts.id}`)
    .limit(1)
    .for("update");
  if (active) {
    await changeContract(tx, caller, active, { startDate, endDate }, "contractEndDate");
    return;
  }
  if (!startDate || !endDate) {
    throw fieldError(startDate ? "contractEndDate" : "contractStartDate", NEW_CONTRACT_DATES_MESSAGE);
  }
  const [member] = await tx
    .select({ vesselId: crewMembers.currentVesselId })
    .from(crewMembers)
    .where(eq(crewMembers.id, id));
  await insertContract(
    tx,
    caller,
    { crewMemberId: id, vesselId: member.vesselId, startDate, endDate, durationDays: null },
    name,
  );
}

/** Removes the profile with its contracts, documents and rotations (the FKs cascade), in one transaction. */
export async function deleteCrewMember({ db, caller }: RequestCtx, id: string) {
  return db.transaction(async (tx) => {
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
    await logActivity(tx, caller, {
      type: "crew",
      action: "delete",
      entityType: "crew_member",
      entityId: id,
      description: `Crew member ${name} deleted with ${removed.contracts} contracts, ${removed.documents} documents and ${removed.rotations} rotations`,
      severity: "warning",
      metadata: removed,
    });
    return { message: `Crew member ${name} deleted`, ...removed };
  });
}
