// Random sequences of the writes that keep the tours (assignments set, moved and cleared, promotions,
// rotations added, moved, completed, cancelled and deleted, contracts added, ended and deleted, safe-manning
// positions, crew changes planned, moved, confirmed, cancelled and completed, names, a vessel deleted), as
// SQL on the tables, the way every writer reaches the triggers: the property tests of the tours
// (projections/tours-versions.property.test.ts) and of their readers
// (modules/manning/tours-readers.property.test.ts) run them.
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { addDays } from "../../shared/dates";
import type { Database } from "../db/client";
import { queryRows } from "../db/rows";
import { tourExclusionOf } from "../db/tour-clash";

export const CREW = 4;
export const VESSELS = 3;
export const RANKS = ["Master", "Chief Officer", "Able Seaman"] as const;
export const START = "2026-05-01";

export type Op =
  | { op: "assign"; crew: number; vessel: number | null }
  | { op: "promote"; crew: number; rank: number }
  | { op: "rotation"; crew: number; vessel: number; join: number; days: number | null; rank: number | null }
  | { op: "rotationStatus"; rotation: number; status: "scheduled" | "completed" | "cancelled" }
  | { op: "rotationMove"; rotation: number; vessel: number; join: number }
  | { op: "rotationDelete"; rotation: number }
  | { op: "contract"; crew: number; end: number; status: "active" | "completed" }
  | { op: "contractDelete"; contract: number }
  | { op: "position"; vessel: number; rank: number; count: number | null }
  | { op: "crewChange"; vessel: number; day: number; on: number | null; off: number | null }
  | { op: "crewChangeMove"; change: number; vessel: number; day: number }
  | { op: "crewChangeStatus"; change: number; status: "confirmed" | "cancelled" | "completed" }
  | { op: "rename"; crew: number }
  | { op: "deleteVessel"; vessel: number };

const crew = fc.nat({ max: CREW - 1 });
const vessel = fc.nat({ max: VESSELS - 1 });
const rank = fc.nat({ max: RANKS.length - 1 });
const any = fc.nat({ max: 30 });
const dayOffset = fc.integer({ min: -20, max: 40 });
const w = (weight: number, arbitrary: fc.Arbitrary<Op>) => ({ weight, arbitrary });
export const opArb: fc.Arbitrary<Op> = fc.oneof(
  w(4, fc.record({ op: fc.constant("assign" as const), crew, vessel: fc.option(vessel, { nil: null }) })),
  w(1, fc.record({ op: fc.constant("promote" as const), crew, rank })),
  w(
    3,
    fc.record({
      op: fc.constant("rotation" as const),
      crew,
      vessel,
      join: dayOffset,
      days: fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }),
      rank: fc.option(rank, { nil: null }),
    }),
  ),
  w(
    2,
    fc.record({
      op: fc.constant("rotationStatus" as const),
      rotation: any,
      status: fc.constantFrom("scheduled" as const, "completed" as const, "cancelled" as const),
    }),
  ),
  w(1, fc.record({ op: fc.constant("rotationMove" as const), rotation: any, vessel, join: dayOffset })),
  w(1, fc.record({ op: fc.constant("rotationDelete" as const), rotation: any })),
  w(
    3,
    fc.record({
      op: fc.constant("contract" as const),
      crew,
      end: dayOffset,
      status: fc.constantFrom("active" as const, "completed" as const),
    }),
  ),
  w(2, fc.record({ op: fc.constant("contractDelete" as const), contract: any })),
  w(
    1,
    fc.record({
      op: fc.constant("position" as const),
      vessel,
      rank,
      count: fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }),
    }),
  ),
  w(
    3,
    fc.record({
      op: fc.constant("crewChange" as const),
      vessel,
      day: dayOffset,
      on: fc.option(crew, { nil: null }),
      off: fc.option(crew, { nil: null }),
    }),
  ),
  w(2, fc.record({ op: fc.constant("crewChangeMove" as const), change: any, vessel, day: dayOffset })),
  w(
    2,
    fc.record({
      op: fc.constant("crewChangeStatus" as const),
      change: any,
      status: fc.constantFrom("confirmed" as const, "cancelled" as const, "completed" as const),
    }),
  ),
  w(1, fc.record({ op: fc.constant("rename" as const), crew })),
  w(1, fc.record({ op: fc.constant("deleteVessel" as const), vessel })),
);

