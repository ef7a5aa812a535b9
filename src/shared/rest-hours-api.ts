// Hours of rest API schemas. The rules themselves are in rest-hours.ts (no zod there, so the
// grid can check as the seafarer types without this file).
import { z } from "zod";
import { addDays, daysBetween } from "./dates";
import { ZIsoDate, ZMonth } from "./iso-date";
import { ZPageQuery } from "./pagination";
import { CLOCK_CHANGES, REST_REGIMES, REST_RULES, workPeriodsProblem } from "./rest-hours";

export const ZRestRegime = z.enum(REST_REGIMES);
export const ZRestRule = z.enum(REST_RULES);
export { ZMonth };

export const ZWorkPeriod = z.object({
  from: z.string().max(5),
  to: z.string().max(5),
});
export type TWorkPeriod = z.infer<typeof ZWorkPeriod>;

/** PUT /api/crew/{id}/rest-hours/{date}. `reason` is required when the month is signed (a correction). */
export const ZRestDayPutRequest = z
  .object({
    work: z.array(ZWorkPeriod).max(48),
    comment: z.string().trim().max(500).nullable().optional(),
    clockChange: z
      .number()
      .int()
      .refine(
        (v) => (CLOCK_CHANGES as readonly number[]).includes(v),
        "Clock change must be 0, ±30 or ±60 minutes",
      )
      .default(0),
    reason: z.string().trim().min(3, "Give the reason for the correction").max(500).optional(),
    /**
     * The day's `recordedAt` the seafarer started from (null: the day was not recorded), sent by the
     * offline app. When someone else has recorded the day since, the answer is a 409 with the
     * day as it is now (`current`), and nothing is written.
     */
    baseRecordedAt: z.iso.datetime({ offset: true }).nullable().optional(),
  })
  .superRefine((v, ctx) => {
    const problem = workPeriodsProblem(v.work, v.clockChange);
    if (problem) ctx.addIssue({ code: "custom", path: ["work"], message: problem });
  });
export type TRestDayPutRequest = z.input<typeof ZRestDayPutRequest>;

export const ZRestDateParams = z.object({ id: z.uuid("Not a valid id").toLowerCase(), date: ZIsoDate });
export const ZRestMonthParams = z.object({ id: z.uuid("Not a valid id").toLowerCase(), month: ZMonth });
/** POST …/months/{month}/sign: the days not recorded the seafarer was shown and signs with. */
export const ZRestSignRequest = z.object({
  daysNotRecorded: z.array(ZIsoDate).max(31, "daysNotRecorded: at most a month's days").default([]),
});
export type TRestSignRequest = z.input<typeof ZRestSignRequest>;

export const MAX_REST_RANGE_DAYS = 366;
export const ZRestRangeQuery = z
  .object({ from: ZIsoDate, to: ZIsoDate })
  .refine((q) => q.to >= q.from, { message: "to must not be before from", path: ["to"] })
  .refine((q) => daysBetween(q.from, q.to) < MAX_REST_RANGE_DAYS, {
    message: `At most ${MAX_REST_RANGE_DAYS} days`,
    path: ["to"],
  });

export const ZRestNonConformity = z.object({
  rule: ZRestRule,
  from: z.string(),
  to: z.string(),
  detail: z.string(),
});

export const ZRestDay = z.object({
  date: z.string(),
  work: z.array(ZWorkPeriod),
  workHours: z.number(),
  restHours: z.number(),
  clockChange: z.number(),
  comment: z.string().nullable(),
  recordedAt: z.string(),
});
export type TRestDay = z.infer<typeof ZRestDay>;

export const ZRestMonthStatus = z.object({
  month: z.string(),
  seafarerSignedAt: z.string().nullable(),
  seafarerName: z.string().nullable(),
  masterSignedAt: z.string().nullable(),
  masterName: z.string().nullable(),
  masterCapacity: z.enum(["master", "office"]).nullable(),
});
export type TRestMonthStatus = z.infer<typeof ZRestMonthStatus>;

export const ZRestCorrection = z.object({
  id: z.string(),
  date: z.string(),
  reason: z.string(),
  previous: z
    .object({ work: z.array(ZWorkPeriod), clockChange: z.number(), comment: z.string().nullable() })
    .nullable(),
  correctedAt: z.string(),
  correctedByName: z.string().nullable(),
});

