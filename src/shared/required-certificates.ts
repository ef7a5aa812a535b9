// The certificates a rank needs on a vessel, and "compliant": ONE definition, written once here. The
// eligibility check (eligibility.ts) applies it to a tour's dates; the SQL every list reads (the Compliance
// Matrix, the missing certificates projection, the dashboard's and the overview report's compliance rate)
// is built from it by src/server/lib/required-certificates-sql.ts. required-certificates.property.test.ts
// checks the four answers agree on random seafarers, documents, ranks and vessels on both engines.
//
// 1. Required: the certificate_requirements rows of the rank on the vessel's type, for every flag or the
//    vessel's flag (docs/regulations.md, "Certificate catalogue and requirements").
// 2. The flag endorsement (STCW I/10) is conditional, judged against the seafarer's current (not superseded)
//    Certificates of Competency: needed when one of them names an issuing state and none names the vessel's
//    flag. Not judged without a CoC (nothing to endorse: the CoC's own requirement reports the gap), nor
//    when no CoC records its issuing state (the eligibility check warns FLAG_STATE_UNKNOWN so the office
//    records it).
// 3. Held: a current document of the type; for the flag endorsement, a current endorsement or receipt of
//    application (STCW I/10 para 5, standing for it 3 months from its issue at most) naming the vessel's
//    flag. A required type held by no such document is MISSING.
// 4. Compliant on a day: every required type held by a document that has not expired that day.
import { CRA_TYPE, CRA_VALIDITY_MONTHS } from "./certificates";
import { addMonths, earlierDate } from "./dates";
import { type DocumentStatus, documentStatus } from "./expiry";

export const FLAG_ENDORSEMENT = "flag_endorsement";
export const COC_TYPE = "coc";
export { CRA_TYPE, CRA_VALIDITY_MONTHS };

/** What the dashboard, the matrix and the reports say their compliance figures count. */
export const COMPLIANT_DEFINITION =
  "Compliant: holds every certificate their rank needs on the vessel, none expired";

export interface HeldDocument {
  type: string;
  issueDate: string;
  expiryDate: string;
  issuingState?: string | null;
  /** false: superseded by a renewal (history). Absent: current. */
  current?: boolean;
}

export interface VesselFlag {
  type?: string;
  flag: string;
}

const isCurrent = (d: HeldDocument) => d.current !== false;

/** Rule 2: is the flag endorsement needed for these documents on a vessel of `flag`? */
export function endorsementNeeded(documents: readonly HeldDocument[], flag: string): boolean {
  const cocs = documents.filter((d) => isCurrent(d) && d.type === COC_TYPE);
  return cocs.some((d) => d.issuingState) && !cocs.some((d) => d.issuingState === flag);
}

/** Rule 2's unjudged case: current CoCs, none recording its issuing state. */
export function cocStateUnknown(documents: readonly HeldDocument[]): boolean {
  const cocs = documents.filter((d) => isCurrent(d) && d.type === COC_TYPE);
  return cocs.length > 0 && !cocs.some((d) => d.issuingState);
}

/** Rules 1–2: the codes required of these documents' holder, from the rank's requirement codes there. */
export function requiredCodes(
  rankCodes: readonly string[],
  documents: readonly HeldDocument[],
  vessel: VesselFlag,
): string[] {
  const needed = endorsementNeeded(documents, vessel.flag);
  return [...new Set(rankCodes)].filter((c) => c !== FLAG_ENDORSEMENT || needed).sort();
}

/** The day a receipt of application stops standing for the endorsement: its expiry, at most
 * CRA_VALIDITY_MONTHS from its issue (STCW I/10 para 5). */
export function craEnd(doc: { issueDate: string; expiryDate: string }): string {
  const cap = addMonths(doc.issueDate, CRA_VALIDITY_MONTHS);
  return earlierDate(doc.expiryDate, cap);
}

/** Rule 3: the documents that hold `code` on a vessel of `flag` (every one, renewals included unless
 * `currentOnly`), the receipt's expiry capped. */
export function holdingDocuments<D extends HeldDocument>(
  code: string,
  documents: readonly D[],
  flag: string,
  currentOnly = true,
): D[] {
  const docs = documents.filter((d) => !currentOnly || isCurrent(d));
  if (code !== FLAG_ENDORSEMENT) return docs.filter((d) => d.type === code);
  return docs
    .filter((d) => (d.type === FLAG_ENDORSEMENT || d.type === CRA_TYPE) && d.issuingState === flag)
    .map((d) => (d.type === CRA_TYPE ? { ...d, expiryDate: craEnd(d) } : d));
}

/** One required type and what holds it: the latest expiry of its current holding documents, null: missing. */
export interface RequiredCertificate {
  code: string;
  heldUntil: string | null;
}

/** Rules 1–3 for one seafarer on one vessel. */
export function requiredCertificates(
  rankCodes: readonly string[],
  documents: readonly HeldDocument[],
  vessel: VesselFlag,
): RequiredCertificate[] {
  return requiredCodes(rankCodes, documents, vessel).map((code) => {
    const heldUntil = holdingDocuments(code, documents, vessel.flag).reduce<string | null>(
      (latest, d) => (latest === null || d.expiryDate > latest ? d.expiryDate : latest),
      null,
    );
    return { code, heldUntil };
  });
}

/** A required type's state on `today`: missing, or the document ladder's status of its latest expiry. */
export function requiredStatus(r: RequiredCertificate, today: string): DocumentStatus | "missing" {
  return r.heldUntil === null ? "missing" : documentStatus(r.heldUntil, today);
}

/** Rule 4: the one "compliant". */
export function isCompliant(required: readonly RequiredCertificate[], today: string): boolean {
  return required.every((r) => {
    const s = requiredStatus(r, today);
    return s !== "missing" && s !== "expired";
  });
}

/** The missing ones (the missing certificates list). */
export const missingCodes = (required: readonly RequiredCertificate[]) =>
  required.filter((r) => r.heldUntil === null).map((r) => r.code);
