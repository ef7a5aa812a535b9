// The zod schemas of a calendar date and a month, apart from dates.ts so that importing the date helpers
// doesn't pull zod into the browser's initial bundle. The range the API accepts is defined here once:
// every date and month any request carries is inside it, and every calculation answers for it.
import { z } from "zod";
import { ISO_DATE, isValidIsoDate, MAX_CALC_DATE } from "./dates";

/**
 * Dates: from 1900 (a date of birth, an old certificate) to 9999-12-31, the usual "never expires"; the
 * date sums in dates.ts stop at 9999-12-31, so an expiry there is one that never runs out.
 */
export const DATE_RANGE = { min: "1900-01-01", max: MAX_CALC_DATE } as const;
/**
 * Months (a calendar, a month of hours of rest): 1900-01 to 2999-12, so that a month's grid, its
 * neighbouring days and the month after it are real dates that compare in order.
 */
export const MONTH_RANGE = { min: "1900-01", max: "2999-12" } as const;

export const DATE_RANGE_MESSAGE = `Use a date from ${DATE_RANGE.min} to ${DATE_RANGE.max}`;
export const MONTH_RANGE_MESSAGE = `Use a month from ${MONTH_RANGE.min} to ${MONTH_RANGE.max}`;

export const isDateInRange = (date: string) => date >= DATE_RANGE.min && date <= DATE_RANGE.max;
export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A zod schema for a real calendar date in "yyyy-MM-dd" form, inside DATE_RANGE. */
export const ZIsoDate = z
  .string()
  .regex(ISO_DATE, { error: "Use the format yyyy-MM-dd", abort: true })
  .refine(isValidIsoDate, { error: "Not a real calendar date", abort: true })
  .refine(isDateInRange, DATE_RANGE_MESSAGE);

/** A month in "yyyy-MM" form, inside MONTH_RANGE. */
export const ZMonth = z
  .string()
  .regex(MONTH, { error: "Use the format yyyy-MM", abort: true })
  .refine((m) => m >= MONTH_RANGE.min && m <= MONTH_RANGE.max, MONTH_RANGE_MESSAGE);