/** Two tours of one seafarer, not cancelled, that share a day (sign-on counted, sign-off not; an
 * assignment's tour not signed off whose planned sign-off is at or before its sign-on covers its sign-on day,
 * since it counts aboard from then until the next tour). */
export const OVERLAPS = sql`WITH s AS (
  SELECT id, crew_member_id, coalesce(sign_on, '-infinity'::date) AS f,
         CASE WHEN actual_sign_off IS NULL AND rotation_id IS NULL AND crew_change_member_id IS NULL
                   AND sign_on IS NOT NULL AND planned_sign_off <= sign_on THEN sign_on + 1
              ELSE coalesce(actual_sign_off, planned_sign_off, 'infinity'::date) END AS t
    FROM tours WHERE state <> 'cancelled')
SELECT a.id, b.id AS other FROM s a JOIN s b ON b.crew_member_id = a.crew_member_id AND b.id > a.id
 WHERE a.f < a.t AND b.f < b.t AND a.f < b.t AND b.f < a.t`;

/** Empties the fleet and makes VESSELS vessels (MV P0…) and CREW seafarers (P0 Prop…, ranks in turn),
 * on START; their ids. */
export async function freshFleet(
  db: Database["db"],
): Promise<{ vesselIds: (string | null)[]; crewIds: string[] }> {
  const vesselIds: (string | null)[] = [];
  const crewIds: string[] = [];
  await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.today', ${START}, true)`);
    await tx.execute(sql`DELETE FROM vessels`);
    await tx.execute(sql`DELETE FROM crew_members`);
    for (let i = 0; i < VESSELS; i++) {
      const [v] = await queryRows<{ id: string }>(
        tx,
        sql`INSERT INTO vessels (name, type, flag, status) VALUES (${`MV P${i}`}, 'Bulk Carrier', 'Panama', 'active')
            RETURNING id`,
      );
      vesselIds.push(v.id);
    }
    for (let i = 0; i < CREW; i++) {
      const [c] = await queryRows<{ id: string }>(
        tx,
        sql`INSERT INTO crew_members (first_name, last_name, nationality, date_of_birth, rank, status)
            VALUES (${`P${i}`}, 'Prop', 'Filipino', '1985-01-01', ${RANKS[i % RANKS.length]}, 'active')
            RETURNING id`,
      );
      crewIds.push(c.id);
    }
  });
  return { vesselIds, crewIds };
}

/** Applies `o` in its own transaction on `today`; true when the tours' exclusion constraints refused it
 * (nothing written), any other error thrown. */
export async function applyInTx(db: Database["db"], o: Op, ctx: WriteCtx): Promise<boolean> {
  return db
    .transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.today', ${ctx.today}, true)`);
      await apply(tx as unknown as typeof db, o, ctx);
    })
    .then(
      () => false,
      (e) => {
        if (!tourExclusionOf(e)) throw e;
        return true;
      },
    );
}

export type WriteCtx = { today: string; vesselIds: (string | null)[]; crewIds: string[] };

