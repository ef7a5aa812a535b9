// The eligibility rule: may this seafarer sail in this rank on this vessel for every day of the planned
// tour? The server gathers the facts (requirements, documents, policy) and calls checkEligibility; nothing
// else decides eligibility. The rules and their sources (a certificate lapsing before sign-off blocks; the
// medical certificate's grace of MLC A1.2 para 9; the receipt of application of STCW I/10 para 5; "never
// expires"): docs/regulations.md, "Eligibility for the whole tour".
import { z } from "zod";
import { certificateTypeLabel, NEVER_EXPIRES } from "./certificates";
import { addDays, addMonths, daysBetween, formatDisplayDate } from "./dates";
import { ZIsoDate } from "./iso-date";
import { ZRank } from "./ranks";
import {
  COC_TYPE,
  cocStateUnknown,
  endorsementNeeded,
  FLAG_ENDORSEMENT,
  type HeldDocument,
  holdingDocuments,
} from "./required-certificates";
import type { TCompliancePolicy } from "./requirements";

export { craEnd } from "./required-certificates";

export const ELIGIBILITY_CODES = [
  "MISSING",
  "EXPIRED",
  "NOT_YET_VALID",
  "EXPIRES_DURING_TOUR",
  "EXPIRES_WITHIN_BUFFER",
  "FLAG_ENDORSEMENT_MISSING",
  "FLAG_STATE_UNKNOWN",
  "TOUR_TOO_LONG",
  /** A flag state's nationality rule for the rank (reliever ranking, src/shared/nationality-rules.ts). */
  "NATIONALITY_RULE",
] as const;
export type EligibilityCode = (typeof ELIGIBILITY_CODES)[number];

export const ZEligibilityIssue = z.object({
  code: z.enum(ELIGIBILITY_CODES),
  message: z.string(),
  certificateType: z.string().optional(),
  date: z.string().optional(),
});
export type TEligibilityIssue = z.infer<typeof ZEligibilityIssue>;

export const ZEligibility = z.object({
  eligible: z.boolean(),
  /** The last sign-off day (from `from`) for which the tour has no blocker; null: none. */
  eligibleUntil: z.string().nullable(),
  blockers: z.array(ZEligibilityIssue),
  warnings: z.array(ZEligibilityIssue),
});
export type TEligibility = z.infer<typeof ZEligibility>;

export const TOUR_END_MESSAGE = "The tour must end on or after its start";
export const ZEligibilityQuery = z
  .object({ vesselId: z.uuid("Choose a vessel"), rank: ZRank, from: ZIsoDate, to: ZIsoDate })
  .refine((q) => q.to >= q.from, { path: ["to"], message: TOUR_END_MESSAGE });

/** `override: {reason}` on a join rotation or an assignment: saves despite blockers, reason logged. */
export const ZOverride = z.object({
  reason: z.string().trim().min(1, "Give a reason for the override").max(500),
});

/** A document of the seafarer's, renewals included (`current: false`: superseded by one). */
export type EligibilityDocument = HeldDocument;

export interface EligibilityInput {
  from: string;
  to: string;
  vessel: { type: string; flag: string };
  /** Certificate codes required for the rank on this vessel (flag-specific rows already filtered). */
  required: readonly string[];
  documents: readonly EligibilityDocument[];
  policy: TCompliancePolicy;
  typeName?: (code: string) => string;
}

/** The last day from `day` on that the documents cover without a gap (spans are inclusive), or null. */
export function coveredUntil(docs: readonly EligibilityDocument[], day: string): string | null {
  let end: string | null = null;
  for (;;) {
    if (end === NEVER_EXPIRES) return end;
    const need = end ? addDays(end, 1) : day;
    let next: string | null = end;
    for (const d of docs)
      if (d.issueDate <= need && d.expiryDate >= need && (!next || d.expiryDate > next)) next = d.expiryDate;
    if (next === end) return end;
    end = next;
  }
}

/** The last sign-off day whose date − `months` is on or before `end` (the medical grace: a certificate
 * lapsing on `end` carries a tour that ends at most `months` later). */
export function lastSignOffInGrace(end: string, months: number): string {
  let day = addMonths(end, months);
  if (end === NEVER_EXPIRES || day.length > 10) return NEVER_EXPIRES; // past year 9999: never
  while (day < NEVER_EXPIRES && addMonths(addDays(day, 1), -months) <= end) day = addDays(day, 1);
  while (addMonths(day, -months) > end) day = addDays(day, -1);
  return day;
}

/** The medical certificate: the one type a lapse during the tour may be carried to the next port. */
export const MEDICAL_TYPE = "medical";

/** The last sign-off day whose date + `months` is on or before `end`. */
export function lastSignOffFor(end: string, months: number): string {
  let day = addMonths(end, -months);
  // day < end: past the last calculable day the sums stop (dates.ts), so the walk must too
  while (day < end && addMonths(addDays(day, 1), months) <= end) day = addDays(day, 1);
  while (addMonths(day, months) > end) day = addDays(day, -1);
  return day;
}

const fmt = formatDisplayDate;
/** A date past "never expires" (year 10000) is "never expires": date strings compare as text. */
const upTo9999 = (date: string) => (date.length > 10 ? NEVER_EXPIRES : date);

