// Renewals: a new document supersedes the member's older ones of the same type (per-state types: of the
// same issuing state) that expire no later; a generic STCW document supersedes nothing; a flag endorsement
// also replaces its receipt of application (docs/regulations.md, "Renewals"). Superseded documents are
// history — no alerts, not counted. The upload and review dialogs ask first (supersededBy); the user may
// keep the older ones current (supersede: false). Also the catalogue checks of a new document: its type
// exists, and its expiry as the catalogue gives it.
import { randomUUID } from "node:crypto";
import { eq, type SQL, sql } from "drizzle-orm";
import { documentTypeLabel } from "../../../shared/alerts";
import {
  CRA_TOO_LONG_MESSAGE,
  CRA_TYPE,
  CRA_VALIDITY_MONTHS,
  EXPIRY_REQUIRED_MESSAGE,
  NEVER_EXPIRES,
  PER_STATE_TYPES,
  typeExpires,
  typesRenewedBy,
  UNKNOWN_CERTIFICATE_TYPE_MESSAGE,
} from "../../../shared/certificates";
import { addMonths } from "../../../shared/dates";
import {
  SELECT_CREW_MESSAGE,
  type TSupersedesAnswer,
  type TSupersedesQuery,
} from "../../../shared/documents";
import type { DbOrTx } from "../../db/client";
import { queryRows } from "../../db/rows";
import { certificateTypes } from "../../db/schema-certificates";
import { type CertificateParticulars, documents } from "../../db/schema-documents";
import { logActivities } from "../../lib/activity-log";
import { fieldError } from "../../lib/app-error";
import type { Caller } from "../../lib/caller";
import { currentDocumentSql } from "../../lib/expiry-sql";
import { ownOnly } from "../../lib/ownership";
import type { RequestCtx } from "../../lib/request-ctx";

export const docLabel = (d: { type: string; documentNumber: string }) =>
  `${documentTypeLabel(d.type)} ${d.documentNumber}`;

/** The SQL condition "this document is current" (not superseded): every count and alert reads it. */
export const currentDocument = (): SQL => currentDocumentSql(documents.supersededById);

/** 400 on `type` when the code is not in the catalogue. */
export async function assertCertificateType(db: DbOrTx, code: string) {
  const [row] = await db
    .select({ code: certificateTypes.code })
    .from(certificateTypes)
    .where(eq(certificateTypes.code, code));
  if (!row) throw fieldError("type", UNKNOWN_CERTIFICATE_TYPE_MESSAGE);
}

/**
 * The expiry a new document is stored with: as entered; none entered, "never expires" for a type the
 * catalogue gives no expiry and 3 months from issue for a receipt of application (STCW I/10 para 5). 400 on
 * `expiryDate` when one is needed, or a receipt of application would outlive its 3 months.
 */
export async function resolveExpiry(
  db: DbOrTx,
  doc: { type: string; issueDate: string; expiryDate?: string | null },
): Promise<string> {
  const [row] = await db
    .select({ category: certificateTypes.category, validityMonths: certificateTypes.validityMonths })
    .from(certificateTypes)
    .where(eq(certificateTypes.code, doc.type));
  if (!row) throw fieldError("type", UNKNOWN_CERTIFICATE_TYPE_MESSAGE);
  const expiry = expiryOf(row, doc);
  if ("error" in expiry) throw fieldError("expiryDate", expiry.error);
  return expiry.expiryDate;
}

/** resolveExpiry's rule for a type whose catalogue row is known (an import reads the catalogue once). */
export function expiryOf(
  type: { category: string; validityMonths: number | null },
  doc: { type: string; issueDate: string; expiryDate?: string | null },
): { expiryDate: string } | { error: string } {
  const craEnd = addMonths(doc.issueDate, CRA_VALIDITY_MONTHS);
  if (doc.type === CRA_TYPE && doc.expiryDate && doc.expiryDate > craEnd)
    return { error: CRA_TOO_LONG_MESSAGE };
  if (doc.expiryDate) return { expiryDate: doc.expiryDate };
  if (doc.type === CRA_TYPE) return { expiryDate: craEnd };
  if (typeExpires(type)) return { error: EXPIRY_REQUIRED_MESSAGE };
  return { expiryDate: NEVER_EXPIRES };
}

