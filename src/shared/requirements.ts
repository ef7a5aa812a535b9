// Certificate requirements by rank × vessel type (× flag) and the company's compliance policy.
// DEFAULT_REQUIREMENTS is what the certificate migrations seed (docs/regulations.md, "Certificate catalogue
// and requirements"); admins edit the table.
import { z } from "zod";
import { ZCertificateCode } from "./certificates";
import { FLAG_STATES, VESSEL_TYPES } from "./options";
import { RANK_CATALOGUE, type Rank, ZRank } from "./ranks";

export const ZVesselType = z.enum(VESSEL_TYPES, "Choose a vessel type from the list");
/** STCW V/2: passenger ships and ro-ro passenger ships (ferries). */
const PASSENGER_TYPES: readonly string[] = ["Ferry", "Cruise Ship", "Passenger Ship"];
/** STCW V/1-1 and V/1-2: the cargo courses by vessel type, basic then advanced. */
const TANKER_COURSES: Readonly<Record<string, readonly [string, string]>> = {
  Tanker: ["tanker_basic", "tanker_advanced_oil"],
  "Chemical Tanker": ["tanker_basic", "tanker_advanced_chemical"],
  "LNG Carrier": ["gas_basic", "gas_advanced"],
  "LPG Carrier": ["gas_basic", "gas_advanced"],
};
/** A rating's certificate of proficiency by the STCW regulation its rank sails on. */
const RATING_CERTIFICATES: Readonly<Record<string, string>> = {
  "II/4": "rating_nav_watch",
  "II/5": "able_seafarer_deck",
  "III/4": "rating_engine_watch",
  "III/5": "able_seafarer_engine",
  "III/7": "electro_technical_rating",
};

/** The certificate codes the regulations give a rank on a vessel type (docs/regulations.md, "Certificate
 * catalogue and requirements"). flag_endorsement is conditional: needed only when the vessel's flag differs
 * from the CoC's issuing state. */
export function defaultRequiredCodes(rank: Rank, vesselType: string): string[] {
  const codes = ["passport", "cdc", "medical", "bst"];
  const officer = rank.level === "officer";
  const deckOfficer = rank.department === "deck" && officer;
  const engineer = rank.department === "engine" && officer;
  // VI/6: designated security duties for the deck ratings (gangway and security watches), awareness for
  // everyone else.
  codes.push(rank.department === "deck" && !officer ? "sdsd" : "ssa");
  if (deckOfficer) codes.push("coc", "flag_endorsement", "gmdss", "ecdis", "mfa", "psc_rb", "aff");
  if (engineer) codes.push("coc", "flag_endorsement", "psc_rb", "aff");
  if (rank.name === "Captain" || rank.name === "Chief Officer") codes.push("medical_care");
  const rating = !officer && rank.capacity ? RATING_CERTIFICATES[rank.capacity.regulation] : undefined;
  if (rating) codes.push(rating);
  if (rank.department === "catering" && rank.name === "Cook") codes.push("ships_cook");
  // V/1-1, V/1-2: only for ranks with cargo duties (deck and engine), advanced for the senior officers.
  const courses = TANKER_COURSES[vesselType];
  if (courses && rank.department !== "catering") {
    codes.push(courses[0]);
    if (rank.senior) codes.push(courses[1]);
  }
  // V/2: familiarisation and crowd management for everyone aboard, crisis management for the senior.
  if (PASSENGER_TYPES.includes(vesselType)) {
    codes.push("passenger_familiarisation", "passenger_crowd");
    if (rank.senior) codes.push("passenger_crisis");
  }
  return codes;
}

export interface RequirementRow {
  rank: string;
  vesselType: string;
  certificateType: string;
  flag?: string | null;
}

export const DEFAULT_REQUIREMENTS: RequirementRow[] = RANK_CATALOGUE.flatMap((rank) =>
  VESSEL_TYPES.flatMap((vesselType) =>
    defaultRequiredCodes(rank, vesselType).map((certificateType) => ({
      rank: rank.name,
      vesselType,
      certificateType,
    })),
  ),
);

