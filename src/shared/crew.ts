// Crew API schemas (spec §3, §5, §7) and the form schemas of the three crew forms: edit, add from the
// dashboard or crew page, add from a vessel dialog.
import { z } from "zod";
import { CONTRACT_END_MESSAGE, ZContractStatus } from "./contracts";
import { addDays, ISO_DATE, isValidIsoDate, todayIn } from "./dates";
import { ZOverride } from "./eligibility";
import { ZIsoDate } from "./iso-date";
import { CREW_STATUSES, DEFAULT_CONTRACT_DAYS } from "./options";
import { ZPageQuery } from "./pagination";
import { ZRank } from "./ranks";

export const ZCrewStatus = z.enum(CREW_STATUSES, "Status must be active, inactive or onLeave");
export type TCrewStatus = z.infer<typeof ZCrewStatus>;

export const DATE_OF_BIRTH_FUTURE_MESSAGE = "Date of birth cannot be in the future";
export const NEW_CONTRACT_DATES_MESSAGE = "Give both contract dates to start a contract";

/** Today where this code runs (browser: the user's zone). The server checks again with app.today(). */
const localToday = () => todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);

// A schema-level `error` would answer every issue, so a 900 KB name would read "... is required": the
// missing/wrong-type message is given only for those issues, and the length says it is too long.
const required = (message: string) =>
  z
    .string({
      error: (issue) => (issue.input === undefined || typeof issue.input !== "string" ? message : undefined),
    })
    .trim()
    .min(1, message)
    .max(100, `${message.replace(/ is required$/, "")} is too long (at most 100 characters)`);

/** A required date of birth: a real calendar date, not in the future. */
export const ZDateOfBirth = z
  .string({ error: "Date of birth is required" })
  .min(1, "Date of birth is required")
  .regex(ISO_DATE, "Use the format yyyy-MM-dd")
  .refine(isValidIsoDate, "Not a real calendar date")
  .refine((d) => d <= localToday(), DATE_OF_BIRTH_FUTURE_MESSAGE);

/** The five fields every crew form requires, with the spec's messages (§5). */
export const crewPersonFields = {
  firstName: required("First name is required"),
  lastName: required("Last name is required"),
  nationality: required("Nationality is required"),
  dateOfBirth: ZDateOfBirth,
  rank: ZRank,
};

const ZOptionalEmail = z.union([z.literal(""), z.email("Enter a valid e-mail address").max(200)]);

export const ZEmergencyContactInput = z.object({
  name: z.string().trim().min(1, "Contact name is required").max(200),
  relationship: z.string().trim().max(50).nullable().optional(),
  phone: z.string().trim().max(50).nullable().optional(),
  email: ZOptionalEmail.nullable().optional(),
});
export type TEmergencyContactInput = z.infer<typeof ZEmergencyContactInput>;

/** The emergency-contact fields of the crew forms: all optional, the contact kept only with a name. */
const ZEmergencyContactForm = z.object({
  name: z.string().trim().max(200).optional(),
  relationship: z.string().trim().max(50).optional(),
  phone: z.string().trim().max(50).optional(),
  email: ZOptionalEmail.optional(),
});

/** Optional fields shared by create and edit ("" and null both mean none). */
const crewOptionalFields = {
  phoneNumber: z.string().trim().max(50).nullable().optional(),
  email: ZOptionalEmail.nullable().optional(),
  emergencyContact: ZEmergencyContactInput.nullable().optional(),
  currentVesselId: z.uuid("Choose a vessel").nullable().optional(),
};

const contractDatesInOrder = (v: { contractStartDate?: string | null; contractEndDate?: string | null }) =>
  !v.contractStartDate || !v.contractEndDate || v.contractEndDate >= v.contractStartDate;

/**
 * POST /api/crew. A contract is created (in the same transaction) only when both contract dates are
 * given; currentVesselId becomes its vessel.
 */
export const ZCrewCreateRequest = z
  .object({
    ...crewPersonFields,
    ...crewOptionalFields,
    status: ZCrewStatus.default("active"),
    contractStartDate: ZIsoDate.nullable().optional(),
    contractEndDate: ZIsoDate.nullable().optional(),
    /** Accepted from the dashboard form; the stored length is computed from the two dates. */
    contractDurationDays: z.number().int().min(1).max(3650).nullable().optional(),
  })
  .refine(contractDatesInOrder, { message: CONTRACT_END_MESSAGE, path: ["contractEndDate"] });
export type TCrewCreateRequest = z.input<typeof ZCrewCreateRequest>;

/**
 * PUT /api/crew/{id}: edit any fields, or send only currentVesselId to assign (uuid) or remove (null).
 * contractStartDate / contractEndDate change the member's active contract in the same transaction
 * (with no active contract, both dates start one on the member's vessel).
 */
