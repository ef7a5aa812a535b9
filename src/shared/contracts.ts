// Contract API schemas (spec §3, §7): list, create, update, and the vessel contract lists with crewMember.
import { z } from "zod";
import { dateOrTimestampToDate, ISO_DATE, isValidIsoDate } from "./dates";
import { DATE_RANGE_MESSAGE, isDateInRange, ZIsoDate } from "./iso-date";
import { CONTRACT_STATUSES } from "./options";
import { ZPageQuery } from "./pagination";

export const ZContractStatus = z.enum(CONTRACT_STATUSES);
export type TContractStatus = z.infer<typeof ZContractStatus>;

export const CONTRACT_END_MESSAGE = "Contract end date cannot be before the start date";

/** A calendar date, also accepted as a midnight-UTC timestamp (the spec's edit form sends those). */
export const ZContractDate = z
  .string()
  .transform(dateOrTimestampToDate)
  .pipe(
    z
      .string()
      .regex(ISO_DATE, { error: "Use the format yyyy-MM-dd", abort: true })
      .refine(isValidIsoDate, { error: "Not a real calendar date", abort: true })
      .refine(isDateInRange, DATE_RANGE_MESSAGE),
  );

/** A contract's salary: a non-negative amount in its currency (two decimals are stored). */
export const ZSalary = z
  .number({ error: "Salary must be a number" })
  .min(0, "Salary cannot be negative")
  .max(10_000_000, "Salary is too large");
/** A contract's currency: an ISO 4217 code, upper-cased. */
export const ZCurrency = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, "Use a 3-letter currency code")
  .transform((c) => c.toUpperCase());

/** The currencies the contract forms offer first (spec: default USD); any ISO code is accepted. */
export const CONTRACT_CURRENCIES = [
  "USD",
  "EUR",
  "GBP",
  "NOK",
  "SGD",
  "PHP",
  "INR",
  "IDR",
  "UAH",
  "PLN",
] as const;

export const ZContract = z.object({
  id: z.uuid(),
  crewMemberId: z.uuid(),
  vesselId: z.uuid().nullable(),
  startDate: ZIsoDate,
  endDate: ZIsoDate,
  durationDays: z.number().int().nullable(),
  salary: z.number(),
  currency: z.string(),
  status: ZContractStatus,
  createdAt: z.string(),
});
export type TContract = z.infer<typeof ZContract>;

/** Rows of GET /api/vessels/{id}/contracts. */
export const ZContractWithCrew = ZContract.extend({
  crewMember: z.object({ firstName: z.string(), lastName: z.string(), rank: z.string() }),
});
export type TContractWithCrew = z.infer<typeof ZContractWithCrew>;

export const ZContractListQuery = ZPageQuery.extend({
  crewMemberId: z.uuid().optional(),
  vesselId: z.uuid().optional(),
  status: ZContractStatus.optional(),
});
export type TContractListQuery = z.infer<typeof ZContractListQuery>;

const endNotBeforeStart = (v: { startDate?: string; endDate?: string }) =>
  !v.startDate || !v.endDate || v.endDate >= v.startDate;

export const ZContractCreateRequest = z
  .object({
    crewMemberId: z.uuid("Choose a crew member"),
    vesselId: z.uuid().nullable().optional(),
    startDate: ZContractDate,
    endDate: ZContractDate,
    salary: ZSalary.default(0),
    currency: ZCurrency.default("USD"),
    status: ZContractStatus.default("active"),
  })
  .refine(endNotBeforeStart, { message: CONTRACT_END_MESSAGE, path: ["endDate"] });
export type TContractCreateRequest = z.input<typeof ZContractCreateRequest>;

export const ZContractUpdateRequest = z
  .object({
    startDate: ZContractDate.optional(),
    endDate: ZContractDate.optional(),
    salary: ZSalary.optional(),
    currency: ZCurrency.optional(),
    status: ZContractStatus.optional(),
  })
  .refine(endNotBeforeStart, { message: CONTRACT_END_MESSAGE, path: ["endDate"] });
export type TContractUpdateRequest = z.input<typeof ZContractUpdateRequest>;
