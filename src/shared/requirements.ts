// Certificate requirements by rank × vessel type (× flag), issue 19 item 3, and the company policy of
// item 4. DEFAULT_REQUIREMENTS is what migration 0007 seeded (REGULATIONS.md §2); admins edit the table.
import { z } from "zod";
import { ZCertificateCode } from "./certificates";
import { FLAG_STATES, VESSEL_TYPES } from "./options";
import { RANK_CATALOGUE, type Rank, ZRank } from "./ranks";

export const ZVesselType = z.enum(VESSEL_TYPES, "Choose a vessel type from the list");
const PASSENGER_TYPES: readonly string[] = ["Ferry", "Cruise Ship", "Passenger Ship"];

/** The certificate codes REGULATIONS.md §2 gives a rank on a vessel type (flag_endorsement is
 * conditional: needed only when the vessel's flag differs from the CoC's issuing state). */
export function defaultRequiredCodes(rank: Rank, vesselType: string): string[] {
  const codes = ["passport", "cdc", "medical", "bst", "ssa"];
  const deckOfficer = rank.department === "deck" && rank.level === "officer";
  const engineer = rank.department === "engine" && rank.level === "officer";
  if (deckOfficer) codes.push("coc", "flag_endorsement", "gmdss", "ecdis", "mfa", "psc_rb", "aff");
  if (engineer) codes.push("coc", "flag_endorsement", "psc_rb", "aff");
  if (rank.name === "Captain" || rank.name === "Chief Officer") codes.push("medical_care");
  if (vesselType === "Tanker") {
    codes.push("tanker_basic");
    if (rank.senior) codes.push("tanker_advanced_oil");
  }
  if (PASSENGER_TYPES.includes(vesselType) && rank.senior) codes.push("passenger_crowd", "passenger_crisis");
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

/** MLC A2.4 (REGULATIONS.md §4): paid annual leave of at least 2.5 calendar days per month of service. */
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
  /** Leave owed after a tour, in days per 30 days aboard (MLC A2.4: at least 2.5 days per month of service,
   * not to be waived); a reliever still on it is ranked lower (issue 20). 0: leave is not checked. Absent in
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

export const DEFAULT_COMPLIANCE_POLICY: TCompliancePolicy = {
  maxTourMonths: 11,
  monthsBeyondSignOff: { passport: 6 },
  midTourExpiry: { passport: "block", cdc: "block", visa: "block", coc: "block", flag_endorsement: "block" },
  midTourExpiryDefault: "warn",
  leaveDaysPerMonth: MLC_LEAVE_DAYS_PER_MONTH,
};

export const ZCompliancePolicyResponse = ZCompliancePolicy.extend({ updatedAt: z.string().nullable() });
export type TCompliancePolicyResponse = z.infer<typeof ZCompliancePolicyResponse>;
