// Documents (spec §2 Document Center, §3, §4): status derived from the expiry date in SQL at read time;
// crew callers see only their own (others' answer 404) and change none (their upload waits for review);
// office and admin see and change all. Lists and
// stats show current documents (superseded renewals are history: ?history=true lists them too).
// Projections its writes fire (docs/projections.md): fleet_counts (documents, compliance), crew_missing_certificates, vessel_compliance_versions, activity_tally.
import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { TDocumentSubmission } from "../../../shared/document-submissions";
import {
  EXPIRY_ORDER_MESSAGE,
  SELECT_CREW_MESSAGE,
  type TDocument,
  type TDocumentListQuery,
  type ZDocumentPatch,
  type ZDocumentRequest,
} from "../../../shared/documents";
import { DOCUMENT_STATUS_LADDER } from "../../../shared/expiry";
import { can } from "../../../shared/permissions";
import { writeTx } from "../../db/app-today";
import type { Db } from "../../db/client";
import { runNamed } from "../../db/rows";
import { documents, storedFiles } from "../../db/schema-documents";
import { crewMembers } from "../../db/schema-fleet";
import { recordLog } from "../../lib/activity-log";
import { badRequest, fieldError, notFound } from "../../lib/app-error";
import { cachedCount } from "../../lib/cached-count";
import type { Caller } from "../../lib/caller";
import { levelConditionSql } from "../../lib/expiry-sql";
import { ownedBy, ownOnly, requirePermission } from "../../lib/ownership";
import { withPage } from "../../lib/paging";
import type { RequestCtx } from "../../lib/request-ctx";
import { currentDocumentTotal, DAY } from "../dashboard/counts";
import { createSubmission } from "../document-submissions/service";
import { claimUploadedFile, deleteStoredFiles } from "../files/service";
import { assertCertificateType, currentDocument, docLabel, insertRenewal, resolveExpiry } from "./renewals";
import { baseQuery, type Row, toDocument } from "./rows";
import { documentSearch } from "./search";
import { uploadedDocument } from "./uploaded";

const logDocument = recordLog("document");

type Status = TDocument["status"];

const statusCondition = (status: Status, today: string) =>
  levelConditionSql(DOCUMENT_STATUS_LADDER, status, documents.expiryDate, today);

/** What the caller may see of documents: `documents:read` on their own crew member or on any. */
const scope = (caller: Caller): SQL | undefined => ownedBy(caller, "documents:read", documents.crewMemberId);

export async function listDocuments({ db, caller, today, cache }: RequestCtx, query: TDocumentListQuery) {
  const conditions: (SQL | undefined)[] = [scope(caller), query.history ? undefined : currentDocument()];
  const search = query.q ? await documentSearch(db, query.q, cache) : undefined;
  if (search) conditions.push(search.where);
  if (query.type) conditions.push(eq(documents.type, query.type));
  if (query.status) conditions.push(statusCondition(query.status, today));
  if (query.crewMemberId) conditions.push(eq(documents.crewMemberId, query.crewMemberId));
  const where = and(...conditions);
  // The office's unfiltered or status-filtered current list: its total is kept by the database
  // (fleet_counts, the dashboard's buckets of current documents by expiry day); its search alone is
  // mostly counted by the database too (document_search_groups).
  const fleetWide = !scope(caller) && !query.history && !query.type && !query.crewMemberId;
  // The page. Without a search: a named statement with its page written in (lib/paging.ts pageSql), whose
  // plan is reused. A search's page is planned for its term each call (an unnamed statement): a rare term
  // is found by the trigram indexes, a common one by walking the newest documents, and a generic plan, made
  // without the term, would take one way for every term.
  const ordered = baseQuery(db, today).where(where).orderBy(desc(documents.createdAt), desc(documents.id));
  const [rows, total] = await Promise.all([
    query.q
      ? ordered.limit(query.limit).offset(query.offset)
      : runNamed(withPage(ordered, query.limit, query.offset), "documents_page"),
    fleetWide && !search
      ? currentDocumentTotal(
          db,
          query.status ? levelConditionSql(DOCUMENT_STATUS_LADDER, query.status, DAY, today) : undefined,
        )
      : cachedCount(
          cache,
          // otherwise every condition is on documents (the search reaches the crew through its id array)
          search && fleetWide && !query.status
            ? search.currentTotal(db)
            : db.select({ total: count() }).from(documents).where(where),
        ),
  ]);
  return { items: (rows as Row[]).map(toDocument), total };
}

export async function documentStats({ db, caller, today }: RequestCtx) {
  const [row] = await db
    .select({
      total: count(),
      expired: sql<number>`count(*) filter (where ${statusCondition("expired", today)})`,
      expiring: sql<number>`count(*) filter (where ${statusCondition("expiring", today)})`,
      valid: sql<number>`count(*) filter (where ${statusCondition("valid", today)})`,
    })
    .from(documents)
    .where(and(scope(caller), currentDocument()));
  return {
    total: Number(row.total),
    valid: Number(row.valid),
    expiring: Number(row.expiring),
    expired: Number(row.expired),
  };
}

export async function getDocument({ db, caller, today }: RequestCtx, id: string) {
  const [row] = await baseQuery(db, today).where(and(eq(documents.id, id), scope(caller)));
  if (!row) throw notFound("Document");
  return { document: toDocument(row as Row), fileId: (row as Row).fileId };
}

