// Pure month-grid logic of the Crew Rotation Calendar: Sunday-first weeks, the days of a month padded
// to whole weeks, which rotations fall on a day, and the "+N more" overflow. The server answers the month
// already in this shape (rotations/calendar.ts, in SQL); its API test holds that SQL to these rules.
import { addDays, dateToUtcMs, MONTH_NAMES } from "./dates";

export const MAX_BARS_PER_DAY = 3;
export const WEEKDAY_HEADERS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

/** A month as "yyyy-MM". */
export type MonthKey = string;

export function monthOf(date: string): MonthKey {
  return date.slice(0, 7);
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(month: MonthKey): number {
  const [y, m] = month.split("-").map(Number);
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export function shiftMonth(month: MonthKey, delta: number): MonthKey {
  const [y, m] = month.split("-").map(Number);
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return d.toISOString().slice(0, 7);
}

export function monthLabel(month: MonthKey): string {
  const [y, m] = month.split("-").map(Number);
  return `${MONTH_NAMES[m - 1]} ${y}`;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  return new Date(dateToUtcMs(date)).getUTCDay();
}

export interface GridDay {
  date: string;
  inMonth: boolean;
}

/** The month's days in whole Sunday-first weeks, padded with the neighbouring months' days. */
export function monthGrid(month: MonthKey): GridDay[][] {
  const first = `${month}-01`;
  const last = `${month}-${String(daysInMonth(month)).padStart(2, "0")}`;
  const start = addDays(first, -weekdayOf(first));
  const end = addDays(last, 6 - weekdayOf(last));
  const weeks: GridDay[][] = [];
  for (let d = start; d <= end; ) {
    const week = d;
    weeks.push(
      Array.from({ length: 7 }, (_, i) => {
        const date = addDays(week, i);
        return { date, inMonth: monthOf(date) === month };
      }),
    );
    const next = addDays(d, 7);
    if (next <= d) break; // the date sums stop at the last calculable day, so the walk stops there too
    d = next;
  }
  return weeks;
}

/** The first and last dates shown in the month's grid (to load only those rotations). */
export function gridRange(month: MonthKey): { from: string; to: string } {
  const weeks = monthGrid(month);
  return { from: weeks[0][0].date, to: weeks[weeks.length - 1][6].date };
}

export interface Dated {
  joinDate: string;
  leaveDate: string | null;
}

export const DAY_MARKS = ["join", "leave"] as const;
export type DayMark = (typeof DAY_MARKS)[number];

/** The rotations marked on `date`: those joining that day, then those leaving (the timeline shows stays). */
export function rotationsOnDay<T extends Dated>(
  rotations: T[],
  date: string,
): { rotation: T; mark: DayMark }[] {
  const out: { rotation: T; mark: DayMark }[] = [];
  for (const r of rotations) if (r.joinDate === date) out.push({ rotation: r, mark: "join" });
  for (const r of rotations)
    if (r.leaveDate === date && r.leaveDate !== r.joinDate) out.push({ rotation: r, mark: "leave" });
  return out;
}

/** The bars to draw on a day (at most `max`) and how many more are hidden behind "+N more". */
export function dayBars<T>(items: T[], max = MAX_BARS_PER_DAY): { shown: T[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}
