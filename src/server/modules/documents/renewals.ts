// Renewals: a new document supersedes the member's older ones of the same type (per-state types: of the
// same issuing state) that expire no later; a generic STCW document supersedes nothing; a flag endorsement
// also replaces its receipt of application (docs/regulations.md, "Renewals"). Superseded documents are
// history — no alerts, not counted. The upload and review dialogs ask first (supersededBy); the user may
// keep the older ones current (supersede: false). Also the catalogue checks of a new document: its type
// exists, and its expiry as the catalogue gives it.
import { and, eq, inArray, lte, ne, type SQL, sql } from "drizzle-orm";
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
import { certificateTypes } from "../../db/schema-certificates";
import { documents } from "../../db/schema-documents";
import { recordLog } from "../../lib/activity-log";
import { fieldError } from "../../lib/app-error";
import type { Caller } from "../../lib/caller";
import { currentDocumentSql } from "../../lib/expiry-sql";
import type { RequestCtx } from "../../lib/request-ctx";

const logDocument = recordLog("document");

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

/** The current documents a new one renews: of a type it renews, expiring no later, of the same issuing
 * state for per-state types. Undefined: it renews none (a generic STCW document). */
function renewedCondition(doc: Renewing, except?: string): SQL | undefined {
  const types = typesRenewedBy(doc.type);
  if (!types.length) return undefined;
  const sameState = PER_STATE_TYPES.includes(doc.type)
    ? sql`${documents.issuingState} is not distinct from ${doc.issuingState}`
    : undefined;
  return and(
    eq(documents.crewMemberId, doc.crewMemberId),
    inArray(documents.type, types),
    except ? ne(documents.id, except) : undefined,
    currentDocument(),
    lte(documents.expiryDate, doc.expiryDate),
    sameState,
  );
}

/** What a new document would supersede, before it is saved (the dialogs ask the user first). */
export async function supersededBy(db: DbOrTx, doc: Renewing): Promise<TSupersedesAnswer> {
  const where = renewedCondition(doc);
  if (!where) return { documents: [] };
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
    .where(where)
    .orderBy(documents.expiryDate, documents.id);
  return { documents: rows };
}

/** Marks the older current documents the new one renews as superseded by it; returns how many. */
export async function supersedeOlder(tx: DbOrTx, doc: Renewing & { id: string }): Promise<number> {
  const where = renewedCondition(doc, doc.id);
  if (!where) return 0;
  const rows = await tx
    .update(documents)
    .set({ supersededById: doc.id, updatedAt: new Date() })
    .where(where)
    .returning({ id: documents.id });
  return rows.length;
}

/** The fields a new document is made of (an office upload, or a crew submission the office accepted). */
export interface NewDocument {
  crewMemberId: string;
  type: string;
  documentNumber: string;
  issueDate: string;
  expiryDate: string;
  issuingAuthority: string;
  issuingState: string | null;
  grade: string | null;
  fileId: string | null;
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
  const [row] = await tx.insert(documents).values(doc).returning({ id: documents.id });
  const superseded = supersede ? await supersedeOlder(tx, { ...doc, id: row.id }) : 0;
  await logDocument(tx, caller, "create", row.id, {
    description: log.description,
    severity: "success",
    metadata: {
      crewMemberId: doc.crewMemberId,
      hasFile: doc.fileId !== null,
      superseded,
      ...log.metadata,
    },
  });
  return row.id;
}

/** GET /api/documents/supersedes: a crew caller asks about their own documents; the office names the
 * member. Without an expiry, every older current document of a renewed type. */
export async function previewSupersedes(
  { db, caller }: RequestCtx,
  query: TSupersedesQuery,
): Promise<TSupersedesAnswer> {
  const crewMemberId = caller.role === "crew" ? caller.crewMemberId : query.crewMemberId;
  if (!crewMemberId) throw fieldError("crewMemberId", SELECT_CREW_MESSAGE);
  await assertCertificateType(db, query.type);
  return supersededBy(db, {
    crewMemberId,
    type: query.type,
    expiryDate: query.expiryDate ?? NEVER_EXPIRES,
    issuingState: query.issuingState || null,
  });
}
