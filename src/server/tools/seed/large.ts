// The benchmark dataset: 10,000 crew, 50,000 documents, 200 vessels, 5,000 rotations, 100,000 activity
// entries and 92 days of hours of rest for up to 25 seafarers aboard each vessel at scale 1 (every count
// scales linearly with `scale`), a planned relief on a quarter of the vessels in service and a wage scale
// for every rank (reliefs.ts).
import { sql } from "drizzle-orm";
import { addDays } from "../../../shared/dates";
import { setAppToday } from "../../db/app-today";
import type { Db } from "../../db/client";
import { activityLog } from "../../db/schema";
import { generateFleet } from "../../db/seed/fleet-generator";
import { insertFleet } from "../../db/seed/insert-fleet";
import { rng } from "../../db/seed/random";
import { seedReliefs, seedWageScales } from "../../db/seed/reliefs";
import { seedSafeManning } from "../../db/seed/safe-manning";
import { seedRestHours } from "./rest-hours";

const ACTIONS = [
  ["crew", "update", "Crew member updated"],
  ["document", "create", "Document uploaded"],
  ["vessel", "update", "Vessel updated"],
  ["auth", "login", "Signed in"],
  ["rotation", "create", "Rotation scheduled"],
  ["export", "export", "Crew list exported"],
] as const;

export async function seedLarge(db: Db, today: string, scale = 1, log: (msg: string) => void = () => {}) {
  const r = rng(4242);
  const fleet = generateFleet(
    r,
    {
      vessels: Math.round(200 * scale),
      crew: Math.round(10_000 * scale),
      rotations: Math.round(5000 * scale),
    },
    today,
  );
  const activityCount = Math.round(100_000 * scale);
  await db.transaction(async (tx) => {
    await setAppToday(tx, today);
    // crew_missing_certificates is rebuilt once below, with statistics, instead of by every chunk's
    // triggers (the missing certificates projection)
    await tx.execute(sql`SET LOCAL crew_fleet.missing_deferred = 'on'`);
    await insertFleet(tx, fleet, (what, n) => log(`  ${what}: ${n}`));
    log(`  safe manning positions: ${await seedSafeManning(tx)}`);
    // Its own generator, so the rest of the dataset stays what it was before hours of rest existed.
    const rest = await seedRestHours(tx, rng(2121), today, { perVessel: 25, days: 92 });
    log(`  hours of rest: ${rest.days} days, ${rest.nonConformities} non-conformities`);
    log(`  planned reliefs (crew changes): ${await seedReliefs(tx, rng(3131), fleet, today)}`);
    log(`  wage scales: ${await seedWageScales(tx, today)}`);
    for (let i = 0; i < activityCount; i += 5000) {
      const rows = Array.from({ length: Math.min(5000, activityCount - i) }, (_, k) => {
        const [type, action, description] = ACTIONS[(i + k) % ACTIONS.length];
        const role = (i + k) % 3 === 0 ? "office_staff" : "admin";
        return {
          type,
          action,
          description,
          username: role === "admin" ? "admin" : "office",
          userRole: role,
          severity: (i + k) % 17 === 0 ? "warning" : "success",
          createdAt: new Date(
            `${addDays(today, -r.int(0, 89))}T${String(r.int(0, 23)).padStart(2, "0")}:00:00Z`,
          ),
        };
      });
      await tx.insert(activityLog).values(rows);
    }
    log(`  activity entries: ${activityCount}`);
  });
  // What autovacuum would do after a bulk load: flush the GIN indexes' pending lists and gather the
  // statistics the planner needs to choose index scans (outside the transaction: VACUUM can't run in one).
  await db.execute(sql`VACUUM ANALYZE`);
  log("  vacuum analyze: done");
  await db.execute(sql`SELECT rebuild_missing_certificates()`);
  await db.execute(sql`ANALYZE crew_missing_certificates, crew_weakest_certificates`);
  log("  missing certificates: rebuilt");
  return fleet;
}
