// Simple references for the wage rules' property tests (src/shared/wages.test.ts, money.test.ts): each
// written the plainest way, day by day, so the fast rules of wages.ts and money.ts are checked against it.
import { addDays } from "../dates";
import { earnedBy } from "../money";
import { monthEnd, monthStart, type WagePolicy, type WageTour } from "../wages";

/** The days of the month as dates, by a calendar step. */
function datesOf(month: string): string[] {
  const out: string[] = [];
  for (let d = monthStart(month); d <= monthEnd(month); d = addDays(d, 1)) out.push(d);
  return out;
}

/** paidDays, day by day: each date goes to the last tour (by sign-on) whose paid range holds it. */
export function paidDaysReference(tours: readonly WageTour[], month: string, policy: WagePolicy) {
  const byStart = [...tours].sort((a, b) => (a.signOn ?? "").localeCompare(b.signOn ?? ""));
  const owner = new Map<number, number>();
  datesOf(month).forEach((day, k) => {
    byStart.forEach((t, i) => {
      const first = t.signOn === null ? "0000-01-01" : policy.payFirstDay ? t.signOn : addDays(t.signOn, 1);
      const last = t.signOff === null ? "9999-12-31" : policy.payLastDay ? t.signOff : addDays(t.signOff, -1);
      if (day >= first && day <= last) owner.set(k + 1, i);
    });
  });
  return byStart
    .map((tour, i) => ({
      tour,
      days: [...owner]
        .filter(([, o]) => o === i)
        .map(([d]) => d)
        .sort((a, b) => a - b),
    }))
    .filter((x) => x.days.length > 0);
}

/** prorate, day by day: each paid day earns what the month had earned by its end less by the day before. */
export function prorateReference(amount: number, days: readonly number[], daysInMonth: number): number {
  let total = 0;
  for (const d of new Set(days))
    if (d >= 1 && d <= daysInMonth)
      total += earnedBy(amount, d, daysInMonth) - earnedBy(amount, d - 1, daysInMonth);
  return total;
}
