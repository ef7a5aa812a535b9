// Setting the rank or the vessel of several seafarers at once: each through the single edit
// (updateCrewMember: its transaction, its eligibility gate for an assignment, its activity entry), so a
// seafarer the gate blocks, one whose new tour would overlap another (a planned crew change or rotation:
// the tours' clash, in words), or one not found, is reported as refused with the reason and left as is.
// A done change whose rank the vessel's safe manning has no position for is noted (the single edit allows
// it too: a supernumerary, a trainee).
// Projections its writes fire (docs/projections.md): as crew/service.ts.
import { and, eq, gt, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { TBulkResult } from "../../../shared/bulk";
import type { TCrewMember } from "../../../shared/crew";
import type { ZCrewBulkUpdate } from "../../../shared/crew-bulk";
import { crewMembers } from "../../db/schema-fleet";
import { safeManningPositions } from "../../db/schema-manning";
import { eachRecord, inOrder } from "../../lib/bulk";
import type { RequestCtx } from "../../lib/request-ctx";
import { updateCrewMember } from "./service";

/** "MV X's safe manning has no Cook position" when the vessel's recorded positions leave the rank out. */
async function manningNote(ctx: RequestCtx, member: TCrewMember): Promise<string | null> {
  const vessel = member.currentVessel;
  if (!vessel) return null;
  const positions = await ctx.db
    .select({ rank: safeManningPositions.rank })
    .from(safeManningPositions)
    .where(and(eq(safeManningPositions.vesselId, vessel.id), gt(safeManningPositions.count, 0)));
  if (!positions.length || positions.some((p) => p.rank === member.rank)) return null;
  return `${vessel.name}'s safe manning has no ${member.rank} position`;
}

export async function bulkUpdateCrew(
  ctx: RequestCtx,
  body: z.output<typeof ZCrewBulkUpdate>,
): Promise<TBulkResult> {
  const rows = await ctx.db
    .select({ id: crewMembers.id, firstName: crewMembers.firstName, lastName: crewMembers.lastName })
    .from(crewMembers)
    .where(inArray(crewMembers.id, body.ids));
  const labels = new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`]));
  return eachRecord(
    inOrder(body.ids, labels, "Unknown crew member"),
    (id) => updateCrewMember(ctx, id, body.set),
    (member) => manningNote(ctx, member),
  );
}
