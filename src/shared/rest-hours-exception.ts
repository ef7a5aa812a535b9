// The flag-approved exception's own limits (STCW A-VIII/1 para 9; docs/regulations.md, "Hours of rest"),
// checked only under the "exception" regime, on one segment of the timeline laid out by
// rest-hours-check.ts (same 30-minute slots, same windows, same rest periods, short breaks under 1 h
// already counted as work). No I/O.
//
// exception_weeks: "Exceptions from the weekly rest period shall not be allowed for more than two
// consecutive weeks. The intervals between two periods of exceptions on board shall not be less than
// twice the duration of the exception." Both are measured in the DAYS ON WHICH REST WAS REDUCED:
// - A 7-day window USES the weekly exception when it has less than 77 h rest. Overlapping or touching
//   such windows make one exception period.
// - A day of the record is REDUCED when it has less than 11 h rest (77 h / 7) and some window of an
//   exception period covers part of it. The period's duration runs from its first reduced day to its
//   last (a period without a reduced day is no exception in days and is not judged).
// - Non-conformity: a duration over 14 days (from, to = those days); or fewer days between one period's
//   last reduced day and the next one's first than twice the earlier period's duration (from, to = the
//   days between).
// - A period cut by the start of the records is judged with its known days (a non-conformity must be
//   provable from the records); a missing day splits the records and nothing is judged across it.
//
// exception_days: "Exceptions shall not extend beyond two 24-hour periods in any 7-day period."
// - Counted on the same rolling basis as the periods themselves: a 24-hour window USES the split when
//   the 10 h are in 3 periods (more than 2 rest periods end in it and the 2 longest give less than 10 h,
//   rest-hours-periods.ts).
// - A 7-day window breaches when it holds more than two such 24-hour windows that do not overlap (counted
//   greedily from its start, which gives the most). One split day's windows all overlap and count once.
// - A run of breaching 7-day windows is one finding, from the first one's start to the last one's end.

import { periodsBreach, periodWindows, W24 } from "./rest-hours-periods";

export interface ExceptionSegment {
  /** Slot index where each day starts; starts[days] = n (the segment's length in slots). */
  starts: readonly number[];
  n: number;
  /** restPre[i] = rest slots before slot i. */
  restPre: Int32Array;
  /** The rest periods [start, end) in order. */
  runs: ReadonlyArray<readonly [number, number]>;
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
const REDUCED_DAY = 11 * H;
const MAX_DAYS = 14;
const days = (count: number) => (count === 1 ? "1 day" : `${count} days`);

/** Exception periods in reduced days: [first reduced day, last reduced day] (day indexes). */
function reducedPeriods({ starts, n, restPre }: ExceptionSegment): Array<[number, number]> {
  const windows: Array<[number, number]> = [];
  for (let g = 0; g + W7D <= n; g++) {
    if (restPre[g + W7D] - restPre[g] >= MIN_REST_7D) continue;
    const last = windows[windows.length - 1];
    if (last && g <= last[1]) last[1] = g + W7D;
    else windows.push([g, g + W7D]);
  }
  const dayCount = starts.length - 1;
  const out: Array<[number, number]> = [];
  for (const [a, b] of windows) {
    let first = -1;
    let last = -1;
    for (let d = 0; d < dayCount; d++) {
      if (starts[d + 1] <= a || starts[d] >= b) continue;
      if (restPre[starts[d + 1]] - restPre[starts[d]] >= REDUCED_DAY) continue;
      if (first < 0) first = d;
      last = d;
    }
    if (first >= 0) out.push([first, last]);
  }
  return out;
}

export function checkExceptionLimits(seg: ExceptionSegment, out: ExceptionFinding[]) {
  const { n, starts, runs } = seg;

  const periods = reducedPeriods(seg);
  periods.forEach(([first, last], i) => {
    const length = last - first + 1;
    if (length > MAX_DAYS)
      out.push({
        rule: "exception_weeks",
        from: starts[first],
        to: starts[last + 1],
        detail: `weekly rest reduced for ${days(length)} running (maximum ${MAX_DAYS} days)`,
      });
    const next = periods[i + 1];
    if (!next) return;
    const gap = next[0] - last - 1;
    if (gap < 2 * length)
      out.push({
        rule: "exception_weeks",
        from: starts[last + 1],
        to: starts[Math.max(next[0], last + 1)],
        detail: `${days(gap)} between periods of reduced weekly rest (minimum ${days(2 * length)}, twice the ${days(length)} before)`,
      });
  });

  // exception_days: 24-hour windows using the third period, more than two apart within 7 days.
  const w = periodWindows(runs, n, 2);
  const using: number[] = [];
  for (let g = 0; g + W24 <= n; g++) if (periodsBreach(w, g, 2) !== null) using.push(g);
  let run: { from: number; last: number; worst: number } | null = null;
  const flush = () => {
    if (run)
      out.push({
        rule: "exception_days",
        from: run.from,
        to: run.last + W7D,
        detail: `rest in 3 periods in ${run.worst} separate 24-hour periods within 7 days (maximum 2)`,
      });
    run = null;
  };
  let u = 0;
  for (let G = 0; G + W7D <= n; G++) {
    while (u < using.length && using[u] < G) u++;
    let count = 0;
    let free = G;
    for (let i = u; i < using.length && using[i] + W24 <= G + W7D; i++)
      if (using[i] >= free) {
        count++;
        free = using[i] + W24;
      }
    if (count <= 2) {
      flush();
      continue;
    }
    if (run) run = { from: run.from, last: G, worst: Math.max(run.worst, count) };
    else run = { from: G, last: G, worst: count };
  }
  flush();
}
