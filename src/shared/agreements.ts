// Seafarer employment agreements (MLC Standard A2.1, docs/regulations.md "Wages and the employment
// agreement"): the particulars of A2.1 para 4 an agreement holds, the checklist of those missing, and its
// states: draft → signed by the seafarer → signed by the company. A signed version is never edited.
import { z } from "zod";
import { ZIsoDate } from "./iso-date";

/** The particulars of A2.1 para 4, in its order, with the label the checklist and the PDF show. */
export const AGREEMENT_PARTICULARS = {
  seafarerName: "Seafarer's full name (4(a))",
  dateOfBirth: "Date of birth (4(a))",
  placeOfBirth: "Place of birth (4(a))",
  shipownerName: "Shipowner's name (4(b))",
  shipownerAddress: "Shipowner's address (4(b))",
  placeOfAgreement: "Place where the agreement is entered into (4(c))",
  agreementDate: "Date of the agreement (4(c))",
  capacity: "Capacity in which the seafarer is employed (4(d))",
  wages: "Wages or the formula for them (4(e))",
  paidLeave: "Paid annual leave or its formula (4(f))",
  termination: "Termination and its conditions, notice at least 7 days (4(g), A2.1 para 5)",
  healthBenefits: "Health and social security protection benefits (4(h))",
  repatriation: "Repatriation entitlement (4(i))",
  collectiveAgreement: "Collective bargaining agreement, where one applies (4(j))",
} as const;
export type AgreementParticular = keyof typeof AGREEMENT_PARTICULARS;
/** Only where one applies: never missing. */
export const OPTIONAL_PARTICULARS: readonly AgreementParticular[] = ["collectiveAgreement"];

export type AgreementParticulars = Record<AgreementParticular, string | null>;

/** The particulars that are missing (empty), in A2.1 para 4's order. */
export function missingParticulars(p: AgreementParticulars): AgreementParticular[] {
  return (Object.keys(AGREEMENT_PARTICULARS) as AgreementParticular[]).filter(
    (k) => !OPTIONAL_PARTICULARS.includes(k) && !p[k]?.trim(),
  );
}

export const AGREEMENT_STATES = ["draft", "seafarer_signed", "signed"] as const;

export const ZAgreement = z.object({
  contractId: z.string(),
  crewMemberId: z.string(),
  version: z.number().int(),
  state: z.enum(AGREEMENT_STATES),
  particulars: z.record(z.string(), z.string().nullable()),
  missing: z.array(z.string()),
  seafarerSignedAt: z.string().nullable(),
  companySignedAt: z.string().nullable(),
});
export type TAgreement = z.infer<typeof ZAgreement>;

/** What the office enters on a draft (the rest comes from the crew record, contract, scale, settings). */
export const ZAgreementDraftRequest = z.object({
  placeOfBirth: z.string().trim().min(1).max(200).optional(),
  placeOfAgreement: z.string().trim().min(1).max(200).optional(),
  agreementDate: ZIsoDate.optional(),
});
export type TAgreementDraftRequest = z.infer<typeof ZAgreementDraftRequest>;

export const ZCompanyParticulars = z.object({
  shipownerName: z.string().trim().min(1, "Name the shipowner").max(200),
  shipownerAddress: z.string().trim().min(1, "Give the shipowner's address").max(500),
  paidLeave: z.string().trim().min(1).max(500),
  noticeDays: z.number().int().min(7, "At least 7 days' notice (MLC A2.1 para 5)").max(365),
  healthBenefits: z.string().trim().min(1).max(500),
  repatriation: z.string().trim().min(1).max(500),
});
export type TCompanyParticulars = z.infer<typeof ZCompanyParticulars>;