export const ZRestHoursResponse = z.object({
  crewMemberId: z.string(),
  regime: ZRestRegime,
  /**
   * The seafarer's 18th birthday when it falls after `from` (the night-rest rule applies to the days
   * before it, and the grid checks it as they type); null for an adult. Not the date of birth itself.
   */
  adultFrom: z.string().nullable(),
  /** The vessel this seafarer is master of (the master's rank, aboard it), for the vessel month view. */
  masterOf: z.object({ vesselId: z.string(), vesselName: z.string() }).nullable(),
  days: z.array(ZRestDay),
  /** The seafarer's tours overlapping [from, to]: only a day aboard can be not recorded (MLC A2.3 para 12). */
  aboard: z.array(z.object({ from: z.string().nullable(), to: z.string().nullable() })),
  /** The nearest recorded day before `from` and after `to` (null: none): they bound days not recorded. */
  recordedBefore: z.string().nullable(),
  recordedAfter: z.string().nullable(),
  nonConformities: z.array(ZRestNonConformity),
  months: z.array(ZRestMonthStatus),
  corrections: z.array(ZRestCorrection),
});
export type TRestHoursResponse = z.infer<typeof ZRestHoursResponse>;

export const ZRestDayPutResponse = z.object({
  day: ZRestDay,
  corrected: z.boolean(),
  /** The seafarer's non-conformities in the 7 days either side of the day, after the change. */
  nonConformities: z.array(ZRestNonConformity),
});

/**
 * GET /api/vessels/{id}/rest-hours?month= — the month view of one vessel (the office, or the master
 * aboard): each seafarer's totals and findings; their days are read per seafarer when opened.
 */
export const ZVesselRestQuery = z.object({ month: ZMonth });
export const ZVesselRestMonth = z.object({
  vesselId: z.string(),
  month: z.string(),
  regime: ZRestRegime,
  seafarers: z.array(
    z.object({
      crewMemberId: z.string(),
      name: z.string(),
      rank: z.string(),
      daysRecorded: z.number().int(),
      workHours: z.number(),
      restHours: z.number(),
      nonConformities: z.array(ZRestNonConformity),
      status: ZRestMonthStatus,
      /** Every recorded day of the month (at least IDENTICAL_DAYS_MIN) has the same work periods. */
      allDaysIdentical: z.boolean(),
    }),
  ),
});
export const IDENTICAL_DAYS_MIN = 7;

/** GET /api/rest-hours/non-conformities — fleet-wide, newest first, total in X-Total-Count. */
export const ZRestNonConformityListQuery = ZPageQuery.extend({
  vesselId: z.uuid().toLowerCase().optional(),
  crewMemberId: z.uuid().toLowerCase().optional(),
  rule: ZRestRule.optional(),
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
});
export type TRestNonConformityListQuery = z.infer<typeof ZRestNonConformityListQuery>;
export const ZRestNonConformityListItem = ZRestNonConformity.extend({
  id: z.string(),
  crewMemberId: z.string(),
  crewName: z.string(),
  rank: z.string(),
  vesselId: z.string().nullable(),
  vesselName: z.string().nullable(),
});

export const ZVesselRegimeRequest = z.object({ regime: ZRestRegime });
export const ZVesselRegime = z.object({ vesselId: z.string(), regime: ZRestRegime });

/** The first and last date of a "yyyy-MM" month. */
export function monthRange(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  const [y, m] = month.split("-").map(Number);
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
  return { from, to: addDays(next, -1) };
}

/** GET /api/rest-hours/summary — counts for the dashboard and alerts (a crew caller: their own). */
export const ZRestSummaryQuery = z.object({ days: z.coerce.number().int().min(1).max(366).default(30) });
export const ZRestSummary = z.object({
  /** Findings whose window ends on or after this date count. */
  since: z.string(),
  nonConformities: z.number().int(),
  byRule: z.record(ZRestRule, z.number().int()),
  seafarers: z.number().int(),
  vessels: z.number().int(),
  /** Active seafarers aboard a vessel with no record for yesterday. */
  notRecordedYesterday: z.number().int(),
  /** Seafarers with days recorded last month who have not signed it. */
  unsignedLastMonth: z.number().int(),
  /** Months the seafarer signed that wait for the master's (or office's) countersignature. */
  awaitingCountersign: z.number().int(),
});
export type TRestSummary = z.infer<typeof ZRestSummary>;
