// Document and upload schemas (spec §3, §5, §7). The form and the API share them.
import { z } from "zod";
import {
  BUILTIN_CERTIFICATE_TYPES,
  CRA_TYPE,
  EXPIRY_REQUIRED_MESSAGE,
  typeExpires,
  ZCertificateCode,
} from "./certificates";
import { DOCUMENT_STATUS_LABELS } from "./expiry";
import { ZIsoDate } from "./iso-date";
import { labelledValues } from "./labelled";
import { ZPageQuery } from "./pagination";

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TOO_LARGE_MESSAGE = "File size must be less than 5MB";
export const UPLOAD_BAD_TYPE_MESSAGE = "Only PDF, JPEG, and PNG files are allowed";
export const UPLOAD_EMPTY_MESSAGE = "The file is empty";
export const SELECT_CREW_MESSAGE = "Please select a crew member";
export const UPLOAD_ACCEPT = ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";
export const ALLOWED_UPLOAD_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;

/** Checks a picked file before it is sent (the server checks again by magic bytes). */
export function checkUploadFile(file: { name: string; size: number; type: string }): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_TOO_LARGE_MESSAGE;
  const ext = file.name.toLowerCase().split(".").pop() ?? "";
  if (!["pdf", "jpg", "jpeg", "png"].includes(ext)) return UPLOAD_BAD_TYPE_MESSAGE;
  if (file.type && !(ALLOWED_UPLOAD_TYPES as readonly string[]).includes(file.type))
    return UPLOAD_BAD_TYPE_MESSAGE;
  return null;
}

/** A certificate catalogue code; the server answers 400 "Unknown certificate type" for one not in it. */
export const ZDocumentType = ZCertificateCode;
export const DOCUMENT_STATUSES = labelledValues(DOCUMENT_STATUS_LABELS);
export const ZDocumentStatus = z.enum(DOCUMENT_STATUSES);

export const ZUploadRequest = z.object({
  filename: z.string().trim().min(1, "File name is required").max(255),
  fileType: z.string().max(100).default(""),
});
export const ZUploadResponse = z.object({ uploadURL: z.string(), filePath: z.string() });
export const ZUploadedFile = z.object({
  filePath: z.string(),
  sizeBytes: z.number().int(),
  mimeType: z.string(),
});

const fields = {
  type: z.string().trim().min(1, "Document type is required").pipe(ZDocumentType),
  documentNumber: z.string().trim().min(1, "Document number is required").max(100),
  issueDate: z.string().min(1, "Issue date is required").pipe(ZIsoDate),
  /** Empty or absent: a type the catalogue gives no expiry is recorded as never expiring (9999-12-31), a
   * receipt of application expires 3 months from its issue; any other type answers 400 "Expiry date is
   * required" (docs/regulations.md, "Renewals"). */
  expiryDate: z
    .union([z.literal("").transform(() => null), ZIsoDate])
    .nullable()
    .optional(),
  issuingAuthority: z.string().trim().min(1, "Issuing authority is required").max(200),
  /** Office/admin: required (else "Please select a crew member"); crew: ignored, always their own. */
  crewMemberId: z.string().uuid(SELECT_CREW_MESSAGE).optional().nullable(),
  /** The upload slot's filePath (from POST /api/upload), or null to keep/remove no file. */
  filePath: z.string().max(200).optional().nullable(),
  /** The state or flag that issued it; a flag endorsement's names the flag it endorses for. */
  issuingState: z.string().trim().max(100).nullable().optional(),
  /** A CoC's grade: the capacity and STCW regulation (e.g. "Chief Mate II/2"). */
  grade: z.string().trim().max(100).nullable().optional(),
  /** Sent by the spec's form; ignored: status is derived from the expiry date. */
  status: ZDocumentStatus.optional(),
  /** false: the new document supersedes nothing (the older ones it would renew stay current). */
  supersede: z.boolean().default(true),
};

export const EXPIRY_ORDER_MESSAGE = "Expiry date must be on or after the issue date";

