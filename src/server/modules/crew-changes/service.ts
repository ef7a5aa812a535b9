// Crew changes: plan one (checked, one transaction with its activity entry), list and
// read them, confirm and cancel. Completing is complete.ts.
// Projections its writes fire (docs/projections.md): tours (planned crew changes), vessel_manning_versions (the board's), vessel_compliance_versions (through tours), activity_tally.
import { and, asc, count, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import type {
  CrewChangeStatus,
  TCrewChange,
  TCrewChangeCreateRequest,
  TCrewChangeListQuery,
} from "../../../shared/crew-changes";
import { formatDisplayDate } from "../../../shared/dates";
import { writeTx } from "../../db/app-today";
import type { DbOrTx } from "../../db/client";
import { crewMembers, vessels } from "../../db/schema-fleet";
import { crewChangeMembers, crewChanges } from "../../db/schema-manning";
import { recordLog } from "../../lib/activity-log";
import { conflict, fieldError, notFound } from "../../lib/app-error";
import type { RequestCtx } from "../../lib/request-ctx";
import { checkSigners, planOf } from "./checks";
import { noticeSummary, notifySigners } from "./notify";

const logCrewChange = recordLog("crew-change", "crew_change");

export const PAST_DATE_MESSAGE = "A planned crew change can't be in the past";

const changeColumns = {
  id: crewChanges.id,
  vesselId: crewChanges.vesselId,
  vesselName: vessels.name,
  port: crewChanges.port,
  portLocode: crewChanges.portLocode,
  voyageNumber: crewChanges.voyageNumber,
  lastPortLocode: crewChanges.lastPortLocode,
  nextPortLocode: crewChanges.nextPortLocode,
  date: crewChanges.date,
  status: crewChanges.status,
  notes: crewChanges.notes,
  completedAt: crewChanges.completedAt,
  createdAt: crewChanges.createdAt,
};

/** The changes with their seafarers (one query for the changes' members). */
async function withSigners(db: DbOrTx, rows: { id: string; completedAt: Date | null; createdAt: Date }[]) {
  const ids = rows.map((r) => r.id);
  const members = ids.length
    ? await db
        .select({
          crewChangeId: crewChangeMembers.crewChangeId,
          crewMemberId: crewChangeMembers.crewMemberId,
          direction: crewChangeMembers.direction,
          rank: sql<string>`coalesce(${crewChangeMembers.rank}, ${crewMembers.rank})`,
          name: sql<string>`${crewMembers.firstName} || ' ' || ${crewMembers.lastName}`,
          travelNotes: crewChangeMembers.travelNotes,
          relieves: crewChangeMembers.relieves,
        })
        .from(crewChangeMembers)
        .innerJoin(crewMembers, eq(crewMembers.id, crewChangeMembers.crewMemberId))
        .where(inArray(crewChangeMembers.crewChangeId, ids))
        .orderBy(asc(crewMembers.lastName), asc(crewMembers.firstName))
    : [];
  return rows.map((r) => {
    const of = (direction: "on" | "off") =>
      members
        .filter((m) => m.crewChangeId === r.id && m.direction === direction)
        .map(({ crewMemberId, name, rank, travelNotes, relieves }) => ({
          crewMemberId,
          name,
          rank,
          travelNotes,
          relieves: direction === "on" ? relieves : null,
        }));
    return {
      ...r,
      completedAt: r.completedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      onSigners: of("on"),
      offSigners: of("off"),
    } as TCrewChange;
  });
}

function selectChanges(db: DbOrTx) {
  return db.select(changeColumns).from(crewChanges).innerJoin(vessels, eq(vessels.id, crewChanges.vesselId));
}

export async function readCrewChange(db: DbOrTx, id: string): Promise<TCrewChange> {
  const rows = await selectChanges(db).where(eq(crewChanges.id, id));
  if (!rows.length) throw notFound("Crew change");
  return (await withSigners(db, rows))[0];
}

export async function getCrewChange({ db }: RequestCtx, id: string) {
  return readCrewChange(db, id);
}

export async function listCrewChanges({ db }: RequestCtx, q: TCrewChangeListQuery) {
  const where: SQL | undefined = and(
    q.vesselId ? eq(crewChanges.vesselId, q.vesselId) : undefined,
    q.from ? gte(crewChanges.date, q.from) : undefined,
    q.to ? lte(crewChanges.date, q.to) : undefined,
    q.status ? eq(crewChanges.status, q.status) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    selectChanges(db)
      .where(where)
      .orderBy(asc(crewChanges.date), asc(crewChanges.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: count() }).from(crewChanges).where(where),
  ]);
  return { items: await withSigners(db, rows), total };
}

