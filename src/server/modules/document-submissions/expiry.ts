// Pending submissions do not wait for ever: one the office has not reviewed within SUBMISSION_TTL_DAYS
// is withdrawn by the housekeeping run (jobs/housekeeping.ts): it is closed as rejected with a reason the
// seafarer reads on their "Sent for review" card and is e-mailed, and its file (which counts in their
// upload quota while it waits) is deleted, bytes and row.
import { and, eq, inArray, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { documentSubmissions as s } from "../../db/schema-documents";
import type { FileStore } from "../../lib/file-store";
import { deleteStoredFiles } from "../files/service";
import { logSubmission, mailSubmitter, submissionLabel } from "./service";

export const SUBMISSION_TTL_DAYS = 30;
export const SUBMISSION_EXPIRED_REASON =
  `Not reviewed within ${SUBMISSION_TTL_DAYS} days, so it was withdrawn and its file removed. ` +
  "Please upload it again if it is still needed.";
/** Submissions withdrawn in one run at most (the next run takes the rest). */
const BATCH = 200;

/** Withdraws the pending submissions sent before `at` − SUBMISSION_TTL_DAYS; answers how many. */
export async function expireSubmissions(db: Db, store: FileStore, at: Date): Promise<number> {
  const cutoff = new Date(at.getTime() - SUBMISSION_TTL_DAYS * 86_400_000);
  const expired = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: s.id })
      .from(s)
      .where(and(eq(s.status, "pending"), lt(s.submittedAt, cutoff)))
      .orderBy(s.submittedAt)
      .limit(BATCH);
    if (!due.length) return [];
    const rows = await tx
      .update(s)
      .set({ status: "rejected", rejectReason: SUBMISSION_EXPIRED_REASON, reviewedAt: at, reviewedBy: null })
      .where(
        and(
          inArray(
            s.id,
            due.map((d) => d.id),
          ),
          eq(s.status, "pending"),
        ),
      )
      .returning();
    for (const sub of rows) {
      const label = submissionLabel(sub);
      const emailed = await mailSubmitter(tx, null, sub, {
        kind: "document_expired",
        subject: `Your document was not reviewed in time: ${label}`,
        lines: [
          `The document you uploaded (${label}) was not reviewed by the office within ${SUBMISSION_TTL_DAYS} days,`,
          "so it was withdrawn and its file removed.",
          "",
          "Please upload it again in CrewFleet (Documents) if it is still needed.",
        ],
      });
      await logSubmission(tx, null, "expire", sub.id, {
        description: `Withdrew submitted document ${label}: not reviewed within ${SUBMISSION_TTL_DAYS} days`,
        severity: "warning",
        metadata: { crewMemberId: sub.crewMemberId, emailed, fileId: sub.fileId },
      });
    }
    return rows;
  });
  // the rows first (the file reference goes with its row: on delete set null), then the bytes
  await deleteStoredFiles(
    db,
    store,
    expired.flatMap((r) => (r.fileId ? [r.fileId] : [])),
  );
  return expired.length;
}
