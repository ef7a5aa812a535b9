// The large dataset's open crew changes and wage scales, so the screens that read them are measured with
// them: a planned relief at a port call on about a quarter of the vessels in service (an on-signer from
// the crew ashore relieving a named seafarer aboard, in the same rank, within the next four months; the
// tours projection turns each into the on-signer's planned tour and the off-signer's planned sign-off),
// and a fleet-wide wage scale for every rank (wage accounts and portage bills have figures). Its own
// random stream, so the rest of the dataset stays what it was.
import { randomUUID } from "node:crypto";
import { addDays } from "../../../shared/dates";
import { RANK_CATALOGUE } from "../../../shared/ranks";
import type { DbOrTx } from "../client";
import { crewChangeMembers, crewChanges } from "../schema-manning";
import { wageScales } from "../schema-wages";
import type { Fleet } from "./fleet-generator";
import type { Rng } from "./random";

const PORTS = [
  ["Singapore", "SGSIN"],
  ["Rotterdam", "NLRTM"],
  ["Manila", "PHMNL"],
  ["Houston", "USHOU"],
  ["Durban", "ZADUR"],
] as const;

/** Plans the reliefs; returns how many. The on-signers are seafarers ashore without rotations (no tour
 * of theirs can clash with the planned one: the database refuses overlapping tours); an off-signer aboard
 * may have a rotation on their own vessel that joined before the change (the change's date then ends that
 * tour, the only one open). */
export async function seedReliefs(db: DbOrTx, r: Rng, fleet: Fleet, today: string): Promise<number> {
  const joins = new Map(fleet.rotations.map((x) => [x.crewMemberId, x.joinDate]));
  const active = fleet.crew.filter((c) => c.status === "active");
  const ashore = active.filter((c) => c.currentVesselId === null && !joins.has(c.id as string));
  const changes: (typeof crewChanges.$inferInsert)[] = [];
  const members: (typeof crewChangeMembers.$inferInsert)[] = [];
  const inService = fleet.vessels.filter((v) => v.status !== "inactive");
  for (const [i, v] of inService.entries()) {
    if (i % 4 !== 0) continue;
    const date = addDays(today, r.int(7, 120));
    const off = active.find((c) => {
      const join = joins.get(c.id as string);
      return c.currentVesselId === v.id && c.rank !== "Captain" && (join === undefined || join < date);
    });
    const on = ashore.pop();
    if (!off || !on) continue;
    const [port, locode] = r.pick(PORTS);
    const id = randomUUID();
    changes.push({ id, vesselId: v.id as string, port, portLocode: locode, date });
    members.push(
      { crewChangeId: id, crewMemberId: off.id as string, direction: "off" },
      { crewChangeId: id, crewMemberId: on.id as string, direction: "on", rank: off.rank, relieves: off.id },
    );
  }
  if (!changes.length) return 0;
  await db.insert(crewChanges).values(changes);
  await db.insert(crewChangeMembers).values(members);
  return changes.length;
}

/** A fleet-wide wage scale in USD for every rank, valid from three years back: basic wage by seniority,
 * fixed overtime, leave pay and an hourly rate for overtime beyond the fixed hours (minor units). */
export async function seedWageScales(db: DbOrTx, today: string): Promise<number> {
  const rows = RANK_CATALOGUE.map((rank, i) => {
    const basic = Math.max(120_000, 900_000 - i * 45_000);
    return {
      rank: rank.name,
      currency: "USD",
      validFrom: addDays(today, -3 * 365),
      components: [
        { code: "basic", label: "Basic wage", kind: "monthly" as const, amount: basic },
        {
          code: "fixed_overtime",
          label: "Fixed overtime",
          kind: "monthly" as const,
          amount: Math.round(basic * 0.3),
        },
        {
          code: "leave_pay",
          label: "Leave pay",
          kind: "monthly" as const,
          amount: Math.round((basic * 2.5) / 30),
        },
        {
          code: "overtime",
          label: "Overtime beyond the fixed hours",
          kind: "hourly" as const,
          amount: Math.round((basic / 173) * 1.25),
        },
      ],
    };
  });
  await db.insert(wageScales).values(rows);
  return rows.length;
}
