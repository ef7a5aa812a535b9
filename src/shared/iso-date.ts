// The zod schema of a calendar date, apart from dates.ts so that importing the date helpers doesn't pull
// zod into the browser's initial bundle.
import { z } from "zod";
import { ISO_DATE, isValidIsoDate } from "./dates";

/** A zod schema for a real calendar date in "yyyy-MM-dd" form. */
export const ZIsoDate = z
  .string()
  .regex(ISO_DATE, "Use the format yyyy-MM-dd")
  .refine(isValidIsoDate, "Not a real calendar date");
