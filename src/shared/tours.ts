// A seafarer's tours: the one stored source of time aboard, read by the fleet timeline
// (GET /api/manning/tours), the planning board, manning gaps, relievers and crew changes. A tour counts from
// its sign-on day up to, not including, its sign-off day (src/shared/manning.ts's day boundary).
import { z } from "zod";
import { addDays, isValidIsoDate } from "./dates";
import { ZIsoDate } from "./iso-date";
import { ZPageQuery } from "./pagination";
import { ZRank } from "./ranks";

export const MAX_TOUR_RANGE_DAYS = 366;

/** A tour's state: planned (a crew change or rotation not yet done), aboard (signed on), completed,
 * cancelled (counts nowhere). A planned tour whose sign-on day has come counts aboard, flagged "sign-on
 * not confirmed" until it is (docs/ARCHITECTURE.md "Tours"). */
export const TOUR_STATES = ["planned", "aboard", "completed", "cancelled"] as const;
export type TourState = (typeof TOUR_STATES)[number];
export const SIGN_ON_NOT_CONFIRMED = "Sign-on not confirmed";

export const ZToursQuery = ZPageQuery.extend({
  from: ZIsoDate,
  to: ZIsoDate,
  vesselId: z.uuid().optional(),
  rank: ZRank.optional(),
})
  .refine((q) => q.to >= q.from, { path: ["to"], message: "The range must end on or after its start" })
  .refine((q) => !isValidIsoDate(q.from) || q.to <= addDays(q.from, MAX_TOUR_RANGE_DAYS - 1), {
    path: ["to"],
    message: `Ask for at most ${MAX_TOUR_RANGE_DAYS} days`,
  });
export type TToursQuery = z.infer<typeof ZToursQuery>;

export const ZTour = z.object({
  id: z.string(),
  crewMemberId: z.string(),
  name: z.string(),
  rank: z.string(),
  vesselId: z.string(),
  vesselName: z.string(),
  /** null: aboard since before the records start. */
  signOn: z.string().nullable(),
  plannedSignOff: z.string().nullable(),
  actualSignOff: z.string().nullable(),
  /** The day the tour ends as counted (actual, else planned; an assignment past its contract stays open). */
  signOff: z.string().nullable(),
  /** The rotation this tour is; null: the assignment's own tour or a planned crew change's. */
  rotationId: z.string().nullable(),
  state: z.enum(TOUR_STATES),
  /** Planned, and its sign-on day has come: counted aboard, "sign-on not confirmed". */
  signOnNotConfirmed: z.boolean(),
});
export type TTour = z.infer<typeof ZTour>;

/** How far back a seafarer's own list reaches (their tours and crew changes before are history). */
export const MY_TOURS_PAST_DAYS = 365;

export const ZMyCrewChange = z.object({
  id: z.string(),
  vesselId: z.string(),
  vesselName: z.string(),
  port: z.string(),
  portLocode: z.string().nullable(),
  date: z.string(),
  status: z.string(),
  direction: z.enum(["on", "off"]),
  rank: z.string().nullable(),
  travelNotes: z.string().nullable(),
});
export type TMyCrewChange = z.infer<typeof ZMyCrewChange>;

/** GET /api/crew/{id}/tours: one seafarer's tours and crew changes, the last year's and those ahead. */
export const ZCrewTours = z.object({
  tours: z.array(ZTour),
  crewChanges: z.array(ZMyCrewChange),
});
export type TCrewTours = z.infer<typeof ZCrewTours>;