async function resolveCrewMember(db: Db, caller: Caller, requested: string | null | undefined) {
  if (ownOnly(caller, "documents:write")) {
    if (!caller.crewMemberId) throw badRequest(SELECT_CREW_MESSAGE);
    return caller.crewMemberId;
  }
  if (!requested) throw badRequest(SELECT_CREW_MESSAGE);
  const [member] = await db
    .select({ id: crewMembers.id })
    .from(crewMembers)
    .where(eq(crewMembers.id, requested));
  if (!member) throw badRequest(SELECT_CREW_MESSAGE);
  return member.id;
}

/**
 * Office and admin: a current document at once (superseding the older one it renews). A crew caller's
 * upload is a submission waiting for the office's review: not a document until accepted.
 */
export async function createDocument(
  ctx: RequestCtx,
  input: z.output<typeof ZDocumentRequest>,
): Promise<
  { kind: "document"; document: TDocument } | { kind: "submission"; submission: TDocumentSubmission }
> {
  const { db, caller } = ctx;
  // the holder and the type's catalogue row are read side by side (one round trip less before the
  // transaction); a missing holder is reported before a wrong type, as when they were read in turn
  const [holder, expiry] = await Promise.allSettled([
    resolveCrewMember(db, caller, input.crewMemberId),
    resolveExpiry(db, input),
  ]);
  if (holder.status === "rejected") throw holder.reason;
  if (expiry.status === "rejected") throw expiry.reason;
  const [crewMemberId, expiryDate] = [holder.value, expiry.value];
  if (!can(caller.role, "documents:edit"))
    return {
      kind: "submission",
      submission: await createSubmission(ctx, crewMemberId, { ...input, expiryDate }),
    };
  const id = await writeTx(ctx, async (tx) => {
    return insertRenewal(
      tx,
      caller,
      await uploadedDocument(tx, caller, crewMemberId, { ...input, expiryDate }),
      { description: `Uploaded document ${docLabel(input)}` },
      input.supersede,
    );
  });
  return { kind: "document", document: (await getDocument(ctx, id)).document };
}

/** The fields a change sets, each as it was and as it becomes (the file by its stored file id). */
function changeLog(was: Record<string, unknown>, set: Record<string, unknown>) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(set))
    if (key !== "updatedAt" && was[key] !== value) [before[key], after[key]] = [was[key] ?? null, value];
  return { before, after };
}

/**
 * Office and admin only (permission `documents:edit`): a crew member's change to a current document is a
 * new upload that waits for the office's review, never a change here. The log keeps before and after.
 */
export async function updateDocument(ctx: RequestCtx, id: string, input: z.output<typeof ZDocumentPatch>) {
  const { db, caller } = ctx;
  requirePermission(caller, "documents:edit");
  const { document: existing, fileId: oldFileId } = await getDocument(ctx, id);
  if (input.issueDate && !input.expiryDate && existing.expiryDate < input.issueDate)
    throw fieldError("expiryDate", EXPIRY_ORDER_MESSAGE);
  if (input.expiryDate && !input.issueDate && input.expiryDate < existing.issueDate)
    throw fieldError("expiryDate", EXPIRY_ORDER_MESSAGE);
  const crewMemberId =
    input.crewMemberId && input.crewMemberId !== existing.crewMemberId
      ? await resolveCrewMember(db, caller, input.crewMemberId)
      : undefined;
  if (input.type) await assertCertificateType(db, input.type);
  const replaceFile = input.filePath !== undefined && input.filePath !== existing.filePath;
  const removedFileId = await writeTx(ctx, async (tx) => {
    const newFileId =
      replaceFile && input.filePath ? await claimUploadedFile(tx, caller, input.filePath) : null;
    const set: Partial<typeof documents.$inferInsert> = { updatedAt: new Date() };
    if (input.type) set.type = input.type;
    if (input.issuingState !== undefined) set.issuingState = input.issuingState || null;
    if (input.grade !== undefined) set.grade = input.grade || null;
    if (input.documentNumber !== undefined) set.documentNumber = input.documentNumber;
    if (input.issueDate !== undefined) set.issueDate = input.issueDate;
    if (input.expiryDate !== undefined) set.expiryDate = input.expiryDate;
    if (input.issuingAuthority !== undefined) set.issuingAuthority = input.issuingAuthority;
    if (crewMemberId) set.crewMemberId = crewMemberId;
    if (replaceFile) set.fileId = newFileId;
    await tx.update(documents).set(set).where(eq(documents.id, id));
    await logDocument(tx, caller, "update", id, {
      description: `Updated document ${docLabel({ ...existing, ...(input.documentNumber ? { documentNumber: input.documentNumber } : {}), ...(input.type ? { type: input.type } : {}) })}`,
      severity: "info",
      metadata: changeLog({ ...existing, fileId: oldFileId }, set),
    });
    return replaceFile ? oldFileId : null;
  });
  if (removedFileId) await deleteStoredFiles(db, ctx.files, [removedFileId]);
  return (await getDocument(ctx, id)).document;
}

export async function deleteDocument(ctx: RequestCtx, id: string) {
  const { caller, files: store } = ctx;
  const { document, fileId } = await getDocument(ctx, id);
  const key = await writeTx(ctx, async (tx) => {
    await tx.delete(documents).where(eq(documents.id, id));
    const [file] = fileId
      ? await tx
          .delete(storedFiles)
          .where(eq(storedFiles.id, fileId))
          .returning({ key: storedFiles.storageKey })
      : [];
    await logDocument(tx, caller, "delete", id, {
      description: `Deleted document ${docLabel(document)}`,
      severity: "warning",
    });
    return file?.key ?? null;
  });
  // the row (and in PostgreSQL's embedded store the bytes) went with the transaction; other stores after it
  if (key && store.kind !== "postgres") await store.delete(key);
}
