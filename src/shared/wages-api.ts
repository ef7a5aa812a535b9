// The wages API's request and response schemas (rules: wages.ts, money.ts; MLC A2.2 in docs/regulations.md).
import { z } from "zod";
import { ZIsoDate, ZMonth } from "./iso-date";
import { ZAmount, ZCurrency } from "./money";
import { ZIdParams } from "./params";
import { ZRank } from "./ranks";

export const ZWageComponent = z.object({
  code: z
    .string()
    .trim()
    .regex(
      /^[a-z][a-z0-9_]{0,39}$/,
      "Use a short code of lower-case letters, digits and _ (basic, fixed_ot)",
    ),
  label: z.string().trim().min(1, "Give the component a label").max(100),
  kind: z.enum(["monthly", "hourly"]),
  amount: ZAmount,
});
export type TWageComponent = z.infer<typeof ZWageComponent>;

export const ZWageScaleRequest = z
  .object({
    rank: ZRank,
    vesselId: z.uuid().toLowerCase().nullish(),
    agreement: z.string().trim().min(1).max(100).nullish(),
    currency: ZCurrency,
    validFrom: ZIsoDate,
    validTo: ZIsoDate.nullish(),
    components: z.array(ZWageComponent).min(1, "Give at least one component").max(30),
  })
  .refine((s) => !s.validTo || s.validTo >= s.validFrom, {
    path: ["validTo"],
    message: "The scale must end on or after its start",
  })
  .refine((s) => new Set(s.components.map((c) => c.code)).size === s.components.length, {
    path: ["components"],
    message: "Each component code once",
  });
export type TWageScaleRequest = z.infer<typeof ZWageScaleRequest>;

export const ZWageScale = z.object({
  id: z.string(),
  rank: z.string(),
  vesselId: z.string().nullable(),
  vesselName: z.string().nullable(),
  agreement: z.string().nullable(),
  currency: z.string(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  components: z.array(ZWageComponent),
});
export type TWageScale = z.infer<typeof ZWageScale>;

export const ZWageScalesQuery = z.object({
  rank: ZRank.optional(),
  vesselId: z.uuid().toLowerCase().optional(),
});

export const ZMemberMonthParams = ZIdParams.extend({ month: ZMonth });
export type TMemberMonthParams = z.infer<typeof ZMemberMonthParams>;

export const WAGE_LINE_CODES = {
  overtime: "earning",
  bonus: "earning",
  allowance: "earning",
  cash_advance: "deduction",
  bonded_stores: "deduction",
  adjustment: null, // either: a correction of a closed month
  other: null,
} as const;
export type WageLineCode = keyof typeof WAGE_LINE_CODES;
/** How each line code reads on the screens (the default label of a line entered with it). */
export const WAGE_LINE_LABELS: Record<WageLineCode, string> = {
  overtime: "Extra overtime",
  bonus: "Bonus",
  allowance: "Allowance",
  cash_advance: "Cash advance",
  bonded_stores: "Bonded stores",
  adjustment: "Adjustment",
  other: "Other",
};
/** What the master aboard may enter for their own vessel (A2.2: the master's cash account). */
export const MASTER_LINE_CODES: readonly WageLineCode[] = ["cash_advance", "bonded_stores"];

export const ZWageLineRequest = z
  .object({
    code: z.enum(Object.keys(WAGE_LINE_CODES) as [WageLineCode, ...WageLineCode[]]),
    label: z.string().trim().min(1, "Give the line a label").max(100),
    kind: z.enum(["earning", "deduction"]),
    amount: ZAmount,
    /** Extra overtime: the hours it pays (beside the hours-of-rest work hours). */
    hours: z.number().positive().max(744).multipleOf(0.25).optional(),
  })
  .refine((l) => (WAGE_LINE_CODES[l.code] ?? l.kind) === l.kind, {
    path: ["kind"],
    message: "This line's kind does not match its code",
  });
export type TWageLineRequest = z.infer<typeof ZWageLineRequest>;

export const ZAccountLine = z.object({
  code: z.string(),
  label: z.string(),
  kind: z.enum(["earning", "deduction"]),
  amount: z.number().int(),
});

export const ZWageAccount = z.object({
  crewMemberId: z.string(),
  name: z.string(),
  rank: z.string().nullable(),
  month: z.string(),
  currency: z.string().nullable(),
  daysAboard: z.number().int(),
  lines: z.array(ZAccountLine),
  earnings: z.number().int(),
  deductions: z.number().int(),
  net: z.number().int(),
  carriedIn: z.number().int(),
  carriedOut: z.number().int(),
  finalSettlement: z.number().int().nullable(),
  /** Hours worked by the hours-of-rest record that month (a check beside the overtime entered). */
  workHours: z.number().nullable(),
  closed: z.boolean(),
});
export type TWageAccount = z.infer<typeof ZWageAccount>;

export const ZAllotmentRequest = z
  .object({
    payee: z.string().trim().min(1, "Name the payee").max(200),
    bankDetails: z.string().trim().min(1, "Give the bank details").max(500),
    amount: ZAmount.positive().nullish(),
    percent: z.number().positive().max(100, "At most 100%").multipleOf(0.01).nullish(),
  })
  .refine((a) => (a.amount == null) !== (a.percent == null), {
    path: ["amount"],
    message: "Give either an amount or a percent",
  });

export type TAllotmentRequest = z.infer<typeof ZAllotmentRequest>;

export const ZAllotment = z.object({
  id: z.string(),
  payee: z.string(),
  bankDetails: z.string(),
  amount: z.number().int().nullable(),
  /** Basis points of the net (10000 = 100%). */
  percentBp: z.number().int().nullable(),
});
export type TAllotment = z.infer<typeof ZAllotment>;

export const ZVesselMonthParams = ZIdParams.extend({ month: ZMonth });

export const ZPortageBill = z.object({
  vesselId: z.string(),
  vesselName: z.string(),
  month: z.string(),
  closed: z.boolean(),
  closedAt: z.string().nullable(),
  accounts: z.array(ZWageAccount),
  totals: z.array(
    z.object({
      currency: z.string(),
      earnings: z.number().int(),
      deductions: z.number().int(),
      net: z.number().int(),
      carriedOut: z.number().int(),
    }),
  ),
});
export type TPortageBill = z.infer<typeof ZPortageBill>;

/** The company's wage policy: which of the sign-on and sign-off days are paid (wages.ts `WagePolicy`). */
export const ZWagePolicy = z.object({ payFirstDay: z.boolean(), payLastDay: z.boolean() });
