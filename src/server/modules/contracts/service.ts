// Contracts: list with filters, create and change dates, each change logged in its transaction.
// Projections its writes fire (docs/projections.md): tours (an assignment's planned sign-off), vessel_compliance_versions (through tours), fleet_counts, activity_tally.
import { randomUUID } from "node:crypto";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import {
  CONTRACT_END_MESSAGE,
  type TContract,
  type TContractCreateRequest,
  type TContractListQuery,
  type TContractUpdateRequest,
} from "../../../shared/contracts";
import { NEW_CONTRACT_DATES_MESSAGE } from "../../../shared/crew";
import { daysBetween } from "../../../shared/dates";
import { writeTx } from "../../db/app-today";
import type { Db, DbOrTx } from "../../db/client";
import { contracts, crewMembers, vessels } from "../../db/schema-fleet";
import { logActivities, recordLog } from "../../lib/activity-log";
import { badRequest, fieldError, notFound } from "../../lib/app-error";
import type { Caller } from "../../lib/caller";
import type { RequestCtx } from "../../lib/request-ctx";

const logContract = recordLog("contract");

export const contractColumns = {
  id: contracts.id,
  crewMemberId: contracts.crewMemberId,
  vesselId: contracts.vesselId,
  startDate: contracts.startDate,
  endDate: contracts.endDate,
  durationDays: contracts.durationDays,
  salary: contracts.salary,
  currency: contracts.currency,
  status: contracts.status,
  createdAt: contracts.createdAt,
};

type ContractRow = Omit<TContract, "salary" | "createdAt"> & { salary: string | number; createdAt: Date };

