// The office's review of a crew member's submission. Accepting makes it a current
// document through the one renewal path (insert, supersede the older one, log) in the same transaction
// that marks it accepted; rejecting records the reason the seafarer reads and e-mails it to them. Each
// happens once: the status moves from pending in a conditional UPDATE, so a second review (or two at
// once) answers 409 and changes nothing.
// Projections its writes fire (docs/projections.md): fleet_counts, crew_missing_certificates and vessel_compliance_versions (an accepted document), activity_tally.
import { and, eq } from "drizzle-orm";
import { SUBMISSION_REVIEWED_MESSAGE } from "../../../shared/document-submissions";
import { writeTx } from "../../db/app-today";
import type { DbOrTx } from "../../db/client";
import { documentSubmissions as s } from "../../db/schema-documents";
import { conflict, notFound } from "../../lib/app-error";
import type { RequestCtx } from "../../lib/request-ctx";
import { docLabel, insertRenewal } from "../documents/renewals";
import { getSubmission, logSubmission, mailSubmitter, submissionLabel } from "./service";

/** Moves a pending submission to `status`, or throws 404 (unknown) / 409 (already reviewed). */
async function claimPending(
  tx: DbOrTx,
  ctx: RequestCtx,
  id: string,
  set: { status: "accepted" | "rejected"; rejectReason?: string },
) {
  const [row] = await tx
    .update(s)
    .set({ ...set, reviewedBy: ctx.caller.id, reviewedAt: ctx.now })
    .where(and(eq(s.id, id), eq(s.status, "pending")))
    .returning();
  if (row) return row;
  const [exists] = await tx.select({ id: s.id }).from(s).where(eq(s.id, id));
  throw exists ? conflict(SUBMISSION_REVIEWED_MESSAGE) : notFound("Submission");
}

export async function acceptSubmission(ctx: RequestCtx, id: string, supersede = true) {
  const { db, caller } = ctx;
  await writeTx(ctx, async (tx) => {
    const sub = await claimPending(tx, ctx, id, { status: "accepted" });
    const documentId = await insertRenewal(
      tx,
      caller,
      {
        crewMemberId: sub.crewMemberId,
        type: sub.type,
        documentNumber: sub.documentNumber,
        issueDate: sub.issueDate,
        expiryDate: sub.expiryDate,
        issuingAuthority: sub.issuingAuthority,
        issuingState: sub.issuingState,
        grade: sub.grade,
        fileId: sub.fileId,
      },
      {
        description: `Accepted the crew member's document ${docLabel(sub)}`,
        metadata: { submissionId: id },
      },
      supersede,
    );
    await tx.update(s).set({ documentId }).where(eq(s.id, id));
    await logSubmission(tx, caller, "accept", id, {
      description: `Accepted submitted document ${docLabel(sub)}`,
      severity: "success",
      metadata: { crewMemberId: sub.crewMemberId, documentId },
    });
  });
  return (await getSubmission(db, caller, id)).submission;
}

export async function rejectSubmission(ctx: RequestCtx, id: string, body: { reason: string }) {
  const { db, caller } = ctx;
  await writeTx(ctx, async (tx) => {
    const sub = await claimPending(tx, ctx, id, { status: "rejected", rejectReason: body.reason });
    const label = submissionLabel(sub);
    const emailed = await mailSubmitter(tx, caller, sub, {
      kind: "document_rejected",
      subject: `Your document was not accepted: ${label}`,
      lines: [
        `The office reviewed the document you uploaded (${label}) and did not accept it:`,
        "",
        `  ${body.reason}`,
        "",
        "Please upload it again in CrewFleet (Documents) once it is put right.",
      ],
    });
    await logSubmission(tx, caller, "reject", id, {
      description: `Rejected submitted document ${docLabel(sub)}: ${body.reason}`,
      severity: "warning",
      metadata: { crewMemberId: sub.crewMemberId, emailed },
    });
  });
  return (await getSubmission(db, caller, id)).submission;
}
