// Money: every amount is an integer of minor units (cents, fils, yen) of an ISO 4217 currency, never a
// float. The currencies and their minor-unit exponents come from the `currency-codes` package (the ISO
// 4217 maintenance agency's list one, with its publish date); the codes that are no currency (funds, metals,
// testing, "no currency": the X.. codes with no country) are not offered.
//
// PRORATION (MLC A2.2, docs/regulations.md "Wages"): a monthly amount is earned day by day over the
// calendar days of its month, by CUMULATIVE rounding: the amount earned by the end of day k of a month of
// D days is round(amount × k / D) (half up), and the part for any run of days [a, b] is
// earnedBy(b) − earnedBy(a − 1). So the parts of any split of a month into runs of days add up to the whole
// month's amount to the minor unit: no minor unit is lost or created, whichever way the month is cut.
import { data as currencyData, code as currencyRecord } from "currency-codes";
import { z } from "zod";

/** The ISO 4217 codes that are currencies (not funds, precious metals, testing or "no currency"). */
export const CURRENCY_CODES: readonly string[] = currencyData
  .filter((c) => !(c.code.startsWith("X") && c.countries.every((n) => n.startsWith("Zz"))))
  .map((c) => c.code)
  .sort();

const known = new Set(CURRENCY_CODES);

export const isCurrencyCode = (c: string) => known.has(c);

/** The minor-unit exponent of an ISO 4217 currency (USD 2, JPY 0, KWD 3). */
export function minorUnitExponent(currency: string): number {
  const rec = known.has(currency) ? currencyRecord(currency) : undefined;
  if (!rec) throw new Error(`Unknown currency ${currency}`);
  return rec.digits;
}

export const ZCurrency = z
  .string()
  .regex(/^[A-Z]{3}$/, { error: "Use a three-letter ISO 4217 currency code", abort: true })
  .refine(isCurrencyCode, "Not an ISO 4217 currency code");

/** The largest amount of minor units accepted: far beyond any wage, and exact in a double and in SQL bigint. */
export const MAX_MINOR_UNITS = 10_000_000_000_000; // 1e13

/** An amount of minor units: an integer, never a fraction of a minor unit. */
export const ZMinorUnits = z
  .number({ error: "Give the amount as a number of minor units" })
  .int("Give the amount as a whole number of minor units (cents), not a fraction")
  .min(-MAX_MINOR_UNITS, "Amount too large")
  .max(MAX_MINOR_UNITS, "Amount too large");

/** A non-negative amount of minor units. */
export const ZAmount = ZMinorUnits.min(0, "The amount cannot be negative");

/** "1234.50 USD" from 123450 minor units (exponent from the currency). */
export function formatMoney(minor: number, currency: string): string {
  const exp = minorUnitExponent(currency);
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  if (exp === 0) return `${sign}${abs} ${currency}`;
  const unit = 10 ** exp;
  const whole = Math.floor(abs / unit);
  const frac = String(abs % unit).padStart(exp, "0");
  return `${sign}${whole}.${frac} ${currency}`;
}

/** round(n / d) half up (away from zero for negatives), in integers; d > 0. */
export function divRound(n: number, d: number): number {
  if (n < 0) return -divRound(-n, d);
  return Math.floor((2 * n + d) / (2 * d));
}

/** The part of `amount` (minor units) earned by the end of day `k` of a month of `daysInMonth` days. */
export function earnedBy(amount: number, k: number, daysInMonth: number): number {
  if (k <= 0) return 0;
  if (k >= daysInMonth) return amount;
  return divRound(amount * k, daysInMonth);
}

/** The part of a monthly `amount` for the days `days` (1-based days of the month) of a month of `daysInMonth`
 * days: each run of consecutive days gets earnedBy(last) − earnedBy(first − 1). */
export function prorate(amount: number, days: readonly number[], daysInMonth: number): number {
  // days as paidDays gives them (ascending, each once, within the month) are taken as they are
  const ascending = days.every((d, i) => d >= 1 && d <= daysInMonth && (i === 0 || d > days[i - 1]));
  const sorted = ascending
    ? days
    : [...new Set(days)].filter((d) => d >= 1 && d <= daysInMonth).sort((a, b) => a - b);
  let total = 0;
  let i = 0;
  while (i < sorted.length) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    total += earnedBy(amount, sorted[j], daysInMonth) - earnedBy(amount, sorted[i] - 1, daysInMonth);
    i = j + 1;
  }
  return total;
}

/** `percent` (basis points: 100% = 10000) of `amount`, rounded half up to the minor unit. */
export function percentOf(amount: number, basisPoints: number): number {
  return divRound(amount * basisPoints, 10_000);
}

/** Sum of integer amounts (throws on a non-integer, which would mean a float slipped in). */
export function sumMinor(amounts: readonly number[]): number {
  let s = 0;
  for (const a of amounts) {
    if (!Number.isInteger(a)) throw new Error(`Not an integer of minor units: ${a}`);
    s += a;
  }
  return s;
}

/** Minor units from a decimal text of major units ("1500.00", "12.5"), by string, never through a float;
 * null when the text is no decimal or holds more decimals than the currency's exponent. */
export function minorFromDecimal(text: string, currency: string): number | null {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!m) return null;
  const exp = minorUnitExponent(currency);
  const frac = (m[3] ?? "").replace(/0+$/, "");
  if (frac.length > exp) return null;
  const value = Number(m[2]) * 10 ** exp + Number(frac.padEnd(exp, "0") || "0");
  return m[1] ? -value : value;
}