export function checkEligibility(input: EligibilityInput): TEligibility {
  const { from, to, policy } = input;
  const name = input.typeName ?? certificateTypeLabel;
  const blockers: TEligibilityIssue[] = [];
  const warnings: TEligibilityIssue[] = [];
  const limits: string[] = [];
  const maxEnd = upTo9999(addMonths(from, policy.maxTourMonths));
  limits.push(maxEnd);
  if (to > maxEnd)
    blockers.push({
      code: "TOUR_TOO_LONG",
      message: `The tour of ${daysBetween(from, to) + 1} days is longer than the ${policy.maxTourMonths}-month maximum (sign off by ${fmt(maxEnd)})`,
      date: maxEnd,
    });
  for (const code of input.required) {
    // which documents hold the code (renewals included: their spans chain), and whether a current one
    // does, are the one definition's (required-certificates.ts)
    const docs = holdingDocuments(code, input.documents, input.vessel.flag, false);
    const held = holdingDocuments(code, input.documents, input.vessel.flag).length > 0;
    if (code === FLAG_ENDORSEMENT) {
      if (cocStateUnknown(input.documents)) {
        warnings.push({
          code: "FLAG_STATE_UNKNOWN",
          certificateType: code,
          message: `The Certificate of Competency has no issuing state, so the need for a ${input.vessel.flag} endorsement can't be checked`,
        });
        continue;
      }
      if (!endorsementNeeded(input.documents, input.vessel.flag)) continue;
      if (!held) {
        const states = input.documents
          .filter((d) => d.type === COC_TYPE && d.current !== false && d.issuingState)
          .map((d) => d.issuingState);
        blockers.push({
          code: "FLAG_ENDORSEMENT_MISSING",
          certificateType: code,
          message: `No ${input.vessel.flag} flag endorsement: the CoC was issued by ${states.join(", ")}`,
        });
        continue;
      }
    }
    const label = name(code);
    if (!held) {
      blockers.push({ code: "MISSING", certificateType: code, message: `${label} is missing` });
      continue;
    }
    const end = coveredUntil(docs, from);
    if (!end) {
      const before = docs
        .filter((d) => d.expiryDate < from)
        .sort((a, b) => (a.expiryDate < b.expiryDate ? 1 : -1))[0];
      const later = docs
        .filter((d) => d.issueDate > from)
        .sort((a, b) => (a.issueDate < b.issueDate ? -1 : 1))[0];
      blockers.push(
        later
          ? {
              code: "NOT_YET_VALID",
              certificateType: code,
              date: later.issueDate,
              message: `${label} is valid only from ${fmt(later.issueDate)}, after sign-on`,
            }
          : {
              code: "EXPIRED",
              certificateType: code,
              date: before?.expiryDate,
              message: `${label} expired on ${fmt(before?.expiryDate)}, before sign-on`,
            },
      );
      continue;
    }
    if (end === NEVER_EXPIRES) continue; // recorded without an expiry, or "never expires"
    const months = policy.monthsBeyondSignOff[code] ?? 0;
    const action = policy.midTourExpiry[code] ?? policy.midTourExpiryDefault;
    const grace = code === MEDICAL_TYPE && action === "block" ? policy.medicalGraceMonths : 0;
    if (action === "block")
      limits.push(grace ? lastSignOffInGrace(end, grace) : months ? lastSignOffFor(end, months) : end);
    const needed = upTo9999(addMonths(to, months));
    if (end >= needed) continue;
    if (grace && end >= addMonths(to, -grace)) {
      warnings.push({
        code: "EXPIRES_DURING_TOUR",
        certificateType: code,
        date: end,
        message: `${label} expires on ${fmt(end)}, within the last ${grace} months of the tour: book a medical examination at a port before then (MLC A1.2 para 9 allows at most ${grace} months to the next port with a recognised practitioner)`,
      });
      continue;
    }
    const relaxed = action === "warn" ? " (the company policy warns where the regulations block)" : "";
    const issue: TEligibilityIssue =
      end < to
        ? {
            code: "EXPIRES_DURING_TOUR",
            certificateType: code,
            date: end,
            message: `${label} expires on ${fmt(end)}, before sign-off on ${fmt(to)}${relaxed}`,
          }
        : {
            code: "EXPIRES_WITHIN_BUFFER",
            certificateType: code,
            date: end,
            message: `${label} expires on ${fmt(end)}, less than ${months} months after sign-off on ${fmt(to)}`,
          };
    (action === "block" ? blockers : warnings).push(issue);
  }
  const startBlocked = blockers.some(
    (b) =>
      b.code !== "TOUR_TOO_LONG" && b.code !== "EXPIRES_DURING_TOUR" && b.code !== "EXPIRES_WITHIN_BUFFER",
  );
  const until = [...limits].sort()[0];
  return {
    eligible: blockers.length === 0,
    eligibleUntil: startBlocked || until < from ? null : until,
    blockers,
    warnings,
  };
}

/** What ends the stay first in the crew file's "eligible until". */
export type TourLimit = "certificate" | "contract" | "max_tour";

/**
 * How long the seafarer may stay in the rank on the vessel, honestly: the eligibility check's last day
 * from today (the first lapse of a required certificate that blocks), the contract's end and the maximum
 * tour counted from the tour's sign-on (MLC A2.5.1; docs/regulations.md, "Eligibility for the whole
 * tour"), whichever comes first. null: not eligible today.
 */
export function tourEligibleUntil(
  eligibleUntil: string | null,
  tour: { signOn?: string | null; contractEnd?: string | null; maxTourMonths: number },
): { until: string; limit: TourLimit } | null {
  if (!eligibleUntil) return null;
  const limits: { until: string; limit: TourLimit }[] = [{ until: eligibleUntil, limit: "certificate" }];
  if (tour.contractEnd) limits.push({ until: tour.contractEnd, limit: "contract" });
  if (tour.signOn)
    limits.push({ until: upTo9999(addMonths(tour.signOn, tour.maxTourMonths)), limit: "max_tour" });
  return limits.reduce((a, b) => (b.until < a.until ? b : a));
}
