// The planning board: per vessel, its safe-manning positions, the tours touching a date
// range (the one tour source, modules/manning/tours.ts), the manning gaps (src/shared/manning.ts's rule)
// and the crew changes as markers. The board is paged by vessel (ordered by name) so 200 vessels load a
// page at a time; `lanes` packs a rank's tours into the fewest lines for drawing.
import { z } from "zod";
import { CREW_CHANGE_STATUSES } from "./crew-changes";
import { addDays, isValidIsoDate } from "./dates";
import { ZIsoDate } from "./iso-date";
import { type ManningTour, ZManningGap } from "./manning";

export const MAX_BOARD_RANGE_DAYS = 366;
export const BOARD_PAGE_SIZE = 25;
export const BOARD_RANGE_MESSAGE = `Ask for at most ${MAX_BOARD_RANGE_DAYS} days`;

export const ZBoardQuery = z
  .object({
    from: ZIsoDate,
    to: ZIsoDate,
    q: z.string().trim().max(100).optional(),
    /** One vessel only (a manning-gap event or alert opens the board on it). */
    vesselId: z.uuid("Not a valid id").toLowerCase().optional(),
    limit: z.coerce.number().int().min(1).max(100).default(BOARD_PAGE_SIZE),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
  })
  .refine((q) => q.to >= q.from, { path: ["to"], message: "The range must end on or after its start" })
  .refine((q) => !isValidIsoDate(q.from) || q.to <= addDays(q.from, MAX_BOARD_RANGE_DAYS - 1), {
    path: ["to"],
    message: BOARD_RANGE_MESSAGE,
  });
export type TBoardQuery = z.infer<typeof ZBoardQuery>;

export const ZBoardTour = z.object({
  crewMemberId: z.string(),
  name: z.string(),
  rank: z.string(),
  /** null: aboard since before the records start. */
  signOn: z.string().nullable(),
  /** null: no sign-off planned. */
  signOff: z.string().nullable(),
  rotationId: z.string().nullable(),
  /** Planned by an open crew change (not yet signed on): drawn apart from the tours aboard. */
  planned: z.boolean(),
  /** Counted aboard by a planned join whose day has come but is not done: "sign-on not confirmed". */
  signOnNotConfirmed: z.boolean(),
  /** The open crew change that plans it (a planned joiner's); null for a tour aboard. */
  crewChangeId: z.string().nullable(),
});
export type TBoardTour = z.infer<typeof ZBoardTour>;

export const ZBoardVessel = z.object({
  vesselId: z.string(),
  vesselName: z.string(),
  vesselType: z.string(),
  positions: z.array(z.object({ rank: z.string(), count: z.number().int() })),
  tours: z.array(ZBoardTour),
  gaps: z.array(ZManningGap.omit({ vesselId: true, vesselName: true })),
  crewChanges: z.array(
    z.object({ id: z.string(), date: z.string(), port: z.string(), status: z.enum(CREW_CHANGE_STATUSES) }),
  ),
});
export type TBoardVessel = z.infer<typeof ZBoardVessel>;

/**
 * A rank's tours packed into lines (greedy by sign-on: each tour goes on the first line free by the
 * manning day boundary, [signOn, signOff)), at least `min` lines so every required position shows.
 */
export function lanes<T extends ManningTour>(tours: readonly T[], min = 0): T[][] {
  const sorted = [...tours].sort(
    (a, b) =>
      (a.signOn ?? "").localeCompare(b.signOn ?? "") ||
      (a.signOff ?? "\uffff").localeCompare(b.signOff ?? "\uffff"),
  );
  const lines: T[][] = Array.from({ length: min }, () => []);
  for (const t of sorted) {
    const free = lines.find((line) => {
      const last = line[line.length - 1];
      return !last || (last.signOff !== null && t.signOn !== null && last.signOff <= t.signOn);
    });
    if (free) free.push(t);
    else lines.push([t]);
  }
  return lines;
}
