// Vessels: list with crew and contract counts (SQL aggregates), create/update/delete with activity,
// contract stats and contract lists by state. Dates compare as calendar dates against app.today().
// Projections its writes fire (docs/projections.md): fleet_counts, crew_missing_certificates, vessel_compliance_versions, tours (deleteVessel: unassigned crew), activity_tally.
import { and, asc, count, eq, ilike, ne, or, type SQL, sql } from "drizzle-orm";
import type { TContractWithCrew } from "../../../shared/contracts";
import { EXPIRY_WINDOW_DAYS } from "../../../shared/expiry";
import { normalizeImo } from "../../../shared/imo";
import type {
  TVessel,
  TVesselContractStats,
  TVesselContractsQuery,
  TVesselCreateRequest,
  TVesselListQuery,
  TVesselUpdateRequest,
} from "../../../shared/vessels";
import { writeTx } from "../../db/app-today";
import type { Db, DbTx } from "../../db/client";
import { runNamed } from "../../db/rows";
import { contracts, crewMembers, rotations, vessels } from "../../db/schema-fleet";
import { recordLog } from "../../lib/activity-log";
import { conflict, notFound } from "../../lib/app-error";
import { cachedCount } from "../../lib/cached-count";
import type { Caller } from "../../lib/caller";
import { expiredSql, expiringSql, notExpiredSql } from "../../lib/expiry-sql";
import type { RequestCtx } from "../../lib/request-ctx";
import { likePattern } from "../../lib/search";
import { contractColumns, toContract } from "../contracts/service";
import { aboardOnSql } from "../manning/tours";

const logVessel = recordLog("vessel");

/** Columns of a vessel row with its counts; `today` decides which contracts still count as active. */
function vesselColumns(today: string) {
  return {
    id: vessels.id,
    name: vessels.name,
    type: vessels.type,
    imoNumber: vessels.imoNumber,
    callSign: vessels.callSign,
    flag: vessels.flag,
    status: vessels.status,
    crewCapacity: vessels.crewCapacity,
    nextCrewChange: vessels.nextCrewChange,
    maintenanceUntil: vessels.maintenanceUntil,
    createdAt: vessels.createdAt,
    // Written out with aliases: Drizzle leaves column names unqualified in a one-table select, which
    // would bind "id" inside the subquery to the inner table.
    crewCount:
      sql<number>`(select count(distinct a.crew_member_id) from ${aboardOnSql(sql`vessels.id`, today)} a)`.mapWith(
        Number,
      ),
    activeContracts:
      sql<number>`(select count(*) from contracts k where k.vessel_id = vessels.id and k.status = 'active' and ${notExpiredSql(sql`k.end_date`, today)})`.mapWith(
        Number,
      ),
  };
}

type VesselRow = Omit<TVessel, "createdAt"> & { createdAt: Date };
const toVessel = (r: VesselRow): TVessel => ({ ...r, createdAt: r.createdAt.toISOString() });

export async function listVessels({ db, today, cache }: RequestCtx, query: TVesselListQuery) {
  const where: SQL[] = [];
  if (query.status) where.push(eq(vessels.status, query.status));
  if (query.q) {
    const p = likePattern(query.q);
    where.push(
      or(
        ilike(vessels.name, p),
        ilike(vessels.imoNumber, p),
        ilike(vessels.flag, p),
        ilike(vessels.type, p),
      ) as SQL,
    );
  }
  const cond = where.length ? and(...where) : undefined;
  const [rows, total] = await Promise.all([
    runNamed(
      db
        .select(vesselColumns(today))
        .from(vessels)
        .where(cond)
        .orderBy(asc(vessels.name), asc(vessels.id))
        .limit(query.limit)
        .offset(query.offset),
      "vessels_page",
    ),
    cachedCount(cache, db.select({ total: count() }).from(vessels).where(cond), "vessels_total"),
  ]);
  return { rows: rows.map(toVessel), total };
}

export async function getVessel(
  { db, today }: Pick<RequestCtx, "db" | "today">,
  id: string,
): Promise<TVessel> {
  const [row] = await db.select(vesselColumns(today)).from(vessels).where(eq(vessels.id, id));
  if (!row) throw notFound("Vessel");
  return toVessel(row);
}

async function assertImoFree(db: Db, imo: string | null, exceptId?: string) {
  if (!imo) return;
  const cond = exceptId
    ? and(eq(vessels.imoNumber, imo), ne(vessels.id, exceptId))
    : eq(vessels.imoNumber, imo);
  const [dup] = await db.select({ id: vessels.id }).from(vessels).where(cond).limit(1);
  if (dup) throw conflict(`A vessel with IMO number ${imo} already exists`);
}

const imoOrNull = (v: string | null | undefined) => (v ? normalizeImo(v) : null);

export async function createVessel(ctx: RequestCtx, input: TVesselCreateRequest) {
  const id = await writeTx(ctx, (tx) => insertVessel(tx, ctx.caller, input));
  return getVessel(ctx, id);
}

