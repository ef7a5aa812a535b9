// Renewals (issue 19 item 2): a new document supersedes the member's older ones of the same type (visas and
// flag endorsements: of the same issuing state) that expire no later; superseded documents are history —
// no alerts, not counted. Also the check that a document's type is in the certificate catalogue.
import { and, eq, lte, ne, type SQL, sql } from "drizzle-orm";
import { PER_STATE_TYPES, UNKNOWN_CERTIFICATE_TYPE_MESSAGE } from "../../../shared/certificates";
import type { DbOrTx } from "../../db/client";
import { certificateTypes } from "../../db/schema-certificates";
import { documents } from "../../db/schema-documents";
import { fieldError } from "../../lib/app-error";
import { currentDocumentSql } from "../../lib/expiry-sql";

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
