// Wages (MLC Standard A2.2, docs/regulations.md "Wages"): the rules of a seafarer's monthly wage
// account, written once for the server and the client. Amounts are integer minor units (money.ts).
//
// DAYS ABOARD. A tour covers its sign-on day up to, not including, its sign-off day (tours.ts); the company
// policy (WagePolicy) says whether the sign-on and sign-off days are paid. A day on two tours (a transfer)
// is paid once.
// THE ACCOUNT. Monthly components of the wage scale are prorated by the days aboard (money.ts `prorate`);
// entered lines (extra overtime, bonuses, cash advances, bonded stores, adjustments) and the standing
// allotments follow. net = earnings − deductions; the balance carried out = carried in + net, except in the
// month of the final sign-off, where the balance is paid as the final settlement and nothing is carried.
import { addDays } from "./dates";
import { percentOf, prorate, sumMinor } from "./money";

export interface WagePolicy {
  /** The sign-on day is paid (a tour covers it). */
  payFirstDay: boolean;
  /** The sign-off day is paid too (a tour does not cover it; most agreements pay it). */
  payLastDay: boolean;
}

export const DEFAULT_WAGE_POLICY: WagePolicy = { payFirstDay: true, payLastDay: true };

/** A tour as the wage account reads it: [signOn, signOff) with null for "before/after any range". */
export interface WageTour {
  vesselId: string;
  rank: string;
  signOn: string | null;
  signOff: string | null;
}

export const monthStart = (month: string) => `${month}-01`;
export function daysInMonth(month: string): number {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  if (m === 2) return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28;
  return m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
}
export const monthEnd = (month: string) => `${month}-${String(daysInMonth(month)).padStart(2, "0")}`;
export function nextMonth(month: string): string {
  return addDays(monthEnd(month), 1).slice(0, 7);
}
export function previousMonth(month: string): string {
  return addDays(monthStart(month), -1).slice(0, 7);
}

/** The paid days (1-based days of `month`) of each tour, by the policy; a day on two tours counts for the
 * later tour only (the one joined last: a transfer day is paid once). */
export function paidDays(
  tours: readonly WageTour[],
  month: string,
  policy: WagePolicy,
): { tour: WageTour; days: number[] }[] {
  const n = daysInMonth(month);
  const [start, end] = [monthStart(month), monthEnd(month)];
  const byStart = [...tours].sort((a, b) => (a.signOn ?? "").localeCompare(b.signOn ?? ""));
  // owner[d]: the index (in byStart) of the tour day d is paid on, -1 for none; a later tour takes the day
  const owner = new Array<number>(n + 1).fill(-1);
  byStart.forEach((t, i) => {
    const first = t.signOn === null ? start : policy.payFirstDay ? t.signOn : addDays(t.signOn, 1);
    const last = t.signOff === null ? end : policy.payLastDay ? t.signOff : addDays(t.signOff, -1);
    if (first > end || last < start || first > last) return;
    const from = first < start ? 1 : Number(first.slice(8, 10));
    const to = last > end ? n : Number(last.slice(8, 10));
    for (let d = from; d <= to; d++) owner[d] = i;
  });
  return byStart
    .map((tour, i) => {
      const days: number[] = [];
      for (let d = 1; d <= n; d++) if (owner[d] === i) days.push(d);
      return { tour, days };
    })
    .filter((x) => x.days.length > 0);
}

export interface ScaleComponent {
  code: string;
  label: string;
  kind: "monthly" | "hourly";
  amount: number;
}

export interface AccountLine {
  code: string;
  label: string;
  kind: "earning" | "deduction";
  amount: number;
}

export interface Allotment {
  payee: string;
  /** Minor units a month, or null with `percentBp`. */
  amount: number | null;
  /** Basis points of the net before allotments (10000 = 100%), or null with `amount`. */
  percentBp: number | null;
}

/** The earnings of the monthly components for `days` of `month`, one line per component. */
export function proratedLines(components: readonly ScaleComponent[], days: readonly number[], month: string) {
  return components
    .filter((c) => c.kind === "monthly")
    .map((c) => ({
      code: c.code,
      label: c.label,
      kind: "earning" as const,
      amount: prorate(c.amount, days, daysInMonth(month)),
    }));
}

/** The allotments as deduction lines against `available` (the net before them); each takes its amount or
 * percent, and none takes more than what is left (an allotment never makes the balance negative). */
export function allotmentLines(allotments: readonly Allotment[], available: number): AccountLine[] {
  let left = Math.max(0, available);
  return allotments.map((a) => {
    const want = a.amount ?? percentOf(Math.max(0, available), a.percentBp ?? 0);
    const amount = Math.min(want, left);
    left -= amount;
    return { code: "allotment", label: `Allotment to ${a.payee}`, kind: "deduction" as const, amount };
  });
}

/** Whether standing allotments fit: their percentages at most 100% of the net, and their fixed amounts
 * within `net` (the net before allotments of the month they are checked against). */
export function allotmentsFit(allotments: readonly Allotment[], net: number): string | null {
  const bp = sumMinor(allotments.map((a) => a.percentBp ?? 0));
  if (bp > 10_000) return "The allotments come to more than 100% of the net wage";
  const fixed = sumMinor(allotments.map((a) => a.amount ?? 0));
  if (fixed + percentOf(Math.max(0, net), bp) > Math.max(0, net))
    return "The allotments come to more than the net wage";
  return null;
}

export interface AccountTotals {
  earnings: number;
  deductions: number;
  net: number;
  carriedOut: number;
  finalSettlement: number | null;
}

/** The totals of an account: net = earnings − deductions; at the final sign-off the balance (carried in
 * + net) is paid as the final settlement and nothing is carried; otherwise the balance is carried out. */
export function accountTotals(
  lines: readonly AccountLine[],
  carriedIn: number,
  final: boolean,
): AccountTotals {
  const earnings = sumMinor(lines.filter((l) => l.kind === "earning").map((l) => l.amount));
  const deductions = sumMinor(lines.filter((l) => l.kind === "deduction").map((l) => l.amount));
  const net = earnings - deductions;
  const balance = carriedIn + net;
  return final
    ? { earnings, deductions, net, carriedOut: 0, finalSettlement: balance }
    : { earnings, deductions, net, carriedOut: balance, finalSettlement: null };
}
