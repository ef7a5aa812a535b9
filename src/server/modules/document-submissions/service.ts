// Document submissions: what a crew member uploads for themself waits here for the
// office's review, apart from the documents table, so no count, alert, compliance figure or eligibility
// check reads it before the office accepts it. Crew callers see only their own (others' answer 404); the
// office sees every member's. Accepting and rejecting are in review.ts.
import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { documentTypeLabel } from "../../../shared/alerts";
import type { TDocumentSubmission, ZSubmissionListQuery } from "../../../shared/document-submissions";
import type { ZDocumentRequest } from "../../../shared/documents";
import { writeTx } from "../../db/app-today";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema";
import { certificateTypes } from "../../db/schema-certificates";
import { documentSubmissions, storedFiles } from "../../db/schema-documents";
import { crewMembers } from "../../db/schema-fleet";
import { recordLog } from "../../lib/activity-log";
import { notFound } from "../../lib/app-error";
import type { Caller } from "../../lib/caller";
import { ownedBy } from "../../lib/ownership";
import type { RequestCtx } from "../../lib/request-ctx";
import { docLabel } from "../documents/renewals";
import { uploadedDocument } from "../documents/uploaded";
import { enqueueEmail } from "../email/outbox";
import { readStoredFile } from "../files/service";

export const logSubmission = recordLog("document", "document_submission");

const submitter = alias(users, "submitter");
const reviewer = alias(users, "reviewer");
const s = documentSubmissions;

/** What the caller may see of the uploads waiting for review: their own crew member's, or any. */
const scope = (caller: Caller): SQL | undefined =>
  ownedBy(caller, "document-submissions:read", s.crewMemberId);

/** A submission as its letters name it: "Passport P1234567". */
export const submissionLabel = (sub: { type: string; documentNumber: string }) =>
  `${documentTypeLabel(sub.type)} ${sub.documentNumber}`;

/** Writes to the seafarer who submitted `sub` (a letter of `lines` between the greeting and the signature),
 * when they have an e-mail address; says whether they had one. */
export async function mailSubmitter(
  tx: DbOrTx,
  caller: Caller | null,
  sub: { id: string; crewMemberId: string },
  mail: { kind: string; subject: string; lines: string[] },
): Promise<boolean> {
  const [member] = await tx
    .select({ email: crewMembers.email, firstName: crewMembers.firstName })
    .from(crewMembers)
    .where(eq(crewMembers.id, sub.crewMemberId));
  if (!member?.email) return false;
  await enqueueEmail(tx, caller, {
    kind: mail.kind,
    to: member.email,
    subject: mail.subject,
    text: [`Dear ${member.firstName},`, "", ...mail.lines, "", "CrewFleet"].join("\n"),
    entityType: "document_submission",
    entityId: sub.id,
  });
  return true;
}

function baseQuery(db: DbOrTx) {
  return db
    .select({
      id: s.id,
      crewMemberId: s.crewMemberId,
      firstName: crewMembers.firstName,
      lastName: crewMembers.lastName,
      type: s.type,
      typeName: certificateTypes.name,
      documentNumber: s.documentNumber,
      issueDate: s.issueDate,
      expiryDate: s.expiryDate,
      issuingAuthority: s.issuingAuthority,
      issuingState: s.issuingState,
      grade: s.grade,
      fileId: s.fileId,
      fileName: storedFiles.originalName,
      fileMimeType: storedFiles.mimeType,
      status: s.status,
      rejectReason: s.rejectReason,
      submittedAt: s.submittedAt,
      submittedByName: submitter.name,
      reviewedAt: s.reviewedAt,
      reviewedByName: reviewer.name,
      documentId: s.documentId,
    })
    .from(s)
    .innerJoin(crewMembers, eq(crewMembers.id, s.crewMemberId))
    .innerJoin(certificateTypes, eq(certificateTypes.code, s.type))
    .leftJoin(storedFiles, eq(storedFiles.id, s.fileId))
    .leftJoin(submitter, eq(submitter.id, s.submittedBy))
    .leftJoin(reviewer, eq(reviewer.id, s.reviewedBy));
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>["execute"]>>[number];

function toSubmission(r: Row): TDocumentSubmission {
  const { firstName, lastName, fileId, fileName, fileMimeType, submittedAt, reviewedAt, ...fields } = r;
  return {
    ...fields,
    status: r.status as TDocumentSubmission["status"],
    crewMember: { id: r.crewMemberId, firstName, lastName },
    hasFile: fileId !== null,
    filePath: fileId ? `/api/document-submissions/${r.id}/file` : null,
    fileName: fileId ? fileName : null,
    fileMimeType: fileId ? fileMimeType : null,
    submittedAt: new Date(submittedAt).toISOString(),
    reviewedAt: reviewedAt ? new Date(reviewedAt).toISOString() : null,
  };
}

/** One submission the caller may see, with its file id, or a 404. */
export async function getSubmission(db: DbOrTx, caller: Caller, id: string) {
  const [row] = await baseQuery(db).where(and(eq(s.id, id), scope(caller)));
  if (!row) throw notFound("Submission");
  return { submission: toSubmission(row), fileId: row.fileId };
}

/** Newest first; the queue asks for status=pending (oldest waiting is at the end of the page). */
export async function listSubmissions(
  { db, caller }: RequestCtx,
  query: z.output<typeof ZSubmissionListQuery>,
) {
  const where = and(
    scope(caller),
    query.status ? inArray(s.status, query.status) : undefined,
    query.crewMemberId ? eq(s.crewMemberId, query.crewMemberId) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(desc(s.submittedAt), desc(s.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(s).where(where),
  ]);
  return { items: rows.map(toSubmission), total: Number(total) };
}

/** A crew member's upload for themself: kept as a pending submission (the file is claimed with it). */
export async function createSubmission(
  ctx: RequestCtx,
  crewMemberId: string,
  input: z.output<typeof ZDocumentRequest> & { expiryDate: string },
): Promise<TDocumentSubmission> {
  const { db, caller } = ctx;
  const id = await writeTx(ctx, async (tx) => {
    const fields = await uploadedDocument(tx, caller, crewMemberId, input);
    const [row] = await tx
      .insert(s)
      .values({
        ...fields,
        submittedBy: caller.id,
        submittedAt: ctx.now,
      })
      .returning({ id: s.id });
    await logSubmission(tx, caller, "submit", row.id, {
      description: `Submitted document ${docLabel(input)} for review`,
      severity: "info",
      metadata: { crewMemberId, hasFile: fields.fileId !== null },
    });
    return row.id;
  });
  return (await getSubmission(db, caller, id)).submission;
}

/** The submission's file, for the seafarer who sent it and the office. */
export async function submissionFile(ctx: RequestCtx, id: string) {
  const { fileId } = await getSubmission(ctx.db, ctx.caller, id);
  const file = fileId ? await readStoredFile(ctx, fileId) : null;
  if (!file) throw notFound("File");
  return file;
}
