// Documents a crew member uploads for themself wait for the office's review: the office
// accepts one (it becomes a current document, superseding the older one) or rejects it with a reason the
// seafarer reads. A crew caller's POST /api/documents answers 202 with the submission instead of 201 with
// a document.
import { z } from "zod";
import { ZBulkIds } from "./bulk";
import { ZPageQuery } from "./pagination";

export const SUBMISSION_STATUSES = ["pending", "accepted", "rejected"] as const;
export const ZSubmissionStatus = z.enum(SUBMISSION_STATUSES);
export type TSubmissionStatus = z.infer<typeof ZSubmissionStatus>;

export const SUBMISSION_REVIEWED_MESSAGE = "This submission has already been reviewed";
export const MAX_REJECT_REASON = 500;

export const ZDocumentSubmission = z.object({
  id: z.string().uuid(),
  crewMemberId: z.string().uuid(),
  crewMember: z.object({ id: z.string().uuid(), firstName: z.string(), lastName: z.string() }),
  type: z.string(),
  /** The catalogue name of the type. */
  typeName: z.string(),
  documentNumber: z.string(),
  issueDate: z.string(),
  expiryDate: z.string(),
  issuingAuthority: z.string(),
  issuingState: z.string().nullable(),
  grade: z.string().nullable(),
  hasFile: z.boolean(),
  /** URL that serves the uploaded file to the seafarer and the office, or null. */
  filePath: z.string().nullable(),
  fileName: z.string().nullable(),
  fileMimeType: z.string().nullable(),
  /** pending: waiting for the office; accepted: documentId is the current document; rejected: see the reason. */
  status: ZSubmissionStatus,
  rejectReason: z.string().nullable(),
  submittedAt: z.string(),
  submittedByName: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewedByName: z.string().nullable(),
  documentId: z.string().uuid().nullable(),
});
export type TDocumentSubmission = z.infer<typeof ZDocumentSubmission>;

/** `status=pending` or a comma list (`status=pending,rejected`); none: every status. */
export const ZSubmissionListQuery = ZPageQuery.extend({
  status: z
    .string()
    .max(40)
    .transform((s) => s.split(",").filter(Boolean))
    .pipe(z.array(ZSubmissionStatus).min(1))
    .optional(),
  crewMemberId: z.string().uuid().optional(),
});
export type TSubmissionListQuery = z.input<typeof ZSubmissionListQuery>;

/** POST /api/document-submissions/:id/accept?supersede=false keeps the older documents the accepted one
 * would renew current (the review dialog asks first, GET /api/documents/supersedes). */
export const ZAcceptSubmission = z.object({ supersede: z.enum(["true", "false"]).default("true") });

export const ZRejectSubmission = z.object({
  reason: z
    .string()
    .trim()
    .min(1, "Please give a reason the seafarer can act on")
    .max(MAX_REJECT_REASON, `At most ${MAX_REJECT_REASON} characters`),
});
export type TRejectSubmission = z.input<typeof ZRejectSubmission>;

/** POST /api/document-submissions/accept: accept several pending submissions at once (each as one accept). */
export const ZBulkAcceptSubmissions = z.object({
  ids: ZBulkIds,
  /** false keeps the older documents each would renew current (as the single accept's supersede=false). */
  supersede: z.boolean().default(true),
});
export type TBulkAcceptSubmissions = z.input<typeof ZBulkAcceptSubmissions>;
