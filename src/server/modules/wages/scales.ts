// Wage scales (admin): per rank, optionally per vessel and collective agreement, with validity dates and an
// ISO 4217 currency; components in integer minor units (MLC A2.2, docs/regulations.md "Wages"). Two scales
// of the same rank and scope (vessel, agreement) never overlap in time: 409, nothing written. Writes are
// serialised per rank by a transaction-scoped advisory lock, so two concurrent saves cannot both pass.
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { TWageScale, TWageScaleRequest } from "../../../shared/wages-api";
import { writeTx } from "../../db/app-today";
import type { DbOrTx } from "../../db/client";
import { queryRows } from "../../db/rows";
import { vessels } from "../../db/schema-fleet";
import { wageScales } from "../../db/schema-wages";
import { recordLog } from "../../lib/activity-log";
import { conflict, notFound } from "../../lib/app-error";
import type { RequestCtx } from "../../lib/request-ctx";

const log = recordLog("wages", "wage_scale");

const columns = {
  id: wageScales.id,
  rank: wageScales.rank,
  vesselId: wageScales.vesselId,
  vesselName: vessels.name,
  agreement: wageScales.agreement,
  currency: wageScales.currency,
  validFrom: wageScales.validFrom,
  validTo: wageScales.validTo,
  components: wageScales.components,
};

export async function listWageScales(
  { db }: RequestCtx,
  q: { rank?: string; vesselId?: string },
): Promise<TWageScale[]> {
  const where = [
    q.rank ? eq(wageScales.rank, q.rank) : undefined,
    q.vesselId ? eq(wageScales.vesselId, q.vesselId) : undefined,
  ].filter((x): x is SQL => x !== undefined);
  return db
    .select(columns)
    .from(wageScales)
    .leftJoin(vessels, eq(vessels.id, wageScales.vesselId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(wageScales.rank), asc(wageScales.validFrom), asc(wageScales.id));
}

async function readScale(db: DbOrTx, id: string): Promise<TWageScale> {
  const [row] = await db
    .select(columns)
    .from(wageScales)
    .leftJoin(vessels, eq(vessels.id, wageScales.vesselId))
    .where(eq(wageScales.id, id));
  if (!row) throw notFound("Wage scale");
  return row;
}

/** 409 when another scale of the same rank and scope overlaps [validFrom, validTo]. */
async function refuseOverlap(tx: DbOrTx, s: TWageScaleRequest, exceptId: string | null) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wage_scales:${s.rank}`}))`);
  const [other] = await queryRows<{ validFrom: string; validTo: string | null }>(
    tx,
    sql`select valid_from::text as "validFrom", valid_to::text as "validTo" from wage_scales
         where rank = ${s.rank}
           and vessel_id is not distinct from ${s.vesselId ?? null}::uuid
           and agreement is not distinct from ${s.agreement ?? null}::text
           and (${exceptId}::uuid is null or id <> ${exceptId}::uuid)
           and valid_from <= coalesce(${s.validTo ?? null}::date, 'infinity'::date)
           and coalesce(valid_to, 'infinity'::date) >= ${s.validFrom}::date
         limit 1`,
  );
  if (other)
    throw conflict(
      `A wage scale for ${s.rank} in this scope already runs ${other.validFrom} to ${other.validTo ?? "open end"}; end it first`,
    );
}

async function vesselExists(tx: DbOrTx, vesselId: string | null | undefined) {
  if (!vesselId) return;
  const [v] = await tx.select({ id: vessels.id }).from(vessels).where(eq(vessels.id, vesselId));
  if (!v) throw notFound("Vessel");
}

const values = (s: TWageScaleRequest) => ({
  rank: s.rank,
  vesselId: s.vesselId ?? null,
  agreement: s.agreement ?? null,
  currency: s.currency,
  validFrom: s.validFrom,
  validTo: s.validTo ?? null,
  components: s.components,
});

const scaleText = (s: TWageScaleRequest) =>
  `${s.rank}${s.agreement ? ` (${s.agreement})` : ""} in ${s.currency} from ${s.validFrom}${s.validTo ? ` to ${s.validTo}` : ""}`;

export async function createWageScale(ctx: RequestCtx, s: TWageScaleRequest): Promise<TWageScale> {
  return writeTx(ctx, async (tx) => {
    await vesselExists(tx, s.vesselId);
    await refuseOverlap(tx, s, null);
    const [row] = await tx.insert(wageScales).values(values(s)).returning({ id: wageScales.id });
    await log(tx, ctx.caller, "create", row.id, {
      description: `Wage scale ${scaleText(s)} added`,
      severity: "success",
      metadata: { after: s },
    });
    return readScale(tx, row.id);
  });
}

export async function updateWageScale(
  ctx: RequestCtx,
  id: string,
  s: TWageScaleRequest,
): Promise<TWageScale> {
  return writeTx(ctx, async (tx) => {
    const [before] = await tx.select().from(wageScales).where(eq(wageScales.id, id)).for("update");
    if (!before) throw notFound("Wage scale");
    await vesselExists(tx, s.vesselId);
    await refuseOverlap(tx, s, id);
    await tx
      .update(wageScales)
      .set({ ...values(s), updatedAt: new Date() })
      .where(eq(wageScales.id, id));
    await log(tx, ctx.caller, "update", id, {
      description: `Wage scale ${scaleText(s)} changed`,
      severity: "success",
      metadata: { before, after: s },
    });
    return readScale(tx, id);
  });
}

/**
 * The scale that pays `rank` aboard `vesselId` on `day`: the vessel's own scale first, else the fleet-wide
 * one (no vessel); of those, one with no collective agreement named before one with (the office keeps one
 * per scope; a seafarer's agreement is chosen by the scale's scope).
 */
export async function scaleFor(db: DbOrTx, rank: string, vesselId: string, day: string) {
  const [row] = await db
    .select({
      id: wageScales.id,
      currency: wageScales.currency,
      agreement: wageScales.agreement,
      components: wageScales.components,
    })
    .from(wageScales)
    .where(
      sql`${wageScales.rank} = ${rank} and (${wageScales.vesselId} = ${vesselId} or ${wageScales.vesselId} is null)
          and ${wageScales.validFrom} <= ${day}::date and (${wageScales.validTo} is null or ${wageScales.validTo} >= ${day}::date)`,
    )
    .orderBy(
      sql`${wageScales.vesselId} is null`,
      sql`${wageScales.agreement} is not null`,
      asc(wageScales.validFrom),
    )
    .limit(1);
  return row ?? null;
}