export function toContract(r: ContractRow): TContract {
  return {
    id: r.id,
    crewMemberId: r.crewMemberId,
    vesselId: r.vesselId,
    startDate: r.startDate,
    endDate: r.endDate,
    durationDays: r.durationDays,
    salary: Number(r.salary),
    currency: r.currency,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function listContracts({ db }: RequestCtx, query: TContractListQuery) {
  const where: SQL[] = [];
  if (query.crewMemberId) where.push(eq(contracts.crewMemberId, query.crewMemberId));
  if (query.vesselId) where.push(eq(contracts.vesselId, query.vesselId));
  if (query.status) where.push(eq(contracts.status, query.status));
  const cond = where.length ? and(...where) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(contractColumns)
      .from(contracts)
      .where(cond)
      .orderBy(desc(contracts.startDate), desc(contracts.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(contracts)
      .where(cond),
  ]);
  return { rows: rows.map(toContract), total };
}

async function getContract(db: Db, id: string): Promise<TContract> {
  const [row] = await db.select(contractColumns).from(contracts).where(eq(contracts.id, id));
  if (!row) throw notFound("Contract");
  return toContract(row);
}

async function crewName(db: DbOrTx, crewMemberId: string) {
  const [m] = await db
    .select({ firstName: crewMembers.firstName, lastName: crewMembers.lastName })
    .from(crewMembers)
    .where(eq(crewMembers.id, crewMemberId));
  return m ? `${m.firstName} ${m.lastName}` : null;
}

export interface NewContract {
  crewMemberId: string;
  vesselId?: string | null;
  startDate: string;
  endDate: string;
  durationDays?: number | null;
  salary?: number;
  currency?: string;
  status?: TContract["status"];
}

/** Inserts contracts (each with the name of its seafarer) and logs them, in multi-row statements inside
 * the caller's transaction (the crew list import's new seafarers); returns their ids in order. */
export async function insertContracts(
  tx: DbOrTx,
  caller: Caller,
  list: readonly { contract: NewContract; name: string }[],
): Promise<string[]> {
  const rows = list.map(({ contract: c }) => ({
    id: randomUUID(),
    crewMemberId: c.crewMemberId,
    vesselId: c.vesselId ?? null,
    startDate: c.startDate,
    endDate: c.endDate,
    durationDays: c.durationDays ?? daysBetween(c.startDate, c.endDate),
    salary: String(c.salary ?? 0),
    currency: c.currency ?? "USD",
    status: c.status ?? ("active" as const),
  }));
  for (let i = 0; i < rows.length; i += 2000) await tx.insert(contracts).values(rows.slice(i, i + 2000));
  await logActivities(
    tx,
    caller,
    list.map(({ contract: c, name }, i) => ({
      type: "contract",
      action: "create",
      entityType: "contract",
      entityId: rows[i].id,
      description: `Contract for ${name} created (${c.startDate} to ${c.endDate})`,
      severity: "success" as const,
      metadata: { crewMemberId: c.crewMemberId },
    })),
  );
  return rows.map((r) => r.id);
}

/** Inserts a contract and logs it; runs inside the caller's transaction (crew create uses it too). */
export async function insertContract(tx: DbOrTx, caller: Caller, c: NewContract, name: string) {
  const [id] = await insertContracts(tx, caller, [{ contract: c, name }]);
  return id;
}

export async function createContract({ db, caller, today }: RequestCtx, input: TContractCreateRequest) {
  const id = await writeTx({ db, today }, async (tx) => {
    const name = await crewName(tx, input.crewMemberId);
    if (!name) throw badRequest("Crew member not found");
    if (input.vesselId) {
      const [v] = await tx.select({ id: vessels.id }).from(vessels).where(eq(vessels.id, input.vesselId));
      if (!v) throw badRequest("Vessel not found");
    }
    return insertContract(tx, caller, input as Parameters<typeof insertContract>[2], name);
  });
  return getContract(db, id);
}

type ContractRecord = typeof contracts.$inferSelect;

/**
 * Applies `input` to the locked contract `existing` and logs it; runs inside the caller's transaction
 * (the crew edit changes its member's contract dates through it). End before start → 400 on `endField`.
 */
export async function changeContract(
  tx: DbOrTx,
  caller: Caller,
  existing: ContractRecord,
  input: TContractUpdateRequest,
  endField = "endDate",
) {
  const startDate = input.startDate ?? existing.startDate;
  const endDate = input.endDate ?? existing.endDate;
  if (endDate < startDate) throw fieldError(endField, CONTRACT_END_MESSAGE);
  const values: Partial<typeof contracts.$inferInsert> = {
    startDate,
    endDate,
    durationDays: daysBetween(startDate, endDate),
    updatedAt: new Date(),
  };
  if (input.salary !== undefined) values.salary = String(input.salary);
  if (input.currency !== undefined) values.currency = input.currency;
  if (input.status !== undefined) values.status = input.status;
  await tx.update(contracts).set(values).where(eq(contracts.id, existing.id));
  const name = (await crewName(tx, existing.crewMemberId)) ?? "a crew member";
  await logContract(tx, caller, "update", existing.id, {
    description: `Contract for ${name} updated (${startDate} to ${endDate})`,
    severity: "success",
    metadata: { crewMemberId: existing.crewMemberId, changed: Object.keys(input) },
  });
}

export async function updateContract(
  { db, caller, today }: RequestCtx,
  id: string,
  input: TContractUpdateRequest,
) {
  await writeTx({ db, today }, async (tx) => {
    const [existing] = await tx.select().from(contracts).where(eq(contracts.id, id)).for("update");
    if (!existing) throw notFound("Contract");
    await changeContract(tx, caller, existing, input);
  });
  return getContract(db, id);
}

/**
 * A crew edit's contract fields (dates, salary, currency), inside its transaction after the member
 * update: they change the active contract the crew list shows, or with none and both dates, start one
 * on the member's vessel (with the pay given, else 0 USD).
 */
export async function saveMemberContract(
  tx: DbOrTx,
  caller: Caller,
  id: string,
  input: {
    contractStartDate?: string;
    contractEndDate?: string;
    contractSalary?: number;
    contractCurrency?: string;
  },
  name: string,
) {
  const { contractStartDate: startDate, contractEndDate: endDate } = input;
  const pay = { salary: input.contractSalary, currency: input.contractCurrency };
  if ([startDate, endDate, pay.salary, pay.currency].every((v) => v === undefined)) return;
  const [active] = await tx
    .select()
    .from(contracts)
    .where(sql`${contracts.crewMemberId} = ${id} and ${contracts.status} = 'active'`)
    .orderBy(sql`${contracts.endDate} desc, ${contracts.id}`)
    .limit(1)
    .for("update");
  if (active) {
    await changeContract(tx, caller, active, { startDate, endDate, ...pay }, "contractEndDate");
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
    { crewMemberId: id, vesselId: member.vesselId, startDate, endDate, durationDays: null, ...pay },
    name,
  );
}
