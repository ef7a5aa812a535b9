// Demo data for an empty database that tells the truth on first start: 8 vessels, each in service with its
// Safe Manning Document (DEMO_SAFE_MANNING) and crewed to it, under running contracts; the rest of the
// crew ashore, some planned to join in the next weeks (nobody with a join in the past, nobody planned onto
// the ship they are on); documents whose expiry dates are relative to today, most seafarers holding every
// certificate their rank needs with a few realistic gaps and lapses; the demo accounts (admin, office,
// crew) and the master: the Captain aboard the demo seafarer's vessel, who countersigns hours of rest.
import { eq, sql } from "drizzle-orm";
import { todayIn } from "../../../shared/dates";
import type { ManningPosition } from "../../../shared/manning";
import { setAppToday } from "../../db/app-today";
import type { Db } from "../../db/client";
import { appMeta, emailSettings, users } from "../../db/schema";
import { crewMembers, vessels } from "../../db/schema-fleet";
import { generateFleet } from "../../db/seed/fleet-generator";
import { insertFleet } from "../../db/seed/insert-fleet";
import { rng } from "../../db/seed/random";
import { seedSafeManning } from "../../db/seed/safe-manning";
import { logActivity } from "../../lib/activity-log";
import { createUser, findUserByUsername } from "../../modules/users/service";

export const DEMO_VESSEL_NAMES = [
  "MV Ocean Pioneer",
  "MV Northern Star",
  "MT Aegean Spirit",
  "MV Pacific Trader",
  "MV Baltic Breeze",
  "MV Cape Horizon",
  "MT Coral Dawn",
  "MV Atlantic Crest",
] as const;

/** The demo vessels' Safe Manning Document: a small crew (an offshore vessel's), so 50 seafarers man the
 * fleet and leave some ashore to plan with. */
export const DEMO_SAFE_MANNING: readonly ManningPosition[] = [
  { rank: "Captain", count: 1 },
  { rank: "Chief Officer", count: 1 },
  { rank: "Chief Engineer", count: 1 },
  { rank: "Able Seaman", count: 2 },
  { rank: "Cook", count: 1 },
];

/** The demo master's username (README, "Demo accounts"). */
export const DEMO_MASTER_USERNAME = "master";

export async function seedDemo(db: Db, password: string, today: string): Promise<void> {
  const fleet = generateFleet(
    rng(20261122),
    { vessels: 8, crew: 50, rotations: 6, vesselNames: DEMO_VESSEL_NAMES, manning: DEMO_SAFE_MANNING },
    today,
  );
  await db.transaction(async (tx) => {
    await setAppToday(tx, today);
    await insertFleet(tx, fleet);
    await seedSafeManning(tx, DEMO_SAFE_MANNING, true);
    for (const [username, role, name] of [
      ["admin", "admin", "Fleet Admin"],
      ["office", "office_staff", "Olivia Office"],
    ] as const) {
      if (!(await findUserByUsername(tx, username))) {
        await createUser(tx, { username, password, role, name, email: `${username}@crewfleet.local` });
      }
    }
    const member = fleet.crew.find((c) => c.currentVesselId && c.rank !== "Captain") ?? fleet.crew[0];
    const crewUser = await createUser(tx, {
      username: "crew",
      password,
      role: "crew",
      name: `${member.firstName} ${member.lastName}`,
      email: member.email,
    });
    await tx
      .update(crewMembers)
      .set({ userId: crewUser.id })
      .where(eq(crewMembers.id, member.id as string));
    const captain = fleet.crew.find(
      (c) => c.rank === "Captain" && c.currentVesselId === member.currentVesselId,
    );
    if (captain) {
      const masterUser = await createUser(tx, {
        username: DEMO_MASTER_USERNAME,
        password,
        role: "crew",
        name: `${captain.firstName} ${captain.lastName}`,
        email: captain.email,
      });
      await tx
        .update(crewMembers)
        .set({ userId: masterUser.id })
        .where(eq(crewMembers.id, captain.id as string));
    }
    await tx.insert(emailSettings).values({ id: 1 }).onConflictDoNothing();
    const [admin] = await tx.select().from(users).where(eq(users.username, "admin"));
    const actor = { id: admin.id, username: admin.username, role: admin.role };
    await logActivity(tx, actor, {
      type: "system",
      action: "seed",
      description: `Demo data loaded: ${fleet.vessels.length} vessels, ${fleet.crew.length} crew, ${fleet.documents.length} documents`,
      severity: "success",
    });
    await logActivity(tx, actor, {
      type: "vessel",
      action: "create",
      entityType: "vessel",
      entityId: fleet.vessels[0].id,
      description: `Vessel ${fleet.vessels[0].name} added`,
      severity: "success",
    });
    await tx.insert(appMeta).values({ key: "demo_seeded", value: today });
  });
}

/** Seeds only a database that has no vessels and was never seeded; returns whether it seeded. */
export async function seedDemoIfEmpty(db: Db, password: string, timeZone: string): Promise<boolean> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(vessels);
  const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, "demo_seeded"));
  if (n > 0 || marker) return false;
  await seedDemo(db, password, todayIn(timeZone));
  return true;
}
