// The minute-by-minute reference for the flag-approved exception's limits in time (exception_weeks,
// exception_days), part of rest-hours.reference.ts and, like it, for the property tests only: the same
// readings as rest-hours-exception.ts (docs/regulations.md, "Hours of rest"), written independently.
import type { RestDayInput, RestNonConformity } from "../rest-hours";

export interface ReferenceSegment {
  seg: readonly RestDayInput[];
  /** Minutes in the segment. */
  n: number;
  /** Rest minutes in [t, t + w). */
  restIn: (t: number, w: number) => number;
  /** The k longest rest periods ending in the 24 h from t, when more than k end there and they give < 10 h. */
  periodsShort: (t: number, k: number) => number | null;
  fromLabel: (b: number) => string;
  toLabel: (b: number) => string;
}

export function referenceException(
  { seg, n, restIn, periodsShort, fromLabel, toLabel }: ReferenceSegment,
  found: RestNonConformity[],
) {
  // exception_weeks: every 7-day window on the grid under 77 h, merged where they overlap or touch;
  // each merged span's reduced days (under 11 h rest, partly inside the span), first to last.
  const spans: Array<[number, number]> = [];
  for (let t = 0; t + 10080 <= n; t += 30) {
    if (restIn(t, 10080) >= 77 * 60) continue;
    const last = spans[spans.length - 1];
    if (last && t <= last[1]) last[1] = t + 10080;
    else spans.push([t, t + 10080]);
  }
  const starts: number[] = [0];
  for (const day of seg) starts.push(starts[starts.length - 1] + 1440 + (day.clockChange ?? 0));
  const dayRest = seg.map((_, i) => restIn(starts[i], starts[i + 1] - starts[i]));
  const periods = spans
    .map(([a, b]) => {
      const reduced = seg
        .map((_, i) => i)
        .filter((i) => starts[i] < b && starts[i + 1] > a && dayRest[i] < 11 * 60);
      return reduced.length ? [reduced[0], reduced[reduced.length - 1]] : null;
    })
    .filter((x): x is number[] => x !== null);
  const dd = (c: number) => (c === 1 ? "1 day" : `${c} days`);
  periods.forEach(([first, last], i) => {
    const length = last - first + 1;
    if (length > 14)
      found.push({
        rule: "exception_weeks",
        from: fromLabel(starts[first]),
        to: toLabel(starts[last + 1]),
        detail: `weekly rest reduced for ${dd(length)} running (maximum 14 days)`,
      });
    const next = periods[i + 1];
    if (next && next[0] - last - 1 < 2 * length)
      found.push({
        rule: "exception_weeks",
        from: fromLabel(starts[last + 1]),
        to: toLabel(starts[Math.max(next[0], last + 1)]),
        detail: `${dd(next[0] - last - 1)} between periods of reduced weekly rest (minimum ${dd(2 * length)}, twice the ${dd(length)} before)`,
      });
  });
  // exception_days: 24-hour windows on the grid whose 10 h need a third period; a 7-day window on the
  // grid fails when it holds more than two of them that do not overlap.
  const usingWindows: number[] = [];
  for (let t = 0; t + 1440 <= n; t += 30) if (periodsShort(t, 2) !== null) usingWindows.push(t);
  let first = -1;
  let lastStart = -1;
  let worst = 0;
  const flushDays = () => {
    if (first >= 0)
      found.push({
        rule: "exception_days",
        from: fromLabel(first),
        to: toLabel(lastStart + 10080),
        detail: `rest in 3 periods in ${worst} separate 24-hour periods within 7 days (maximum 2)`,
      });
    first = -1;
  };
  for (let t = 0; t + 10080 <= n; t += 30) {
    const inside = usingWindows.filter((u) => u >= t && u + 1440 <= t + 10080);
    let count = 0;
    let free = t;
    for (const u of inside)
      if (u >= free) {
        count++;
        free = u + 1440;
      }
    if (count <= 2) {
      flushDays();
      continue;
    }
    if (first < 0) [first, worst] = [t, count];
    lastStart = t;
    worst = Math.max(worst, count);
  }
  flushDays();
}
