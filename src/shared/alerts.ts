// Expiry alert schemas (spec §3 "Expiry alert", §7) and the contact call of the alerts screen.
import { z } from "zod";
import { ZDocumentType } from "./documents";
import { ZIsoDate } from "./iso-date";
import { DOCUMENT_TYPE_LABELS } from "./options";
import { ZPageQuery } from "./pagination";
import { SEVERITY_LEVELS } from "./severity";

export const ZAlertSeverity = z.enum(SEVERITY_LEVELS);

/** One level or several, comma-separated in the query string ("expired" or "critical,warning"). */
const ZSeverityList = z
  .string()
  .transform((v) => v.split(",").filter(Boolean))
  .pipe(z.array(ZAlertSeverity).min(1).max(SEVERITY_LEVELS.length));

/** The alerts window: what is asked for, up to this many days (expired documents always included). */
export const MAX_ALERT_DAYS = 365;

/** The alert list's sort key, expiry date then document id: "yyyy-MM-dd_<id>" (see ZExpiringQuery.cursor). */
export const alertCursor = (a: { document: { expiryDate: string; id: string } }) =>
  `${a.document.expiryDate}_${a.document.id}`;
const ZAlertCursor = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}_[0-9a-fA-F-]{36}$/, "Use the X-Next-Cursor header of the previous page")
  .transform((v) => ({ expiryDate: v.slice(0, 10), id: v.slice(11) }))
  .pipe(z.object({ expiryDate: ZIsoDate, id: z.uuid() }));

export const ZExpiringQuery = ZPageQuery.extend({
  days: z.coerce.number().int().min(0).max(MAX_ALERT_DAYS).default(30),
  severity: ZSeverityList.optional(),
  /** Crew name or document number. */
  q: z.string().trim().max(100).optional(),
  type: ZDocumentType.optional(),
  vesselId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(500),
  /** Keyset paging: the page after this sort key (expiry date, document id), which the previous
   * page's X-Next-Cursor header names; the header is absent on the last page. Use it instead of offset. */
  cursor: ZAlertCursor.optional().describe(
    "The page after this sort key (expiry date and document id, 'yyyy-MM-dd_<id>'): the previous page's X-Next-Cursor header, absent on the last page. Instead of offset.",
  ),
}).refine((q) => !(q.cursor && q.offset), { message: "Use cursor or offset, not both", path: ["cursor"] });
export type TExpiringQuery = z.input<typeof ZExpiringQuery>;

export const ZExpiryAlert = z.object({
  document: z.object({
    id: z.string().uuid(),
    type: z.string(),
    /** Display name of the type ("Medical Certificate"). */
    documentType: z.string(),
    documentNumber: z.string(),
    expiryDate: z.string(),
    issuingAuthority: z.string(),
  }),
  crewMember: z.object({
    id: z.string().uuid(),
    firstName: z.string(),
    lastName: z.string(),
    phoneNumber: z.string().nullable(),
    email: z.string().nullable(),
  }),
  daysUntilExpiry: z.number().int(),
  severity: ZAlertSeverity,
});
export type TExpiryAlert = z.infer<typeof ZExpiryAlert>;

export const ZAlertSummaryQuery = z.object({
  days: z.coerce.number().int().min(0).max(MAX_ALERT_DAYS).default(30),
});
export const ZAlertSummary = z.object({
  total: z.number().int(),
  ...(Object.fromEntries(SEVERITY_LEVELS.map((s) => [s, z.number().int()])) as Record<
    (typeof SEVERITY_LEVELS)[number],
    z.ZodNumber
  >),
  windows: z.object({ critical: z.number().int(), warning: z.number().int(), info: z.number().int() }),
});
export type TAlertSummary = z.infer<typeof ZAlertSummary>;

export const ZContactRequest = z.object({
  crewMemberId: z.string().uuid("Please select a crew member"),
  subject: z.string().trim().min(1, "Subject is required").max(200),
  message: z.string().trim().min(1, "Message is required").max(5000),
});
export type TContactRequest = z.infer<typeof ZContactRequest>;

export function documentTypeLabel(type: string): string {
  return DOCUMENT_TYPE_LABELS[type as keyof typeof DOCUMENT_TYPE_LABELS] ?? type;
}

/** GET /api/alerts/missing-certificates: crew aboard, or planned to join within `days`, without a current
 * document of a type their rank needs on that vessel. */
/** Missing certificates count for crew aboard and for joins within this many days (alerts, dashboard, digest). */
export const MISSING_CERTIFICATE_DAYS = 90;
export const ZMissingQuery = ZPageQuery.extend({
  days: z.coerce.number().int().min(0).max(365).default(MISSING_CERTIFICATE_DAYS),
  /** Crew name. */
  q: z.string().trim().max(100).optional(),
  /** The missing certificate's type. */
  type: ZDocumentType.optional(),
  /** The vessel they are aboard or joining. */
  vesselId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const ZMissingCertificate = z.object({
  crewMember: z.object({
    id: z.string().uuid(),
    firstName: z.string(),
    lastName: z.string(),
    rank: z.string(),
  }),
  vessel: z.object({ id: z.string().uuid(), name: z.string() }),
  certificateType: z.string(),
  certificateName: z.string(),
  /** aboard: on the vessel now (by the tours; a planned join past its day included); planned: a planned join
   * (a rotation or a crew change) on `from`. */
  reason: z.enum(["aboard", "planned"]),
  from: z.string(),
});
export type TMissingCertificate = z.infer<typeof ZMissingCertificate>;
