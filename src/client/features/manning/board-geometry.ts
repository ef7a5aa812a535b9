// Where things sit on the planning board's time axis: a range of whole days [from, to], drawn as
// percentages of its width. A tour covers [signOn, signOff) (the manning day boundary of
// src/shared/manning.ts), a gap its inclusive days [from, to], a crew change its one day.
import { addDays, addMonths, daysBetween } from "@shared/dates";

export interface Span {
  left: number;
  width: number;
}

/** The board's range: `months` whole months from the first of `start`'s month. */
export function boardRange(start: string, months: number): { from: string; to: string } {
  const from = `${start.slice(0, 7)}-01`;
  return { from, to: addDays(addMonths(from, months), -1) };
}

const pct = (days: number, total: number) => Math.round((days / total) * 10000) / 100;

/** The span of the days [start, endExclusive) clipped to the range; null when nothing is inside. */
export function spanOf(
  from: string,
  to: string,
  start: string | null,
  endExclusive: string | null,
): Span | null {
  const total = daysBetween(from, to) + 1;
  const end = addDays(to, 1);
  const a = start && start > from ? start : from;
  const b = endExclusive && endExclusive < end ? endExclusive : end;
  if (a >= b) return null;
  return { left: pct(daysBetween(from, a), total), width: pct(daysBetween(a, b), total) };
}

const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** The months of the range as labelled spans (the board's header). */
export function monthSpans(from: string, to: string): (Span & { label: string; key: string })[] {
  const months: (Span & { label: string; key: string })[] = [];
  // m < next: the date sums stop at the last calculable day, so the walk stops there too
  for (
    let m = `${from.slice(0, 7)}-01`, next = addMonths(m, 1);
    m <= to && m < next;
    m = next, next = addMonths(m, 1)
  ) {
    const span = spanOf(from, to, m, next);
    if (span)
      months.push({ ...span, key: m, label: `${MONTH_NAMES[Number(m.slice(5, 7)) - 1]} ${m.slice(0, 4)}` });
  }
  return months;
}
