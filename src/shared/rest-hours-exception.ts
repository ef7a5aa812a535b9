// The flag-approved exception's own limits (STCW A-VIII/1 para 9; REGULATIONS.md §1), checked only under
// the "exception" regime, on one segment of the timeline laid out by rest-hours-check.ts (same 30-minute
// slots, same windows, same rest periods, short breaks under 1 h already counted as work). No I/O.
//
// exception_weeks: "Exceptions from the weekly rest period shall not be allowed for more than two
// consecutive weeks. The intervals between two periods of exceptions on board shall not be less than
// twice the duration of the exception."
// - A 7-day window (on the 30-minute grid, inside the segment) USES the weekly exception when it has less
//   than 77 h rest (under 70 h is also `rest_7d`).
// - An EXCEPTION PERIOD is the union of such windows, overlapping or touching windows merged: it runs from
//   the start of its first window to the end of its last. Its duration is that span.
// - Non-conformity: a period longer than 14 days (from, to = the period); or a period starting less than
//   twice the previous period's duration after that one ended (from, to = the interval between them).
// - A period cut by the start of the records may have begun earlier: it is judged with its known length,
//   which can only make it longer (a non-conformity must be provable from the records). A missing day
//   splits the records, and no period or interval is judged across it.
//
// exception_days: "Exceptions shall not extend beyond two 24-hour periods in any 7-day period."
// - The 24-hour periods are the record's days. A day uses the split into 3 periods when more than 2 rest
//   periods END within it (in (its 00:00, its end]; a period belongs where it ends, as for `periods`, so
//   a rest running over midnight counts once, on the day it ends). Rolling windows would not do here: one
//   split day leaves 3 period ends in windows reaching well into the next day and would count twice.
// - Non-conformity: more than 2 such days among 7 consecutive recorded days; a run of such 7-day spans
//   is one finding, from the first span's first day to the last span's last day.

export interface ExceptionSegment {
  /** Slot index where each day starts; starts[days] = n (the segment's length in slots). */
  starts: readonly number[];
  n: number;
  /** restPre[i] = rest slots before slot i. */
  restPre: Int32Array;
  /** endsPre[i] = closed rest periods ending at a boundary ≤ i. */
  endsPre: Int32Array;
}
export interface ExceptionFinding {
  rule: "exception_weeks" | "exception_days";
  /** Slot boundaries (from, to) within the segment. */
  from: number;
  to: number;
  detail: string;
}

const H = 2; // slots per hour
const W7D = 7 * 24 * H;
const MIN_REST_7D = 77 * H;
const MAX_PERIOD = 14 * 24 * H;
const hours = (slots: number) => `${slots / H} h`;

export function checkExceptionLimits(seg: ExceptionSegment, out: ExceptionFinding[]) {
  const { n, restPre, endsPre, starts } = seg;

  // exception_weeks: merge the failing 7-day windows into periods.
  const periods: Array<[number, number]> = [];
  for (let g = 0; g + W7D <= n; g++) {
    if (restPre[g + W7D] - restPre[g] >= MIN_REST_7D) continue;
    const last = periods[periods.length - 1];
    if (last && g <= last[1]) last[1] = g + W7D;
    else periods.push([g, g + W7D]);
  }
  periods.forEach(([a, b], i) => {
    if (b - a > MAX_PERIOD)
      out.push({
        rule: "exception_weeks",
        from: a,
        to: b,
        detail: `under 77 h rest in 7 days for ${hours(b - a)} running (maximum 14 days, 336 h)`,
      });
    const next = periods[i + 1];
    if (next && next[0] - b < 2 * (b - a))
      out.push({
        rule: "exception_weeks",
        from: b,
        to: next[0],
        detail: `${hours(next[0] - b)} between exception periods (minimum ${hours(2 * (b - a))}, twice the ${hours(b - a)} before)`,
      });
  });

  // exception_days: the days within which more than 2 rest periods end.
  const dayCount = starts.length - 1;
  const uses: boolean[] = [];
  for (let d = 0; d < dayCount; d++) uses.push(endsPre[starts[d + 1]] - endsPre[starts[d]] > 2);
  let run: { first: number; last: number; worst: number } | null = null; // failing 7-day spans
  for (let d = 0; d + 7 <= dayCount + 1; d++) {
    const count = d + 7 <= dayCount ? uses.slice(d, d + 7).filter(Boolean).length : 0;
    if (count > 2) {
      if (run) run = { first: run.first, last: d + 6, worst: Math.max(run.worst, count) };
      else run = { first: d, last: d + 6, worst: count };
    } else if (run) {
      out.push({
        rule: "exception_days",
        from: starts[run.first],
        to: starts[run.last + 1],
        detail: `rest in more than 2 periods on ${run.worst} days within 7 days (maximum 2)`,
      });
      run = null;
    }
  }
}
