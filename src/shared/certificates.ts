// The certificate catalogue and its API schemas. The built-in types below are seeded by the certificate
// migrations (the spec's five keep their codes and labels); admins add and edit types through
// /api/certificate-types. A document's `type` is a catalogue code. Every type's regulation, validity and
// revalidation period, and where sources differ the reading chosen: docs/regulations.md, "Certificate
// catalogue and requirements" and "Renewals".
import { z } from "zod";
import { labelledValues } from "./labelled";

export const CERTIFICATE_CATEGORY_LABELS = {
  identity: "Identity and travel",
  competency: "Competency",
  proficiency: "Proficiency",
  medical: "Medical",
  vaccination: "Vaccination",
  other: "Other",
};
export const CERTIFICATE_CATEGORIES = labelledValues(CERTIFICATE_CATEGORY_LABELS);
export type CertificateCategory = (typeof CERTIFICATE_CATEGORIES)[number];

export interface CertificateTypeDef {
  code: string;
  name: string;
  category: CertificateCategory;
  stcwRegulation: string | null;
  /** Typical validity in months (null: no fixed term). */
  validityMonths: number | null;
  needsRevalidation: boolean;
}

const t = (
  code: string,
  name: string,
  category: CertificateCategory,
  stcwRegulation: string | null,
  validityMonths: number | null,
  needsRevalidation = false,
): CertificateTypeDef => ({ code, name, category, stcwRegulation, validityMonths, needsRevalidation });

export const BUILTIN_CERTIFICATE_TYPES = [
  t("passport", "Passport", "identity", null, 120),
  t("cdc", "CDC", "identity", null, 120),
  t("stcw", "STCW", "proficiency", null, 60, true),
  t("medical", "Medical Certificate", "medical", "I/9", 24),
  t("visa", "Visa", "identity", null, null),
  t("coc", "Certificate of Competency", "competency", "II/1–III/6 (by grade)", 60, true),
  t("flag_endorsement", "Flag State Endorsement", "competency", "I/10", 60, true),
  t("flag_endorsement_cra", "Flag Endorsement Receipt of Application", "competency", "I/10 para 5", 3),
  t("rating_nav_watch", "Rating Forming Part of a Navigational Watch", "proficiency", "II/4", null),
  t("able_seafarer_deck", "Able Seafarer Deck", "proficiency", "II/5", null),
  t("rating_engine_watch", "Rating Forming Part of an Engine-Room Watch", "proficiency", "III/4", null),
  t("able_seafarer_engine", "Able Seafarer Engine", "proficiency", "III/5", null),
  t("electro_technical_rating", "Electro-Technical Rating", "proficiency", "III/7", null),
  t("bst", "Basic Safety Training", "proficiency", "VI/1", 60, true),
  t("psc_rb", "Survival Craft and Rescue Boats", "proficiency", "VI/2-1", 60, true),
  t("aff", "Advanced Fire Fighting", "proficiency", "VI/3", 60, true),
  t("mfa", "Medical First Aid", "proficiency", "VI/4-1", null),
  t("medical_care", "Medical Care", "proficiency", "VI/4-2", 60, true),
  t("gmdss", "GMDSS Radio Operator", "competency", "IV/2", 60, true),
  t("ecdis", "ECDIS", "proficiency", "A-II/1 (model course 1.27)", null),
  t("ssa", "Security Awareness", "proficiency", "VI/6", null),
  t("sdsd", "Designated Security Duties", "proficiency", "VI/6 (A-VI/6-2)", null),
  t("sso", "Ship Security Officer", "proficiency", "VI/5", null),
  t("tanker_basic", "Oil and Chemical Tanker Basic", "proficiency", "V/1-1", 60, true),
  t("tanker_advanced_oil", "Oil Tanker Advanced", "proficiency", "V/1-1", 60, true),
  t("tanker_advanced_chemical", "Chemical Tanker Advanced", "proficiency", "V/1-1", 60, true),
  t("gas_basic", "Liquefied Gas Tanker Basic", "proficiency", "V/1-2", 60, true),
  t("gas_advanced", "Liquefied Gas Tanker Advanced", "proficiency", "V/1-2", 60, true),
  t("passenger_familiarisation", "Passenger Ship Emergency Familiarisation", "proficiency", "V/2", null),
  t("passenger_crowd", "Passenger Ship Crowd Management", "proficiency", "V/2", 60, true),
  t("passenger_crisis", "Passenger Ship Crisis Management", "proficiency", "V/2", 60, true),
  t("ships_cook", "Ship's Cook Certificate", "other", "MLC A3.2", null),
  t("yellow_fever", "Yellow Fever Vaccination", "vaccination", null, null),
] as const satisfies readonly CertificateTypeDef[];

