// Crew API schemas (spec §3, §5, §7) and the form schemas of the three crew forms: edit, add from the
// dashboard or crew page, add from a vessel dialog.
import { z } from "zod";
import { CONTRACT_END_MESSAGE, ZContractStatus, ZCurrency, ZSalary } from "./contracts";
import { ZCountry } from "./countries";
import { addDays, ISO_DATE, isValidIsoDate, todayIn } from "./dates";
import { ZOverride } from "./eligibility";
import { DATE_RANGE_MESSAGE, isDateInRange, ZIsoDate } from "./iso-date";
import { CREW_STATUSES, DEFAULT_CONTRACT_DAYS } from "./options";
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

/**
 * A required date of birth: a real calendar date, not in the future. Each check stops the ones after it,
 * so an empty date says only that it is required ( it also said "Not a real calendar date").
 */
export const ZDateOfBirth = z
  .string({ error: "Date of birth is required" })
  .min(1, { error: "Date of birth is required", abort: true })
  .regex(ISO_DATE, { error: "Use the format yyyy-MM-dd", abort: true })
  .refine(isValidIsoDate, { error: "Not a real calendar date", abort: true })
  .refine(isDateInRange, { error: DATE_RANGE_MESSAGE, abort: true })
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

/**
 * The crew member's own e-mail address (Contact, crew-recipient reminders). Unique among crew members,
 * case-insensitively: two profiles with one address are a duplicate profile or a typo, and each would
 * receive the other's document reminders. "" or null: none.
 */
export const ZCrewEmail = z.string().trim().pipe(ZOptionalEmail);
export const CREW_EMAIL_TAKEN_MESSAGE = "Another crew member already has this e-mail address";

/** The active contract's pay as the crew forms send it (spec §3: salary, currency default USD). */
const contractPayFields = {
  contractSalary: ZSalary,
  contractCurrency: ZCurrency,
};

/** The contract pay fields of the crew forms: a salary ("" or a number) and a currency code. */
const contractPayFormFields = {
  contractSalary: z.union([z.nan(), ZSalary]).optional(),
  contractCurrency: z.union([z.literal(""), ZCurrency]).optional(),
};

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

/** Gender as travel documents print it (ICAO Doc 9303): M, F or X (unspecified). */
export const GENDERS = ["M", "F", "X"] as const;
export const ZGender = z.enum(GENDERS, "Gender is M, F or X");

/** Optional fields shared by create and edit ("" and null both mean none). The identity fields are the
 * crew list's (FAL Form 5): the country of birth is stored as its ISO 3166-1 alpha-3 code. */
const crewOptionalFields = {
  gender: z
    .union([z.literal(""), ZGender])
    .nullable()
    .optional(),
  placeOfBirth: z.string().trim().max(100).nullable().optional(),
  countryOfBirth: z
    .union([z.literal(""), ZCountry])
    .nullable()
    .optional(),
  phoneNumber: z.string().trim().max(50).nullable().optional(),
  email: ZCrewEmail.nullable().optional(),
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
    /** The new contract's pay (default 0 USD); ignored without both contract dates. */
    contractSalary: ZSalary.optional(),
    contractCurrency: ZCurrency.optional(),
  })
  .refine(contractDatesInOrder, { message: CONTRACT_END_MESSAGE, path: ["contractEndDate"] });
export type TCrewCreateRequest = z.input<typeof ZCrewCreateRequest>;

/**
 * PUT /api/crew/{id}: edit any fields, or send only currentVesselId to assign (uuid) or remove (null).
 * contractStartDate / contractEndDate / contractSalary / contractCurrency change the member's active
 * contract in the same transaction (with no active contract, both dates start one on the member's vessel).
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
    ...contractPayFields,
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, "Nothing to update")
  .refine(contractDatesInOrder, { message: CONTRACT_END_MESSAGE, path: ["contractEndDate"] });
export type TCrewUpdateRequest = z.input<typeof ZCrewUpdateRequest>;

/** The edit dialog's form (spec §5): the five required fields, status, optional phone/e-mail/vessel. */
/** The crew list's identity fields as the crew forms hold them ("" = none; the country as typed). */
const identityFormFields = {
  gender: z.union([z.literal(""), ZGender]).optional(),
  placeOfBirth: z.string().trim().max(100).optional(),
  countryOfBirth: z.union([z.literal(""), ZCountry]).optional(),
};

export const ZCrewEditForm = z.object({
  ...crewPersonFields,
  ...identityFormFields,
  status: ZCrewStatus,
  phoneNumber: z.string().trim().max(50).optional(),
  email: ZCrewEmail.optional(),
  currentVesselId: z.string().optional(), // a vessel id or "none"
  emergencyContact: ZEmergencyContactForm.optional(),
  contractStartDate: z.union([z.literal(""), ZIsoDate]).optional(),
  contractEndDate: z.union([z.literal(""), ZIsoDate]).optional(),
  ...contractPayFormFields,
});
export type TCrewEditForm = z.input<typeof ZCrewEditForm>;

/**
 * Add crew from the dashboard or crew page (spec §5): the five person fields the API requires are checked
 * in the form first, with the edit form's messages ( the spec's "all optional" sent an empty
 * form to the server); contractDurationDays a number ≥ 1 (default 90); contractEndDate is read-only,
 * start + duration (contractEndDateFor).
 */
export const ZAddCrewForm = z
  .object({
    ...crewPersonFields,
    ...identityFormFields,
    phoneNumber: z.string().trim().max(50).optional(),
    email: ZCrewEmail.optional(),
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
    ...contractPayFormFields,
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
  email: ZCrewEmail.optional(),
  emergencyContact: ZEmergencyContactForm.omit({ email: true }).optional(),
});
export type TVesselAddCrewForm = z.input<typeof ZVesselAddCrewForm>;

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
  gender: ZGender.nullable(),
  placeOfBirth: z.string().nullable(),
  countryOfBirth: z.string().nullable(),
  rank: z.string(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  emergencyContact: ZEmergencyContact.nullable(),
  currentVesselId: z.uuid().nullable(),
  /** The vessel aboard today by the seafarer's tours (the one "aboard" rule; null: ashore). */
  currentVessel: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  status: ZCrewStatus,
  /** The latest contract with status active, if any (it may have ended: see contractState). */
  activeContract: ZCrewActiveContract.nullable(),
  documentCount: z.number().int(),
  createdAt: z.string(),
  /** Aboard by a planned tour whose sign-on day has come but is not done: "sign-on not confirmed". */
  signOnNotConfirmed: z.boolean().optional(),
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
