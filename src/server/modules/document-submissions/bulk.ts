// Accepting several submissions at once: each through the single accept (acceptSubmission: the one
// renewal path, its own transaction and activity entries), so one already reviewed or unknown is reported
// as refused with the single accept's reason and the others are accepted.
// Projections its writes fire (docs/projections.md): as review.ts.
import { eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { TBulkResult } from "../../../shared/bulk";
import type { ZBulkAcceptSubmissions } from "../../../shared/document-submissions";
import { documentSubmissions as s } from "../../db/schema-documents";
import { crewMembers } from "../../db/schema-fleet";
import { eachRecord, inOrder } from "../../lib/bulk";
import type { RequestCtx } from "../../lib/request-ctx";
import { docLabel } from "../documents/renewals";
import { acceptSubmission } from "./review";

export async function acceptSubmissions(
  ctx: RequestCtx,
  body: z.output<typeof ZBulkAcceptSubmissions>,
): Promise<TBulkResult> {
  const rows = await ctx.db
    .select({
      id: s.id,
      type: s.type,
      documentNumber: s.documentNumber,
      firstName: crewMembers.firstName,
      lastName: crewMembers.lastName,
    })
    .from(s)
    .innerJoin(crewMembers, eq(crewMembers.id, s.crewMemberId))
    .where(inArray(s.id, body.ids));
  const labels = new Map(rows.map((r) => [r.id, `${docLabel(r)} of ${r.firstName} ${r.lastName}`]));
  return eachRecord(inOrder(body.ids, labels, "Unknown submission"), (id) =>
    acceptSubmission(ctx, id, body.supersede),
  );
}