export type BuiltinCertificateCode = (typeof BUILTIN_CERTIFICATE_TYPES)[number]["code"];
export const BUILTIN_CERTIFICATE_CODES = BUILTIN_CERTIFICATE_TYPES.map((x) => x.code) as [
  BuiltinCertificateCode,
  ...BuiltinCertificateCode[],
];

/** Types several of which may be current at once, one per issuing state (a visa per country, an
 * endorsement per flag, a seaman's book per state): a renewal supersedes only the older one of the same
 * issuing state (docs/regulations.md, "Renewals"). */
export const PER_STATE_TYPES: readonly string[] = ["visa", "flag_endorsement", "flag_endorsement_cra", "cdc"];

/** Umbrella types a seafarer holds many of at once (the spec's generic "STCW"): a new one never
 * supersedes another. */
export const NEVER_SUPERSEDING_TYPES: readonly string[] = ["stcw"];

/** A new document of the key type also renews the current ones of these types (same issuing state): the
 * flag endorsement replaces the receipt of application that stood for it. */
export const ALSO_RENEWS: Readonly<Record<string, readonly string[]>> = {
  flag_endorsement: ["flag_endorsement_cra"],
};

/** The types whose current documents a new one of `type` renews ([] when it renews none). */
export function typesRenewedBy(type: string): string[] {
  if (NEVER_SUPERSEDING_TYPES.includes(type)) return [];
  return [type, ...(ALSO_RENEWS[type] ?? [])];
}

/** "Never expires": the expiry stored for a certificate recorded without one (the catalogue gives its type
 * no expiry), and a date a user may enter for the same meaning. Nothing lapses, alerts or counts down. */
export const NEVER_EXPIRES = "9999-12-31";

/** A document's expiry as the screens show it: "No expiry" for one that never expires. */
export function expiryLabel(expiryDate: string, format: (date: string) => string): string {
  return expiryDate === NEVER_EXPIRES ? "No expiry" : format(expiryDate);
}

/** Does a document of this catalogue type carry an expiry date? Identity and travel documents always do
 * (a visa has no fixed term but expires); any other type without a validity period is recorded without
 * one (Medical First Aid, Security Awareness, Ship Security Officer, ECDIS, the ratings' certificates...). */
export function typeExpires(type: { category: string; validityMonths: number | null }): boolean {
  return type.validityMonths !== null || type.category === "identity";
}

/** STCW I/10 para 5: a receipt of application for a flag endorsement stands for it at most 3 months from
 * its issue. */
export const CRA_TYPE = "flag_endorsement_cra";
export const CRA_VALIDITY_MONTHS = 3;
export const CRA_TOO_LONG_MESSAGE = "A receipt of application is valid at most 3 months from its issue";
export const EXPIRY_REQUIRED_MESSAGE = "Expiry date is required";

const builtinNames = new Map<string, string>(BUILTIN_CERTIFICATE_TYPES.map((x) => [x.code, x.name]));
/** A built-in type's label; an admin-added type's code reads as itself (the API also sends `typeName`). */
export function certificateTypeLabel(code: string): string {
  return builtinNames.get(code) ?? code;
}

export const CERTIFICATE_CODE = /^[a-z][a-z0-9_]{1,39}$/;
export const UNKNOWN_CERTIFICATE_TYPE_MESSAGE = "Unknown certificate type";
/** A catalogue code in a request; the server checks that it exists (400 "Unknown certificate type"). */
export const ZCertificateCode = z
  .string()
  .trim()
  .regex(CERTIFICATE_CODE, "Use lower-case letters, digits and _ (2–40 characters)");

export const ZCertificateType = z.object({
  code: z.string(),
  name: z.string(),
  category: z.enum(CERTIFICATE_CATEGORIES),
  stcwRegulation: z.string().nullable(),
  validityMonths: z.number().int().nullable(),
  needsRevalidation: z.boolean(),
  builtin: z.boolean(),
});
export type TCertificateType = z.infer<typeof ZCertificateType>;

/** POST /api/certificate-types (admin). */
export const ZCertificateTypeRequest = z.object({
  code: ZCertificateCode,
  name: z.string().trim().min(1, "Name is required").max(120),
  category: z.enum(CERTIFICATE_CATEGORIES, "Choose a category"),
  stcwRegulation: z.string().trim().max(60).nullable().optional(),
  validityMonths: z.number().int().min(1).max(600).nullable().optional(),
  needsRevalidation: z.boolean().default(false),
});
export type TCertificateTypeRequest = z.input<typeof ZCertificateTypeRequest>;