export const ZCrewUpdateRequest = z
  .object({
    ...crewPersonFields,
    ...crewOptionalFields,
    status: ZCrewStatus,
    contractStartDate: ZIsoDate,
    contractEndDate: ZIsoDate,
    /** With an assignment the eligibility check blocks: save anyway, the reason in the activity log. */
    override: ZOverride,
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, "Nothing to update")
  .refine(contractDatesInOrder, { message: CONTRACT_END_MESSAGE, path: ["contractEndDate"] });
export type TCrewUpdateRequest = z.input<typeof ZCrewUpdateRequest>;

/** The edit dialog's form (spec §5): the five required fields, status, optional phone/e-mail/vessel. */
export const ZCrewEditForm = z.object({
  ...crewPersonFields,
  status: ZCrewStatus,
  phoneNumber: z.string().trim().max(50).optional(),
  email: ZOptionalEmail.optional(),
  currentVesselId: z.string().optional(), // a vessel id or "none"
  emergencyContact: ZEmergencyContactForm.optional(),
  contractStartDate: z.union([z.literal(""), ZIsoDate]).optional(),
  contractEndDate: z.union([z.literal(""), ZIsoDate]).optional(),
});
export type TCrewEditForm = z.input<typeof ZCrewEditForm>;

/**
 * Add crew from the dashboard or crew page (spec §5): every field optional except status;
 * contractDurationDays a number ≥ 1 (default 90); contractEndDate is read-only, start + duration
 * (contractEndDateFor). The API still requires the five person fields and answers their messages.
 */
export const ZAddCrewForm = z
  .object({
    firstName: z.string().trim().max(100).optional(),
    lastName: z.string().trim().max(100).optional(),
    nationality: z.string().trim().max(100).optional(),
    dateOfBirth: z
      .union([z.literal(""), ZIsoDate.refine((d) => d <= localToday(), DATE_OF_BIRTH_FUTURE_MESSAGE)])
      .optional(),
    rank: z.string().trim().max(100).optional(),
    phoneNumber: z.string().trim().max(50).optional(),
    status: ZCrewStatus,
    currentVesselId: z.string().optional(), // a vessel id or "none" (no assignment)
    emergencyContact: ZEmergencyContactForm.optional(),
    contractStartDate: z.union([z.literal(""), ZIsoDate]).optional(),
    contractDurationDays: z
      .number({ error: "Duration must be a number of days" })
      .int("Duration must be whole days")
      .min(1, "Duration must be at least 1 day")
      .max(3650)
      .default(DEFAULT_CONTRACT_DAYS),
    contractEndDate: z.union([z.literal(""), ZIsoDate]).optional(),
  })
  .refine(contractDatesInOrder, { message: CONTRACT_END_MESSAGE, path: ["contractEndDate"] });
export type TAddCrewForm = z.input<typeof ZAddCrewForm>;

/** The add-crew form's read-only end date: start + duration days; "" until both are usable. */
export function contractEndDateFor(
  startDate: string | null | undefined,
  durationDays: number | null | undefined,
) {
  if (!startDate || !isValidIsoDate(startDate)) return "";
  if (durationDays == null || !Number.isInteger(durationDays) || durationDays < 1) return "";
  return addDays(startDate, durationDays);
}

/** Add crew from a vessel dialog (spec §5): the five person fields required; phone and contact optional. */
export const ZVesselAddCrewForm = z.object({
  ...crewPersonFields,
  phoneNumber: z.string().trim().max(50).optional(),
  emergencyContact: ZEmergencyContactForm.omit({ email: true }).optional(),
});
export type TVesselAddCrewForm = z.input<typeof ZVesselAddCrewForm>;

/** GET /api/crew: q over first+last name, nationality, rank; vesselId (or "none"); status; available. */
export const ZCrewListQuery = ZPageQuery.extend({
  q: z.string().trim().max(200).optional(),
  vesselId: z.union([z.uuid(), z.literal("none")]).optional(),
  status: ZCrewStatus.optional(),
  /** true: only crew with no vessel and status active (the Fleet page's available crew). */
  available: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
});
export type TCrewListQuery = z.infer<typeof ZCrewListQuery>;

export const ZEmergencyContact = z.object({
  name: z.string(),
  relationship: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});

export const ZCrewActiveContract = z.object({
  id: z.uuid(),
  startDate: ZIsoDate,
  endDate: ZIsoDate,
  status: ZContractStatus,
  currency: z.string(),
  salary: z.number(),
});

export const ZCrewMember = z.object({
  id: z.uuid(),
  userId: z.uuid().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  nationality: z.string(),
  dateOfBirth: ZIsoDate,
  rank: z.string(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  emergencyContact: ZEmergencyContact.nullable(),
  currentVesselId: z.uuid().nullable(),
  currentVessel: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  status: ZCrewStatus,
  /** The latest contract with status active, if any (it may have ended: see contractState). */
  activeContract: ZCrewActiveContract.nullable(),
  documentCount: z.number().int(),
  createdAt: z.string(),
});
export type TCrewMember = z.infer<typeof ZCrewMember>;

/** GET /api/crew/stats. expiringContracts: active contracts ending within 30 days (not yet ended). */
export const ZCrewStats = z.object({
  total: z.number().int(),
  active: z.number().int(),
  assigned: z.number().int(),
  onLeave: z.number().int(),
  inactive: z.number().int(),
  expiringContracts: z.number().int(),
});
export type TCrewStats = z.infer<typeof ZCrewStats>;

/** DELETE /api/crew/{id}: what went with the profile. */
export const ZCrewDeleteResponse = z.object({
  message: z.string(),
  contracts: z.number().int(),
  documents: z.number().int(),
  rotations: z.number().int(),
});
export type TCrewDeleteResponse = z.infer<typeof ZCrewDeleteResponse>;