/** Adds a vessel and logs it, inside the caller's transaction: the vessel form and the vessels import. */
export async function insertVessel(tx: DbTx, caller: Caller, input: TVesselCreateRequest) {
  const imoNumber = imoOrNull(input.imoNumber);
  await assertImoFree(tx, imoNumber);
  const [row] = await tx
    .insert(vessels)
    .values({ ...input, imoNumber, callSign: input.callSign || null })
    .returning({ id: vessels.id, name: vessels.name });
  await logVessel(tx, caller, "create", row.id, {
    description: `Vessel ${row.name} added`,
    severity: "success",
  });
  return row.id;
}

export async function updateVessel(ctx: RequestCtx, id: string, input: TVesselUpdateRequest) {
  const { caller } = ctx;
  await writeTx(ctx, async (tx) => {
    const [existing] = await tx.select().from(vessels).where(eq(vessels.id, id)).for("update");
    if (!existing) throw notFound("Vessel");
    const values: Partial<typeof vessels.$inferInsert> = { ...input, updatedAt: new Date() };
    if ("callSign" in input) values.callSign = input.callSign || null;
    if ("imoNumber" in input) {
      values.imoNumber = imoOrNull(input.imoNumber);
      await assertImoFree(tx, values.imoNumber, id);
    }
    await tx.update(vessels).set(values).where(eq(vessels.id, id));
    const changed = Object.keys(input).filter(
      (k) =>
        String(existing[k as keyof typeof existing] ?? "") !== String(values[k as keyof typeof values] ?? ""),
    );
    await logVessel(tx, caller, "update", id, {
      description: `Vessel ${values.name ?? existing.name} updated`,
      severity: "success",
      metadata: { changed },
    });
  });
  return getVessel(ctx, id);
}

/** Deletes a vessel; its crew are kept and unassigned, all in one transaction. */
export async function deleteVessel({ db, caller, today }: RequestCtx, id: string) {
  return writeTx({ db, today }, async (tx) => {
    const [existing] = await tx.select().from(vessels).where(eq(vessels.id, id)).for("update");
    if (!existing) throw notFound("Vessel");
    const unassigned = await tx
      .update(crewMembers)
      .set({ currentVesselId: null, updatedAt: new Date() })
      .where(eq(crewMembers.currentVesselId, id))
      .returning({ id: crewMembers.id });
    // Its rotations go with it (FK cascade) and its contracts keep their crew with no vessel: count them
    // so the audit entry says what the delete took.
    const [{ rotationsRemoved }] = await tx
      .select({ rotationsRemoved: sql<number>`count(*)`.mapWith(Number) })
      .from(rotations)
      .where(eq(rotations.vesselId, id));
    await tx.delete(vessels).where(eq(vessels.id, id));
    const n = unassigned.length;
    const crewText = `${n} crew member${n === 1 ? "" : "s"} unassigned`;
    await logVessel(tx, caller, "delete", id, {
      description: `Vessel ${existing.name} deleted; ${crewText}`,
      severity: "warning",
      metadata: { unassignedCrew: n, crewMemberIds: unassigned.map((u) => u.id), rotationsRemoved },
    });
    return { message: `Vessel ${existing.name} deleted; ${crewText}`, unassignedCrew: n };
  });
}

async function assertVesselExists(db: Db, id: string) {
  const [row] = await db.select({ id: vessels.id }).from(vessels).where(eq(vessels.id, id));
  if (!row) throw notFound("Vessel");
}

export async function vesselContractStats(
  { db, today }: RequestCtx,
  id: string,
): Promise<TVesselContractStats> {
  await assertVesselExists(db, id);
  const state = contractStates(today);
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${state.active})`.mapWith(Number),
      expiringSoon: sql<number>`count(*) filter (where ${state.expiring})`.mapWith(Number),
      expired: sql<number>`count(*) filter (where ${state.expired})`.mapWith(Number),
    })
    .from(contracts)
    .where(and(eq(contracts.vesselId, id), eq(contracts.status, "active")));
  return row;
}

type ContractsQuery = TVesselContractsQuery;

/** A vessel's active contracts by end date: active (not ended), expiring within 30 days, expired. */
const contractStates = (today: string): Record<ContractsQuery["status"], SQL> => ({
  active: notExpiredSql(contracts.endDate, today),
  expiring: expiringSql(contracts.endDate, today, EXPIRY_WINDOW_DAYS),
  expired: expiredSql(contracts.endDate, today),
});

export async function vesselContracts({ db, today }: RequestCtx, id: string, query: ContractsQuery) {
  await assertVesselExists(db, id);
  const cond = and(
    eq(contracts.vesselId, id),
    eq(contracts.status, "active"),
    contractStates(today)[query.status],
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        ...contractColumns,
        crewMember: {
          firstName: crewMembers.firstName,
          lastName: crewMembers.lastName,
          rank: crewMembers.rank,
        },
      })
      .from(contracts)
      .innerJoin(crewMembers, eq(crewMembers.id, contracts.crewMemberId))
      .where(cond)
      .orderBy(asc(contracts.endDate), asc(contracts.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(contracts)
      .where(cond),
  ]);
  return {
    rows: rows.map((r): TContractWithCrew => ({ ...toContract(r), crewMember: r.crewMember })),
    total,
  };
}