export async function createCrewChange(
  ctx: RequestCtx,
  input: TCrewChangeCreateRequest,
): Promise<TCrewChange> {
  const { caller, today } = ctx;
  if (input.date < today) throw fieldError("date", PAST_DATE_MESSAGE);
  return writeTx(ctx, async (tx) => {
    const { vesselId, date, onSigners, offSigners } = input;
    const { plan, names } = await planOf(tx, { vesselId, date, onSigners, offSigners });
    const passed = await checkSigners(tx, today, plan, names, input.override);
    const [row] = await tx
      .insert(crewChanges)
      .values({
        vesselId: input.vesselId,
        port: input.port,
        portLocode: input.portLocode ?? null,
        voyageNumber: input.voyageNumber || null,
        lastPortLocode: input.lastPortLocode || null,
        nextPortLocode: input.nextPortLocode || null,
        date: input.date,
        notes: input.notes || null,
      })
      .returning({ id: crewChanges.id });
    await insertSigners(tx, row.id, input);
    const list = (signers: { crewMemberId: string }[]) =>
      signers.map((s) => names.get(s.crewMemberId)?.name).join(", ") || "nobody";
    const change = await readCrewChange(tx, row.id);
    const mailed = await notifySigners(tx, caller, change, "planned", ctx.now);
    await logCrewChange(tx, caller, "create", row.id, {
      description: `Crew change planned on ${plan.vesselName} at ${input.port}, ${formatDisplayDate(input.date)}: on ${list(input.onSigners)}; off ${list(input.offSigners)}${reliefNote(passed, input.override)}${noticeSummary(mailed)}`,
      severity: passed.length ? "warning" : "success",
      ...(passed.length ? { metadata: { overrideReason: input.override?.reason, ranks: passed } } : {}),
    });
    return change;
  });
}

/** The change's seafarers written (an on-signer with the off-signer they relieve). */
export async function insertSigners(
  tx: DbOrTx,
  crewChangeId: string,
  people: Pick<TCrewChangeCreateRequest, "onSigners" | "offSigners">,
) {
  await tx.insert(crewChangeMembers).values([
    ...people.onSigners.map((s) => ({
      crewChangeId,
      crewMemberId: s.crewMemberId,
      direction: "on" as const,
      rank: s.rank,
      travelNotes: s.travelNotes || null,
      relieves: s.relieves ?? null,
    })),
    ...people.offSigners.map((s) => ({
      crewChangeId,
      crewMemberId: s.crewMemberId,
      direction: "off" as const,
      travelNotes: s.travelNotes || null,
    })),
  ]);
}

/** " (relief in another rank, override: reason)" when a rank difference was let through, or "". */
export const reliefNote = (passed: unknown[], override?: { reason: string } | null) =>
  passed.length ? ` (relief in another rank, override: ${override?.reason})` : "";

const TRANSITIONS: Record<"confirm" | "cancel", { to: CrewChangeStatus; from: CrewChangeStatus[] }> = {
  confirm: { to: "confirmed", from: ["planned"] },
  cancel: { to: "cancelled", from: ["planned", "confirmed"] },
};

/** Confirm or cancel; asking for the status it already has changes nothing. */
export async function setCrewChangeStatus(
  { db, caller, now, today }: RequestCtx,
  id: string,
  action: "confirm" | "cancel",
): Promise<TCrewChange> {
  const { to, from } = TRANSITIONS[action];
  return writeTx({ db, today }, async (tx) => {
    const [current] = await selectChanges(tx)
      .where(eq(crewChanges.id, id))
      .for("update", { of: crewChanges });
    if (!current) throw notFound("Crew change");
    if (current.status === to) return readCrewChange(tx, id);
    if (!from.includes(current.status)) throw conflict(`A ${current.status} crew change can't be ${to}`);
    await tx.update(crewChanges).set({ status: to, updatedAt: new Date() }).where(eq(crewChanges.id, id));
    const change = await readCrewChange(tx, id);
    const mailed = await notifySigners(
      tx,
      caller,
      change,
      to === "cancelled" ? "cancelled" : "confirmed",
      now,
    );
    await logCrewChange(tx, caller, action, id, {
      description: `Crew change on ${current.vesselName} at ${current.port}, ${formatDisplayDate(current.date)} ${to}${noticeSummary(mailed)}`,
      severity: action === "cancel" ? "warning" : "success",
    });
    return change;
  });
}
