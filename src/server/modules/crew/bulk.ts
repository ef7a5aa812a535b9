// Setting the rank or the vessel of several seafarers at once: each through the single edit
// (updateCrewMember: its transaction, its eligibility gate for an assignment, its activity entry), so a
// seafarer the gate blocks, or one not found, is reported as refused with the reason and left as is.
// Projections its writes fire (docs/projections.md): as crew/service.ts.
import { inArray } from "drizzle-orm";
import type { z } from "zod";
import type { TBulkResult } from "../../../shared/bulk";
import type { ZCrewBulkUpdate } from "../../../shared/crew-bulk";
import { crewMembers } from "../../db/schema-fleet";
import { eachRecord, inOrder } from "../../lib/bulk";
import type { RequestCtx } from "../../lib/request-ctx";
import { updateCrewMember } from "./service";

export async function bulkUpdateCrew(
  ctx: RequestCtx,
  body: z.output<typeof ZCrewBulkUpdate>,
): Promise<TBulkResult> {
  const rows = await ctx.db
    .select({ id: crewMembers.id, firstName: crewMembers.firstName, lastName: crewMembers.lastName })
    .from(crewMembers)
    .where(inArray(crewMembers.id, body.ids));
  const labels = new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`]));
  return eachRecord(inOrder(body.ids, labels, "Unknown crew member"), (id) =>
    updateCrewMember(ctx, id, body.set),
  );
}
