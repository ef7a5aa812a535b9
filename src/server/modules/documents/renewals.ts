// Renewals (issue 19 item 2): a new document supersedes the member's older ones of the same type (visas and
// flag endorsements: of the same issuing state) that expire no later; superseded documents are history —
// no alerts, not counted. Also the check that a document's type is in the certificate catalogue.
import { and, eq, lte, ne, type SQL, sql } from "drizzle-orm";
import { documentTypeLabel } from "../../../shared/alerts";
import { PER_STATE_TYPES, UNKNOWN_CERTIFICATE_TYPE_MESSAGE } from "../../../shared/certificates";
import type { DbOrTx } from "../../db/client";
import { certificateTypes } from "../../db/schema-certificates";
import { documents } from "../../db/schema-documents";
import { fieldError } from "../../lib/app-error";
import type { Caller } from "../../lib/caller";
import { currentDocumentSql } from "../../lib/expiry-sql";
import { recordLog } from "../activity/service";

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

/** Marks the older current documents the new one renews as superseded by it; returns how many. */
export async function supersedeOlder(
  tx: DbOrTx,
  doc: { id: string; crewMemberId: string; type: string; expiryDate: string; issuingState: string | null },
): Promise<number> {
  const sameState = PER_STATE_TYPES.includes(doc.type)
    ? sql`${documents.issuingState} is not distinct from ${doc.issuingState}`
    : undefined;
  const rows = await tx
    .update(documents)
    .set({ supersededById: doc.id, updatedAt: new Date() })
    .where(
      and(
        eq(documents.crewMemberId, doc.crewMemberId),
        eq(documents.type, doc.type),
        ne(documents.id, doc.id),
        currentDocument(),
        lte(documents.expiryDate, doc.expiryDate),
        sameState,
      ),
    )
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
): Promise<string> {
  const [row] = await tx.insert(documents).values(doc).returning({ id: documents.id });
  const superseded = await supersedeOlder(tx, { ...doc, id: row.id });
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
