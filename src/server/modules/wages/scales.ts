// Wage scales (admin): per rank, optionally per vessel and collective agreement, with validity dates and an
// ISO 4217 currency; components in integer minor units (MLC A2.2, docs/regulations.md "Wages"). Two scales
// of the same rank and scope (vessel, agreement) never overlap in time: 409, nothing written. Writes are
// serialised per rank by a transaction-scoped advisory lock, so two concurrent saves cannot both pass.
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
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

export interface PayingScale {
  id: string;
  rank: string;
  vesselId: string | null;
  agreement: string | null;
  currency: string;
  validFrom: string;
  validTo: string | null;
  components: TWageScale["components"];
}

/** Every wage scale of `ranks`, read once (a portage bill picks each seafarer's with pickScale). */
export async function scalesOfRanks(db: DbOrTx, ranks: readonly string[]): Promise<PayingScale[]> {
  if (!ranks.length) return [];
  return db
    .select({
      id: wageScales.id,
      rank: wageScales.rank,
      vesselId: wageScales.vesselId,
      agreement: wageScales.agreement,
      currency: wageScales.currency,
      validFrom: wageScales.validFrom,
      validTo: wageScales.validTo,
      components: wageScales.components,
    })
    .from(wageScales)
    .where(inArray(wageScales.rank, [...ranks]))
    .orderBy(asc(wageScales.validFrom), asc(wageScales.id));
}

/**
 * The scale that pays `rank` aboard `vesselId` on `day`, of `scales`: the vessel's own scale first, else
 * the fleet-wide one (no vessel); of those, one with no collective agreement named before one with (the
 * office keeps one per scope; a seafarer's agreement is chosen by the scale's scope), the earliest valid.
 */
export function pickScale(scales: readonly PayingScale[], rank: string, vesselId: string, day: string) {
  const rankOf = (s: PayingScale) => (s.vesselId === null ? 2 : 0) + (s.agreement === null ? 0 : 1);
  let best: PayingScale | null = null;
  for (const s of scales) {
    if (s.rank !== rank || (s.vesselId !== null && s.vesselId !== vesselId)) continue;
    if (s.validFrom > day || (s.validTo !== null && s.validTo < day)) continue;
    if (!best || rankOf(s) < rankOf(best)) best = s; // scales come by validFrom: the first of a rank wins
  }
  return best;
}

/** The scale that pays `rank` aboard `vesselId` on `day` (pickScale of the rank's scales). */
export async function scaleFor(db: DbOrTx, rank: string, vesselId: string, day: string) {
  return pickScale(await scalesOfRanks(db, [rank]), rank, vesselId, day);
}