async function nth(
  db: Database["db"],
  table: "rotations" | "contracts" | "crew_changes",
  n: number,
): Promise<string | undefined> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM ${sql.raw(table)} ORDER BY created_at, id`,
  );
  return rows.length ? rows[n % rows.length].id : undefined;
}

export async function apply(
  db: Database["db"],
  o: Op,
  { today, vesselIds, crewIds }: WriteCtx,
): Promise<void> {
  const v = (i: number) => vesselIds[i];
  switch (o.op) {
    case "assign": {
      const target = o.vessel === null ? null : v(o.vessel);
      if (o.vessel !== null && !target) return;
      await db.execute(
        sql`UPDATE crew_members SET current_vessel_id = ${target} WHERE id = ${crewIds[o.crew]}`,
      );
      return;
    }
    case "promote":
      await db.execute(sql`UPDATE crew_members SET rank = ${RANKS[o.rank]} WHERE id = ${crewIds[o.crew]}`);
      return;
    case "rotation": {
      if (!v(o.vessel)) return;
      const join = addDays(today, o.join);
      const leave = o.days === null ? null : addDays(join, o.days);
      await db.execute(sql`INSERT INTO rotations (crew_member_id, vessel_id, join_date, leave_date, rank)
        VALUES (${crewIds[o.crew]}, ${v(o.vessel)}, ${join}, ${leave}, ${o.rank === null ? null : RANKS[o.rank]})`);
      return;
    }
    case "rotationStatus": {
      const id = await nth(db, "rotations", o.rotation);
      if (id) await db.execute(sql`UPDATE rotations SET status = ${o.status} WHERE id = ${id}`);
      return;
    }
    case "rotationMove": {
      const id = await nth(db, "rotations", o.rotation);
      const join = addDays(today, o.join);
      if (id && v(o.vessel))
        await db.execute(sql`UPDATE rotations SET vessel_id = ${v(o.vessel)}, join_date = ${join},
          leave_date = CASE WHEN leave_date IS NULL THEN NULL ELSE greatest(leave_date, ${join}::date) END
          WHERE id = ${id}`);
      return;
    }
    case "rotationDelete": {
      const id = await nth(db, "rotations", o.rotation);
      if (id) await db.execute(sql`DELETE FROM rotations WHERE id = ${id}`);
      return;
    }
    case "contract": {
      const end = addDays(today, o.end);
      await db.execute(sql`INSERT INTO contracts (crew_member_id, start_date, end_date, status, salary, currency)
        VALUES (${crewIds[o.crew]}, ${addDays(end, -90)}, ${end}, ${o.status}, '0', 'USD')`);
      return;
    }
    case "contractDelete": {
      const id = await nth(db, "contracts", o.contract);
      if (id) await db.execute(sql`DELETE FROM contracts WHERE id = ${id}`);
      return;
    }
    case "position":
      if (!v(o.vessel)) return;
      if (o.count === null)
        await db.execute(
          sql`DELETE FROM safe_manning_positions WHERE vessel_id = ${v(o.vessel)} AND rank = ${RANKS[o.rank]}`,
        );
      else
        await db.execute(sql`INSERT INTO safe_manning_positions (vessel_id, rank, count)
          VALUES (${v(o.vessel)}, ${RANKS[o.rank]}, ${o.count})
          ON CONFLICT (vessel_id, rank) DO UPDATE SET count = excluded.count`);
      return;
    case "crewChange": {
      if (!v(o.vessel)) return;
      const [c] = await queryRows<{ id: string }>(
        db,
        sql`INSERT INTO crew_changes (vessel_id, port, date)
            VALUES (${v(o.vessel)}, 'Rotterdam', ${addDays(today, o.day)}) RETURNING id`,
      );
      if (o.on !== null)
        await db.execute(sql`INSERT INTO crew_change_members (crew_change_id, crew_member_id, direction, rank)
          VALUES (${c.id}, ${crewIds[o.on]}, 'on', ${RANKS[o.on % RANKS.length]})`);
      if (o.off !== null && o.off !== o.on)
        await db.execute(sql`INSERT INTO crew_change_members (crew_change_id, crew_member_id, direction)
          VALUES (${c.id}, ${crewIds[o.off]}, 'off')`);
      return;
    }
    case "crewChangeMove": {
      const id = await nth(db, "crew_changes", o.change);
      if (id && v(o.vessel))
        await db.execute(sql`UPDATE crew_changes SET vessel_id = ${v(o.vessel)},
          date = ${addDays(today, o.day)} WHERE id = ${id}`);
      return;
    }
    case "crewChangeStatus": {
      const id = await nth(db, "crew_changes", o.change);
      if (id) await db.execute(sql`UPDATE crew_changes SET status = ${o.status} WHERE id = ${id}`);
      return;
    }
    case "rename":
      await db.execute(
        sql`UPDATE crew_members SET last_name = last_name || 'x' WHERE id = ${crewIds[o.crew]}`,
      );
      return;
    case "deleteVessel":
      if (!v(o.vessel)) return;
      await db.execute(sql`DELETE FROM vessels WHERE id = ${v(o.vessel)}`);
      vesselIds[o.vessel] = null;
      return;
  }
}
