// Reliever best match: for a rank on a vessel over a planned tour, the seafarers who could
// relieve, best first, each with the reasons. The server gathers the facts (modules/manning/relievers.ts);
// this rule decides the order:
//   1. a blocker (of the eligibility check for the whole tour, or of a nationality rule the vessel's flag
//      sets for the rank with action "block") excludes the candidate from the ranking: they are listed
//      last, not eligible, with their blockers, so the office sees why they are not offered;
//   2. the same rank comes before the next lower rank (listed as a promotion);
//   3. rested before leave still owed: the leave a tour earns (policy leaveDaysPerMonth per 30 days
//      aboard; MLC A2.4's 2.5 days a month) runs from the last sign-off, and a candidate whose leave ends
//      after the tour's start is ranked lower (less owed first), with "Leave owed: N days" and
//      availableFrom the day the leave is done;
//   4. fewer warnings (eligibility, and a nationality rule with action "warn") come first;
//   5. more tours on this vessel, then on vessels of its type, come first;
//   6. longer ashore since the last sign-off comes first (never aboard counts as longest);
//   7. then by name.
import { z } from "zod";
import { addDays, daysBetween, formatDisplayDate } from "./dates";
import { type TEligibilityIssue, TOUR_END_MESSAGE, ZEligibilityIssue } from "./eligibility";
import { ZIsoDate } from "./iso-date";
import { type NationalityRule, nationalityIssue } from "./nationality-rules";
import { type RankName, ZRank } from "./ranks";

/** The rank a seafarer is promoted from into each rank (same department and level). */
export const PROMOTED_FROM: Partial<Record<RankName, RankName>> = {
  Captain: "Chief Officer",
  "Chief Officer": "Second Officer",
  "Second Officer": "Third Officer",
  Bosun: "Able Seaman",
  "Able Seaman": "Ordinary Seaman",
  "Chief Engineer": "Second Engineer",
  "Second Engineer": "Third Engineer",
  Oiler: "Wiper",
  Cook: "Steward",
};

export interface RelieverFacts {
  crewMemberId: string;
  name: string;
  /** The candidate's own rank. */
  rank: string;
  blockers: TEligibilityIssue[];
  warnings: TEligibilityIssue[];
  toursOnVessel: number;
  toursOnType: number;
  /** The last sign-off before the tour; null: never aboard on record. */
  lastSignOff: string | null;
  /** That last tour's sign-on; null or absent: unknown (aboard since before the records), no leave owed. */
  lastSignOn?: string | null;
  /** The crew record's nationality (absent: not checked against nationality rules). */
  nationality?: string;
}

export interface RankingPolicy {
  /** Leave owed per 30 days aboard (the compliance policy's leaveDaysPerMonth); 0 or absent: not checked. */
  leaveDaysPerMonth?: number;
  /** The vessel's flag's nationality rule for the wanted rank, if any. */
  nationalityRule?: NationalityRule | null;
}

/** Days of leave a tour from `signOn` to `signOff` earns at `perMonth` days per 30 days aboard (whole days,
 * rounded up: leave "not less than" the minimum). */
export function leaveEarned(
  signOn: string | null | undefined,
  signOff: string | null,
  perMonth: number,
): number {
  if (!signOn || !signOff || perMonth <= 0 || signOff <= signOn) return 0;
  return Math.ceil((daysBetween(signOn, signOff) * perMonth) / 30 - 1e-9);
}

export interface Reliever extends RelieverFacts {
  eligible: boolean;
  promotion: boolean;
  /** Free to join (rested) from: the day the leave owed for their last tour is done (their last sign-off
   * when none is owed), or the tour's start when no tour is on record. */
  availableFrom: string;
  /** Leave still owed on the tour's first day (0: rested). */
  leaveOwed: number;
  reasons: string[];
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

function assess(
  c: RelieverFacts,
  rank: string,
  vesselType: string,
  from: string,
  policy: RankingPolicy,
): Reliever {
  const blockers = [...c.blockers];
  const warnings = [...c.warnings];
  const nat = c.nationality === undefined ? null : nationalityIssue(policy.nationalityRule, c.nationality);
  if (nat) (nat.kind === "blocker" ? blockers : warnings).push(nat.issue);
  const promotion = c.rank !== rank;
  const earned = c.lastSignOff ? leaveEarned(c.lastSignOn, c.lastSignOff, policy.leaveDaysPerMonth ?? 0) : 0;
  const availableFrom = c.lastSignOff ? addDays(c.lastSignOff, earned) : from;
  const leaveOwed = Math.max(0, daysBetween(from, availableFrom));
  const eligible = blockers.length === 0;
  const reasons = [
    ...(eligible ? [] : [`Not eligible: ${blockers.map((b) => b.message).join("; ")}`]),
    promotion ? `Promotion from ${c.rank}` : `Same rank (${rank})`,
    ...(leaveOwed
      ? [`Leave owed: ${plural(leaveOwed, "day")} (rested from ${formatDisplayDate(availableFrom)})`]
      : []),
    ...(eligible
      ? [
          warnings.length
            ? `Eligible with ${plural(warnings.length, "warning")}: ${warnings.map((w) => w.message).join("; ")}`
            : "Eligible for the whole tour",
        ]
      : []),
    c.toursOnVessel ? `${plural(c.toursOnVessel, "tour")} on this vessel` : "No tour on this vessel yet",
    `${plural(c.toursOnType, "tour")} on ${vesselType} vessels`,
    c.lastSignOff ? `Ashore since ${formatDisplayDate(c.lastSignOff)}` : "No tour on record",
  ];
  return { ...c, blockers, warnings, eligible, promotion, availableFrom, leaveOwed, reasons };
}

/** The relievers for `rank`, best first (the order of the module header); blocked ones last. */
export function rankRelievers(
  candidates: readonly RelieverFacts[],
  rank: string,
  vesselType: string,
  from: string,
  policy: RankingPolicy = {},
): Reliever[] {
  return candidates
    .map((c) => assess(c, rank, vesselType, from, policy))
    .sort(
      (a, b) =>
        Number(b.eligible) - Number(a.eligible) ||
        Number(a.promotion) - Number(b.promotion) ||
        a.leaveOwed - b.leaveOwed ||
        a.warnings.length - b.warnings.length ||
        b.toursOnVessel - a.toursOnVessel ||
        b.toursOnType - a.toursOnType ||
        (a.lastSignOff ?? "").localeCompare(b.lastSignOff ?? "") ||
        a.name.localeCompare(b.name) ||
        a.crewMemberId.localeCompare(b.crewMemberId),
    );
}

export const ZRelieversQuery = z
  .object({ rank: ZRank, from: ZIsoDate, to: ZIsoDate })
  .refine((q) => q.to >= q.from, { path: ["to"], message: TOUR_END_MESSAGE });
export type TRelieversQuery = z.infer<typeof ZRelieversQuery>;

export const ZReliever = z.object({
  crewMemberId: z.string(),
  name: z.string(),
  rank: z.string(),
  promotion: z.boolean(),
  eligible: z.boolean(),
  blockers: z.array(ZEligibilityIssue),
  warnings: z.array(ZEligibilityIssue),
  reasons: z.array(z.string()),
  availableFrom: z.string(),
  /** Days of leave still owed on the tour's first day (0: rested). */
  leaveOwed: z.number().int(),
  toursOnVessel: z.number().int(),
  toursOnType: z.number().int(),
  lastSignOff: z.string().nullable(),
});
