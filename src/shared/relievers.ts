// Reliever best match (issue 20 item 4): for a rank on a vessel over a planned tour, the seafarers who could
// relieve, best first, each with the reasons. The server gathers the facts (modules/manning/relievers.ts);
// this rule decides who is listed and in which order:
//   1. a blocker of the eligibility check for the whole tour excludes the candidate;
//   2. the same rank comes before the next lower rank (listed as a promotion);
//   3. fewer eligibility warnings come first;
//   4. more tours on this vessel, then on vessels of its type, come first;
//   5. longer ashore since the last sign-off comes first (rested; never aboard counts as longest);
//   6. then by name.
import { z } from "zod";
import { formatDisplayDate } from "./dates";
import { type TEligibilityIssue, TOUR_END_MESSAGE, ZEligibilityIssue } from "./eligibility";
import { ZIsoDate } from "./iso-date";
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
}

export interface Reliever extends RelieverFacts {
  eligible: boolean;
  promotion: boolean;
  /** Ashore (free to join) since: their last sign-off day, or the tour's start when none is on record. */
  availableFrom: string;
  reasons: string[];
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The listed relievers for `rank`, best first (the order of the module header). */
export function rankRelievers(
  candidates: readonly RelieverFacts[],
  rank: string,
  vesselType: string,
  from: string,
): Reliever[] {
  return candidates
    .filter((c) => c.blockers.length === 0)
    .map((c) => {
      const promotion = c.rank !== rank;
      const reasons = [
        promotion ? `Promotion from ${c.rank}` : `Same rank (${rank})`,
        c.warnings.length
          ? `Eligible with ${plural(c.warnings.length, "warning")}: ${c.warnings.map((w) => w.message).join("; ")}`
          : "Eligible for the whole tour",
        c.toursOnVessel ? `${plural(c.toursOnVessel, "tour")} on this vessel` : "No tour on this vessel yet",
        `${plural(c.toursOnType, "tour")} on ${vesselType} vessels`,
        c.lastSignOff ? `Ashore since ${formatDisplayDate(c.lastSignOff)}` : "No tour on record",
      ];
      return { ...c, eligible: true, promotion, availableFrom: c.lastSignOff ?? from, reasons };
    })
    .sort(
      (a, b) =>
        Number(a.promotion) - Number(b.promotion) ||
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
  toursOnVessel: z.number().int(),
  toursOnType: z.number().int(),
  lastSignOff: z.string().nullable(),
});