/** Types the form may leave without an expiry: the built-in ones without one, the receipt of application
 * (3 months from issue) and admin-added types (the server reads their catalogue row). */
export function expiryOptional(type: string | undefined): boolean {
  const builtin = BUILTIN_CERTIFICATE_TYPES.find((t) => t.code === type);
  return type === CRA_TYPE || (!!type && !builtin) || (!!builtin && !typeExpires(builtin));
}

export const ZDocumentRequest = z
  .object(fields)
  .refine((d) => !d.issueDate || !d.expiryDate || d.expiryDate >= d.issueDate, {
    path: ["expiryDate"],
    message: EXPIRY_ORDER_MESSAGE,
  })
  .refine((d) => !!d.expiryDate || expiryOptional(d.type), {
    path: ["expiryDate"],
    message: EXPIRY_REQUIRED_MESSAGE,
    // listed with the other missing fields, not only once they are all right
    when: (p) => typeof p.value === "object" && p.value !== null,
  });
export type TDocumentRequest = z.input<typeof ZDocumentRequest>;

export const ZDocumentPatch = z
  .object({ ...fields, expiryDate: ZIsoDate.optional() })
  .omit({ supersede: true })
  .partial()
  .refine((d) => !d.issueDate || !d.expiryDate || d.expiryDate >= d.issueDate, {
    path: ["expiryDate"],
    message: EXPIRY_ORDER_MESSAGE,
  });

export const ZDocument = z.object({
  id: z.string().uuid(),
  crewMemberId: z.string().uuid(),
  type: z.string(),
  /** The catalogue name of the type. */
  typeName: z.string(),
  issuingState: z.string().nullable(),
  grade: z.string().nullable(),
  /** The renewal that superseded this document (history: no alerts, not counted), or null. */
  supersededById: z.string().uuid().nullable(),
  documentNumber: z.string(),
  issueDate: z.string(),
  expiryDate: z.string(),
  issuingAuthority: z.string(),
  status: ZDocumentStatus,
  daysUntilExpiry: z.number().int(),
  hasFile: z.boolean(),
  /** URL that serves the file to callers allowed to see the document, or null. */
  filePath: z.string().nullable(),
  fileName: z.string().nullable(),
  createdAt: z.string(),
  crewMember: z.object({ id: z.string().uuid(), firstName: z.string(), lastName: z.string() }),
});
export type TDocument = z.infer<typeof ZDocument>;

export const ZDocumentListQuery = ZPageQuery.extend({
  q: z.string().trim().max(100).optional(),
  type: ZDocumentType.optional(),
  status: ZDocumentStatus.optional(),
  crewMemberId: z.string().uuid().optional(),
  /** true: also superseded documents (history); default only current ones. */
  history: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
});
export type TDocumentListQuery = z.infer<typeof ZDocumentListQuery>;

/** GET /api/documents/supersedes: which current documents a new one would supersede, asked before it is
 * saved (the upload and review dialogs show them and let the user keep them current). */
export const ZSupersedesQuery = z.object({
  crewMemberId: z.uuid(SELECT_CREW_MESSAGE).optional(),
  type: ZDocumentType,
  expiryDate: ZIsoDate.optional(),
  issuingState: z.string().trim().max(100).optional(),
});
export type TSupersedesQuery = z.infer<typeof ZSupersedesQuery>;
export const ZSupersededDocument = z.object({
  id: z.uuid(),
  type: z.string(),
  typeName: z.string(),
  documentNumber: z.string(),
  issuingState: z.string().nullable(),
  expiryDate: z.string(),
});
export const ZSupersedesAnswer = z.object({ documents: z.array(ZSupersededDocument) });
export type TSupersedesAnswer = z.infer<typeof ZSupersedesAnswer>;

export const ZDocumentStats = z.object({
  total: z.number().int(),
  valid: z.number().int(),
  expiring: z.number().int(),
  expired: z.number().int(),
});
export type TDocumentStats = z.infer<typeof ZDocumentStats>;