export const ZRequirement = z.object({
  rank: z.string(),
  vesselType: z.string(),
  certificateType: z.string(),
  /** Only for vessels of this flag; absent: every flag. */
  flag: z.string().optional(),
});
export type TRequirement = z.infer<typeof ZRequirement>;

export const ZRequirementsQuery = z.object({ rank: ZRank.optional(), vesselType: ZVesselType.optional() });

/** PUT /api/requirements (admin): replaces the rows of one rank and vessel type. */
export const ZRequirementsPut = z.object({
  rank: ZRank,
  vesselType: ZVesselType,
  requirements: z
    .array(
      z.object({
        certificateType: ZCertificateCode,
        flag: z.enum(FLAG_STATES, "Choose a flag from the list").nullable().optional(),
      }),
    )
    .max(100),
});
export type TRequirementsPut = z.input<typeof ZRequirementsPut>;

// ---- company policy (item 4) ----

/** MLC A2.4 (docs/regulations.md, "Eligibility for the whole tour"): paid annual leave of at least 2.5 calendar days per month of service. */
export const MLC_LEAVE_DAYS_PER_MONTH = 2.5;

export const MID_TOUR_ACTIONS = ["block", "warn"] as const;
export type MidTourAction = (typeof MID_TOUR_ACTIONS)[number];

export const ZCompliancePolicy = z.object({
  /** MLC A2.4/A2.5.1: 11 months is the effective maximum tour. */
  maxTourMonths: z.number().int().min(1).max(24),
  /** Months a document must stay valid beyond the planned sign-off, per type (passport: 6). */
  monthsBeyondSignOff: z.record(ZCertificateCode, z.number().int().min(0).max(24)),
  /** What a document expiring before sign-off does, per type; other types: midTourExpiryDefault. */
  midTourExpiry: z.record(ZCertificateCode, z.enum(MID_TOUR_ACTIONS)),
  midTourExpiryDefault: z.enum(MID_TOUR_ACTIONS),
  /** MLC A1.2 para 9: a medical certificate lapsing in the course of a voyage stays in force to the next
   * port with a recognised practitioner, at most 3 months. With "block" for the medical certificate, one
   * lapsing within this many months before sign-off only warns. 0: no grace. Absent in a request: 3. */
  medicalGraceMonths: z.number().int().min(0).max(3, "MLC A1.2 allows at most 3 months").default(3),
  /** Leave owed after a tour, in days per 30 days aboard (MLC A2.4: at least 2.5 days per month of service,
   * not to be waived); a reliever still on it is ranked lower. 0: leave is not checked. Absent in
   * a request: MLC's 2.5. */
  leaveDaysPerMonth: z
    .number()
    .min(0, "Leave can't be below zero")
    .max(30, "At most 30 days per month")
    .default(MLC_LEAVE_DAYS_PER_MONTH),
});
export type TCompliancePolicy = z.infer<typeof ZCompliancePolicy>;
/** What PUT /api/compliance-policy takes (leaveDaysPerMonth may be left out). */
export type TCompliancePolicyInput = z.input<typeof ZCompliancePolicy>;

/** The regulations' defaults (docs/regulations.md, "Eligibility for the whole tour"): every required
 * certificate valid to the planned sign-off, the medical certificate with MLC A1.2 para 9's grace. A
 * company may relax a type to "warn"; the eligibility answer then says so. */
export const DEFAULT_COMPLIANCE_POLICY: TCompliancePolicy = {
  maxTourMonths: 11,
  monthsBeyondSignOff: { passport: 6 },
  midTourExpiry: {},
  midTourExpiryDefault: "block",
  medicalGraceMonths: 3,
  leaveDaysPerMonth: MLC_LEAVE_DAYS_PER_MONTH,
};

export const ZCompliancePolicyResponse = ZCompliancePolicy.extend({ updatedAt: z.string().nullable() });
export type TCompliancePolicyResponse = z.infer<typeof ZCompliancePolicyResponse>;
