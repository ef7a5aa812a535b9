// Puts a seafarer aboard a vessel since a given day, the way the assignment does (the tour triggers read
// the app's day of the transaction): hours of rest are recorded within a seafarer's tours.
import { eq } from "drizzle-orm";
import { beforeAll } from "vitest";
import { setAppToday } from "../db/app-today";
import type { Db } from "../db/client";
import { crewMembers } from "../db/schema-fleet";
import { createVessel } from "./factories";
import { fileTestContext } from "./helpers";

/** Assigns `crewMemberId` to `vesselId` (a new vessel when absent) from `since`; answers the vessel's id. */
export async function aboardSince(
  db: Db,
  crewMemberId: string,
  since: string,
  vesselId?: string,
  more: Partial<typeof crewMembers.$inferInsert> = {},
): Promise<string> {
  const vessel = vesselId ?? (await createVessel(db)).id;
  await db.transaction(async (tx) => {
    await setAppToday(tx, since);
    await tx
      .update(crewMembers)
      .set({ ...more, currentVesselId: vessel })
      .where(eq(crewMembers.id, crewMemberId));
  });
  return vessel;
}

/** Inside a describe: its test context with the clock at 08:00 UTC on `today`, and the crew user's
 * seafarer aboard a new vessel since `since` before its tests run. */
export function crewAboardContext(today: string, since: string) {
  const ctx = fileTestContext({ now: () => new Date(`${today}T08:00:00Z`) });
  beforeAll(() => aboardSince(ctx.db, ctx.crewMemberId, since));
  return ctx;
}