type Renewing = { crewMemberId: string; type: string; expiryDate: string; issuingState: string | null };

/**
 * THE renewal rule as SQL: the (old_id, new_id) pairs of the current documents that the new ones renew —
 * of a type each renews, expiring no later, of the same issuing state for per-state types — as if the
 * new ones were saved one after another in the given order: a document is renewed by the first new one
 * after it that renews it (documents already kept come before every new one). A new one without an id (a
 * preview) renews what it would. One statement whatever the number of documents (the list is one jsonb
 * parameter).
 */
function renewalPairs(docs: readonly (Renewing & { id: string | null })[]): SQL | null {
  const renewing = docs.flatMap((d, ord) =>
    typesRenewedBy(d.type).map((type) => ({
      id: d.id,
      ord,
      crew: d.crewMemberId,
      type,
      expiry: d.expiryDate,
      state: d.issuingState,
      per_state: PER_STATE_TYPES.includes(d.type),
    })),
  );
  if (!renewing.length) return null;
  return sql`with v as (
      select * from jsonb_to_recordset(${JSON.stringify(renewing)}::jsonb)
        as v(id uuid, ord int, crew uuid, type text, expiry date, state text, per_state boolean)),
    placed as (select id, min(ord) as ord from v where id is not null group by id)
    select distinct on (d.id) d.id as old_id, v.id as new_id
      from v join documents d on d.crew_member_id = v.crew and d.type = v.type
       and ${currentDocumentSql()} and d.id is distinct from v.id
       and d.expiry_date <= v.expiry and (not v.per_state or d.issuing_state is not distinct from v.state)
      left join placed p on p.id = d.id
     where coalesce(p.ord, -1) < v.ord
     order by d.id, v.ord`;
}

/** What a new document would supersede, before it is saved (the dialogs ask the user first). */
export async function supersededBy(db: DbOrTx, doc: Renewing): Promise<TSupersedesAnswer> {
  const pairs = renewalPairs([{ ...doc, id: null }]);
  if (!pairs) return { documents: [] };
  const rows = await db
    .select({
      id: documents.id,
      type: documents.type,
      typeName: certificateTypes.name,
      documentNumber: documents.documentNumber,
      issuingState: documents.issuingState,
      expiryDate: documents.expiryDate,
    })
    .from(documents)
    .innerJoin(certificateTypes, eq(certificateTypes.code, documents.type))
    .where(sql`${documents.id} in (select old_id from (${pairs}) pairs)`)
    .orderBy(documents.expiryDate, documents.id);
  return { documents: rows };
}

/** Marks the older current documents the new ones renew (renewalPairs, in their order) as superseded;
 * returns how many each superseded. */
