// Safe manning (REGULATIONS.md §4): a vessel's minimum number of seafarers by rank, and the
// manning gaps: the days on which fewer seafarers of a rank are aboard (or planned) than the Safe Manning
// Document requires.
//
// THE DAY BOUNDARY. A tour counts on every calendar day from its sign-on day up to, but not including,
// its sign-off day: the half-open range [signOn, signOff). The sign-off day belongs to the relief, so a
// seafarer signing off on day D and a relief signing on on day D cover D with one head (never zero,
// never two), and a seafarer signing off on D with nobody joining leaves the rank short from D on. A tour
// with no sign-on (aboard since before the records start) counts from the start of any range; one with no
// sign-off counts to the end of any range; a tour signing off on its sign-on day counts on no day.
// Gaps are inclusive date ranges [from, to] of days, each with one `planned` head count below `required`.
import { z } from "zod";
import { addDays, isValidIsoDate } from "./dates";
import { ZIsoDate } from "./iso-date";
import { RANK_NAMES, ZRank } from "./ranks";

export interface ManningTour {
  rank: string;
  /** First day aboard; null: aboard since before any range asked about. */
  signOn: string | null;
  /** The day the seafarer leaves (not counted); null: no sign-off planned. */
  signOff: string | null;
}

export interface ManningPosition {
  rank: string;
  count: number;
}

export interface ManningGap {
  rank: string;
  from: string;
  to: string;
  required: number;
  planned: number;
}

const rankOrder = new Map<string, number>(RANK_NAMES.map((n, i) => [n, i]));
const byRank = (a: string, b: string) =>
  (rankOrder.get(a) ?? RANK_NAMES.length) - (rankOrder.get(b) ?? RANK_NAMES.length) || a.localeCompare(b);

/** The days of [from, to] (inclusive) on which fewer tours of a rank are aboard than required, as runs
 * of consecutive days with the same head count; ordered by the rank catalogue, then by date. */
export function manningGaps(
  tours: readonly ManningTour[],
  positions: readonly ManningPosition[],
  from: string,
  to: string,
): ManningGap[] {
  if (to < from) return [];
  const end = addDays(to, 1); // the first day after the range
  const byRankTours = new Map<string, ManningTour[]>();
  for (const t of tours) {
    const list = byRankTours.get(t.rank);
    if (list) list.push(t);
    else byRankTours.set(t.rank, [t]);
  }
  // runs with an exclusive end (`until`), turned into inclusive `to` dates once at the end
  const runs: (Omit<ManningGap, "to"> & { until: string })[] = [];
  for (const { rank, count: required } of [...positions].sort((a, b) => byRank(a.rank, b.rank))) {
    if (required <= 0) continue;
    const deltas = new Map<string, number>([[from, 0]]);
    for (const t of byRankTours.get(rank) ?? []) {
      const on = t.signOn && t.signOn > from ? t.signOn : from;
      const off = t.signOff && t.signOff < end ? t.signOff : end;
      if (on >= off) continue;
      deltas.set(on, (deltas.get(on) ?? 0) + 1);
      deltas.set(off, (deltas.get(off) ?? 0) - 1);
    }
    const days = [...deltas.keys()].filter((d) => d < end).sort();
    let planned = 0;
    for (let i = 0; i < days.length; i++) {
      planned += deltas.get(days[i]) ?? 0;
      if (planned >= required) continue;
      const until = i + 1 < days.length ? days[i + 1] : end;
      const prev = runs[runs.length - 1];
      if (prev && prev.rank === rank && prev.planned === planned && prev.until === days[i])
        prev.until = until;
      else runs.push({ rank, from: days[i], until, required, planned });
    }
  }
  return runs.map(({ until, ...run }) => ({ ...run, to: addDays(until, -1) }));
}

/** How many tours of each rank count on `day` (the same boundary as manningGaps). */
export function headCountOn(tours: readonly ManningTour[], day: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of tours) {
    if ((t.signOn === null || t.signOn <= day) && (t.signOff === null || t.signOff > day)) {
      counts.set(t.rank, (counts.get(t.rank) ?? 0) + 1);
    }
  }
  return counts;
}

/** REGULATIONS.md §4's example Safe Manning Document (a cargo ship); the large dataset gives every vessel it. */
export const EXAMPLE_SAFE_MANNING: readonly ManningPosition[] = [
  { rank: "Captain", count: 1 },
  { rank: "Chief Officer", count: 1 },
  { rank: "Second Officer", count: 1 },
  { rank: "Third Officer", count: 1 },
  { rank: "Chief Engineer", count: 1 },
  { rank: "Second Engineer", count: 1 },
  { rank: "Third Engineer", count: 1 },
  { rank: "Able Seaman", count: 3 },
  { rank: "Oiler", count: 2 },
  { rank: "Cook", count: 1 },
];

export const DUPLICATE_POSITION_MESSAGE = "Each rank appears once";
export const MAX_GAP_RANGE_DAYS = 731;

/** PUT /api/vessels/:id/safe-manning: the Safe Manning Document's validity and minimum by rank. */
export const ZSafeManningRequest = z.object({
  validUntil: ZIsoDate.nullable().optional(),
  positions: z
    .array(
      z.object({
        rank: ZRank,
        count: z.number().int("Whole seafarers only").min(0, "A count can't be below zero").max(99),
      }),
    )
    .max(RANK_NAMES.length)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((p, i) => {
        if (seen.has(p.rank))
          ctx.addIssue({ code: "custom", path: [i, "rank"], message: DUPLICATE_POSITION_MESSAGE });
        seen.add(p.rank);
      });
    }),
});
export type TSafeManningRequest = z.infer<typeof ZSafeManningRequest>;

export const ZSafeManning = z.object({
  vesselId: z.string(),
  validUntil: z.string().nullable(),
  positions: z.array(z.object({ rank: z.string(), count: z.number().int() })),
  updatedAt: z.string().nullable(),
});
export type TSafeManning = z.infer<typeof ZSafeManning>;

export const GAP_RANGE_MESSAGE = `Ask for at most ${MAX_GAP_RANGE_DAYS} days`;
export const ZManningGapsQuery = z
  .object({ from: ZIsoDate, to: ZIsoDate, vesselId: z.uuid("Not a valid id").toLowerCase().optional() })
  .refine((q) => q.to >= q.from, { path: ["to"], message: "The range must end on or after its start" })
  .refine((q) => !isValidIsoDate(q.from) || q.to <= addDays(q.from, MAX_GAP_RANGE_DAYS - 1), {
    path: ["to"],
    message: GAP_RANGE_MESSAGE,
  });
export type TManningGapsQuery = z.infer<typeof ZManningGapsQuery>;

export const ZManningGap = z.object({
  vesselId: z.string(),
  vesselName: z.string(),
  rank: z.string(),
  from: z.string(),
  to: z.string(),
  required: z.number().int(),
  planned: z.number().int(),
});
export type TManningGap = z.infer<typeof ZManningGap>;
