// The inspection pack of a vessel (one PDF for the port-state inspector): the crew list, each seafarer's
// required certificates (the compliance matrix row, with numbers and expiry dates), their records of hours
// of rest for the months asked, and the table of shipboard working arrangements (MLC 2006 Standard A2.3
// para 10, the IMO/ILO model format) from the vessel's schedule by position, kept here.
import { z } from "zod";
import { ZIsoDate } from "./iso-date";
import { ZRank } from "./ranks";

const ZHours = z.string().trim().max(100, "At most 100 characters").nullish();

/** One position's line of the table (hours as written on board, e.g. "00-04, 12-16"). */
export const ZWorkingArrangement = z.object({
  rank: ZRank,
  seaWatch: ZHours,
  seaOther: ZHours,
  portWatch: ZHours,
  portOther: ZHours,
  comments: z.string().trim().max(300).nullish(),
});
export type TWorkingArrangementInput = z.input<typeof ZWorkingArrangement>;

/** The model table's hours columns, as the screen and the pack's PDF name them. */
export const WORKING_ARRANGEMENT_HOURS = [
  { key: "seaWatch", label: "At sea: watchkeeping (from-to)" },
  { key: "seaOther", label: "At sea: other duties (from-to)" },
  { key: "portWatch", label: "In port: watchkeeping (from-to)" },
  { key: "portOther", label: "In port: other duties (from-to)" },
] as const;
export type WorkingArrangementHours = (typeof WORKING_ARRANGEMENT_HOURS)[number]["key"];

export const DUPLICATE_POSITION_MESSAGE = "Each position appears once";
export const NO_HOURS_MESSAGE = "Give this position's hours at sea or in port";
/** PUT /api/vessels/{id}/working-arrangements: the whole table, by the office or the master. */
export const ZWorkingArrangementsRequest = z
  .object({ positions: z.array(ZWorkingArrangement).max(60) })
  .superRefine((v, ctx) => {
    v.positions.forEach((p, i) => {
      if (v.positions.findIndex((q) => q.rank === p.rank) < i)
        ctx.addIssue({ code: "custom", path: ["positions", i, "rank"], message: DUPLICATE_POSITION_MESSAGE });
      if (!WORKING_ARRANGEMENT_HOURS.some((h) => p[h.key]))
        ctx.addIssue({ code: "custom", path: ["positions", i, "seaWatch"], message: NO_HOURS_MESSAGE });
    });
  });
export type TWorkingArrangementsRequest = z.input<typeof ZWorkingArrangementsRequest>;

export const ZWorkingArrangements = z.object({
  positions: z.array(
    z.object({
      rank: z.string(),
      seaWatch: z.string().nullable(),
      seaOther: z.string().nullable(),
      portWatch: z.string().nullable(),
      portOther: z.string().nullable(),
      comments: z.string().nullable(),
    }),
  ),
});
export type TWorkingArrangements = z.infer<typeof ZWorkingArrangements>;

export const MAX_PACK_MONTHS = 3;
/** GET /api/vessels/{id}/inspection-pack: the crew on the date (default today) and the months of rest
 * records before it (the date's month and the ones before, 1 to 3). */
export const ZInspectionPackQuery = z.object({
  date: ZIsoDate.optional(),
  months: z.coerce
    .number({ error: `Months is 1 to ${MAX_PACK_MONTHS}` })
    .int(`Months is 1 to ${MAX_PACK_MONTHS}`)
    .min(1, `Months is 1 to ${MAX_PACK_MONTHS}`)
    .max(MAX_PACK_MONTHS, `Months is 1 to ${MAX_PACK_MONTHS}`)
    .default(1),
});
export type TInspectionPackQuery = z.infer<typeof ZInspectionPackQuery>;

/** The months (yyyy-MM) of a pack: the date's month and the `n - 1` before it, oldest first. */
export function packMonths(date: string, n: number): string[] {
  const [y, m] = date.split("-").map(Number);
  return Array.from({ length: n }, (_, i) => {
    const k = y * 12 + (m - 1) - (n - 1 - i);
    return `${Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, "0")}`;
  });
}