async function supersedeOlder(
  tx: DbOrTx,
  docs: readonly (Renewing & { id: string })[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const pairs = renewalPairs(docs);
  if (!pairs) return counts;
  const rows = await queryRows<{ newId: string }>(
    tx,
    sql`update documents d set superseded_by_id = pairs.new_id, updated_at = now()
          from (${pairs}) pairs where d.id = pairs.old_id
        returning pairs.new_id as "newId"`,
  );
  for (const r of rows) counts.set(r.newId, (counts.get(r.newId) ?? 0) + 1);
  return counts;
}

/** The fields a new document is made of (an office upload, or a crew submission the office accepted). */
export type NewDocument = CertificateParticulars & { crewMemberId: string; fileId: string | null };

/** Documents as one statement with one parameter (the rows as a JSON array, read by jsonb_to_recordset):
 * a bound parameter a column a row made thousands of parameters PostgreSQL parsed and planned each
 * time, three times slower than this for the register import's chunks. */
async function insertDocumentRows(tx: DbOrTx, rows: (NewDocument & { id: string })[]) {
  if (rows.length === 1) {
    await tx.insert(documents).values(rows[0]);
    return;
  }
  await tx.execute(sql`insert into documents (id, crew_member_id, type, document_number, issue_date, expiry_date,
      issuing_authority, issuing_state, grade, file_id)
    select id, crew_member_id, type, document_number, issue_date, expiry_date, issuing_authority, issuing_state,
      grade, file_id
      from jsonb_to_recordset(${JSON.stringify(
        rows.map((d, n) => ({
          n,
          id: d.id,
          crew_member_id: d.crewMemberId,
          type: d.type,
          document_number: d.documentNumber,
          issue_date: d.issueDate,
          expiry_date: d.expiryDate,
          issuing_authority: d.issuingAuthority,
          issuing_state: d.issuingState,
          grade: d.grade,
          file_id: d.fileId,
        })),
      )}::jsonb) as x(id uuid, crew_member_id uuid, type text, document_number text,
        issue_date date, expiry_date date, issuing_authority text, issuing_state text, grade text, file_id uuid, n int)
     order by n`);
}

/**
 * Inserts current documents in the given order, supersedes the older ones each renews and logs them,
 * inside the caller's transaction, in multi-row statements (the certificate register import: the
 * documents' statement-level triggers run once a chunk, not once a document). Returns their ids in order.
 */
export async function insertRenewals(
  tx: DbOrTx,
  caller: Caller,
  list: readonly { doc: NewDocument; log: { description: string; metadata?: Record<string, unknown> } }[],
  supersede = true,
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < list.length; i += 2000) {
    const chunk = list.slice(i, i + 2000).map((x) => ({ ...x, id: randomUUID() }));
    await insertDocumentRows(
      tx,
      chunk.map(({ doc, id }) => ({ ...doc, id })),
    );
    const superseded = supersede
      ? await supersedeOlder(
          tx,
          chunk.map(({ doc, id }) => ({ ...doc, id })),
        )
      : new Map<string, number>();
    await logActivities(
      tx,
      caller,
      chunk.map(({ doc, id, log }) => ({
        type: "document",
        action: "create",
        entityType: "document",
        entityId: id,
        description: log.description,
        severity: "success" as const,
        metadata: {
          crewMemberId: doc.crewMemberId,
          hasFile: doc.fileId !== null,
          superseded: superseded.get(id) ?? 0,
          ...log.metadata,
        },
      })),
    );
    ids.push(...chunk.map((c) => c.id));
  }
  return ids;
}

/**
 * Inserts a current document, supersedes the older ones it renews and logs it, inside the caller's
 * transaction (the one renewal path: office uploads and accepted crew submissions). Returns its id.
 */
export async function insertRenewal(
  tx: DbOrTx,
  caller: Caller,
  doc: NewDocument,
  log: { description: string; metadata?: Record<string, unknown> },
  supersede = true,
): Promise<string> {
  const [id] = await insertRenewals(tx, caller, [{ doc, log }], supersede);
  return id;
}

/** GET /api/documents/supersedes: a crew caller asks about their own documents; the office names the
 * member. Without an expiry, every older current document of a renewed type. */
export async function previewSupersedes(
  { db, caller }: RequestCtx,
  query: TSupersedesQuery,
): Promise<TSupersedesAnswer> {
  const crewMemberId = ownOnly(caller, "documents:write") ? caller.crewMemberId : query.crewMemberId;
  if (!crewMemberId) throw fieldError("crewMemberId", SELECT_CREW_MESSAGE);
  await assertCertificateType(db, query.type);
  return supersededBy(db, {
    crewMemberId,
    type: query.type,
    expiryDate: query.expiryDate ?? NEVER_EXPIRES,
    issuingState: query.issuingState || null,
  });
}
