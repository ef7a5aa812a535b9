// Hours of rest: the rule checker (MLC 2006 A2.3, STCW A-VIII/1). Every rule, its source and the reading
// chosen are in docs/regulations.md ("Hours of rest"); the day model, the limits and the time helpers are
// in rest-hours.ts. No zod, no I/O.
//
// THE TIMELINE. A record is one calendar day (ship's time) with work periods on a 30-minute grid. A day
// runs from its 00:00 for `dayMinutes(clockChange)` minutes of real time (1380–1500 on clock-change
// days); times are real time elapsed since that day's 00:00. Consecutive dates are laid end to end into
// one segment; a missing date between two recorded days is itself a finding (`not_recorded`; with the
// tours given, only a day aboard) and splits the timeline: nothing is known about it, so no window
// crosses it and it is never taken as rest.
// Rest is every minute of a recorded day that is not work, except a break shorter than 1 h between two
// work periods, which is work for every rule (MLC A2.3 para 1(b)).
//
// WINDOWS. "Any 24 hours" and "any 7 days" are rolling windows [start, start + length) inside one
// segment, starting at every 30-minute step: on the grid they decide exactly what every minute-by-minute
// window would (rest-hours.test.ts checks this against test/rest-hours.reference.ts).
//
// A REST PERIOD belongs to the window in which it ENDS (end in (start, end], before the end of the
// records). Totals (rest_24h, rest_7d) count only the minutes inside the window. `long_period` is met
// when a period of at least 6 h ends inside the window or the one running at its end has 6 h inside it.
// A rest period that begins where the records begin may have begun earlier and is taken as long enough
// (a non-conformity must be provable from the records).
//
// RULES (codes as in the API): rest_24h, rest_7d, periods (two-period rule as the flag guidance reads it,
// rest-hours-periods.ts), long_period, interval (a work stretch over 14 h), night_rest (under 18),
// not_recorded; under the exception regime exception_weeks and exception_days (rest-hours-exception.ts).
// A finding of a window rule covers a run of consecutive failing windows: `from` is the start of the
// first, `to` the end of the last; `detail` names the worst value in the run.

import { daysBetween } from "./dates";
import {
  type Aboard,
  dayMinutes,
  formatTime,
  SLOTS_PER_HOUR as H,
  nextDate,
  parseTime,
  REST_LIMITS,
  REST_RULES,
  type RestCheckOptions,
  type RestDayInput,
  type RestNonConformity,
  type RestRegime,
  type RestRule,
  runsAboard,
  SLOT,
  splitSegments,
} from "./rest-hours";
import { checkExceptionLimits, type ExceptionFinding } from "./rest-hours-exception";
import { periodsBreach, periodWindows, W24 } from "./rest-hours-periods";

const W7D = 7 * 24 * H;

interface Segment {
  days: readonly RestDayInput[];
  starts: number[]; // slot index where each day starts; starts[days.length] = n
  n: number;
  rest: Uint8Array; // 1 = rest, after short breaks became work
}

function buildSegment(days: readonly RestDayInput[]): Segment {
  const starts: number[] = [0];
  for (const d of days) starts.push(starts[starts.length - 1] + dayMinutes(d.clockChange) / SLOT);
  const n = starts[days.length];
  const rest = new Uint8Array(n).fill(1);
  days.forEach((d, i) => {
    for (const p of d.work) {
      const a = starts[i] + parseTime(p.from) / SLOT;
      const b = starts[i] + parseTime(p.to) / SLOT;
      rest.fill(0, a, b);
    }
  });
  // A rest run shorter than 1 h between two work periods is a short break, not rest (every regime).
  for (let i = 0; i < n; ) {
    if (rest[i] === 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < n && rest[j] === 1) j++;
    if (i > 0 && j < n && j - i < REST_LIMITS.shortBreak) rest.fill(0, i, j);
    i = j;
  }
  return { days, starts, n, rest };
}

/** Boundary (slot index) → "yyyy-MM-ddTHH:mm"; `end` labels a day boundary as the earlier day's end. */
function label(seg: Segment, b: number, end: boolean): string {
  let i = 0;
  while (i < seg.days.length - 1 && seg.starts[i + 1] < b + (end ? 0 : 1)) i++;
  return `${seg.days[i].date}T${formatTime((b - seg.starts[i]) * SLOT)}`;
}

const hours = (slots: number) => `${slots / H} h`;

function checkSegment(seg: Segment, regime: RestRegime, adultFrom: string | null, out: RestNonConformity[]) {
  const { n, rest } = seg;
  // Prefix sums: rest slots; closed long rest periods' ends at each boundary.
  const restPre = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) restPre[i + 1] = restPre[i] + rest[i];
  const longEndsPre = new Int32Array(n + 1);
  const runStart = new Int32Array(n); // start of the rest run containing slot i (rest slots only)
  const runs: Array<[number, number]> = [];
  for (let i = 0; i < n; ) {
    if (rest[i] === 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < n && rest[j] === 1) runStart[j++] = i;
    runs.push([i, j]);
    i = j;
  }
  for (const [a, b] of runs) {
    if (b < n && (b - a >= REST_LIMITS.longPeriod || a === 0)) longEndsPre[b] += 1;
  }
  for (let i = 1; i <= n; i++) longEndsPre[i] += longEndsPre[i - 1];

  const windowRule = (
    rule: RestRule,
    w: number,
    fails: (g: number) => number | null,
    detail: (v: number) => string,
  ) => {
    let runFrom = -1;
    let worst = 0;
    const flush = (lastStart: number) => {
      out.push({
        rule,
        from: label(seg, runFrom, false),
        to: label(seg, lastStart + w, true),
        detail: detail(worst),
      });
      runFrom = -1;
    };
    for (let g = 0; g + w <= n; g++) {
      const v = fails(g);
      if (v === null) {
        if (runFrom >= 0) flush(g - 1);
        continue;
      }
      if (runFrom < 0) {
        runFrom = g;
        worst = v;
      } else if (v < worst) worst = v;
    }
    if (runFrom >= 0) flush(n - w);
  };

  const minRest7d = REST_LIMITS.minRest7d[regime];
  const maxPeriods = REST_LIMITS.maxPeriods[regime];
  const work = regime === "maximum_work";
  windowRule(
    "rest_24h",
    W24,
    (g) => {
      const r = restPre[g + W24] - restPre[g];
      return r < REST_LIMITS.minRest24h ? r : null;
    },
    (r) =>
      work ? `${hours(W24 - r)} work in 24 h (maximum 14 h)` : `${hours(r)} rest in 24 h (minimum 10 h)`,
  );
  windowRule(
    "rest_7d",
    W7D,
    (g) => {
      const r = restPre[g + W7D] - restPre[g];
      return r < minRest7d ? r : null;
    },
    (r) =>
      work
        ? `${hours(W7D - r)} work in 7 days (maximum 72 h)`
        : `${hours(r)} rest in 7 days (minimum ${hours(minRest7d)})`,
  );
  const periods = periodWindows(runs, n, maxPeriods);
  windowRule(
    "periods",
    W24,
    (g) => periodsBreach(periods, g, maxPeriods),
    (sum) =>
      `the ${maxPeriods} longest rest periods within 24 h give ${hours(sum)} (10 h in at most ${maxPeriods})`,
  );
  windowRule(
    "long_period",
    W24,
    (g) => {
      const e = g + W24;
      if (longEndsPre[e] - longEndsPre[g] > 0) return null;
      if (rest[e - 1] === 1 && e - Math.max(runStart[e - 1], g) >= REST_LIMITS.longPeriod) return null;
      return 0;
    },
    () => "no rest period of at least 6 h within 24 h",
  );

  if (regime === "exception") {
    const found: ExceptionFinding[] = [];
    checkExceptionLimits({ starts: seg.starts, n, restPre, runs }, found);
    for (const f of found)
      out.push({
        rule: f.rule,
        from: label(seg, f.from, false),
        to: label(seg, f.to, true),
        detail: f.detail,
      });
  }

  // interval: work stretches longer than 14 h.
  for (let i = 0; i < n; ) {
    if (rest[i] === 1) {
      i++;
      continue;
    }
    let j = i;
    while (j < n && rest[j] === 0) j++;
    if (j - i > REST_LIMITS.maxInterval)
      out.push({
        rule: "interval",
        from: label(seg, i, false),
        to: label(seg, j, true),
        detail: `${hours(j - i)} between rest periods (maximum 14 h)`,
      });
    i = j;
  }

  // night_rest for days before the 18th birthday.
  if (adultFrom) {
    seg.days.forEach((d, i) => {
      if (d.date >= adultFrom) return;
      const a = seg.starts[i];
      const nightEnd = a + REST_LIMITS.nightEnd;
      let problem: string | null = null;
      if (restPre[nightEnd] - restPre[a] < REST_LIMITS.nightEnd) problem = "work between 00:00 and 05:00";
      else {
        const start = runStart[a];
        let end = nightEnd;
        while (end < n && rest[end] === 1) end++;
        if (start > 0 && end < n && end - start < REST_LIMITS.nightRest)
          problem = `night rest ${hours(end - start)} (minimum 9 h including 00:00–05:00)`;
      }
      if (problem)
        out.push({
          rule: "night_rest",
          from: label(seg, a, false),
          to: label(seg, nightEnd, true),
          detail: problem,
        });
    });
  }
}

/**
 * The days between two recorded days (MLC A2.3 para 12: every day aboard is recorded; a gap is no rest),
 * one finding per stretch aboard among them (a day not aboard needs no record).
 */
function notRecorded(lastRecorded: string, nextRecorded: string, aboard?: readonly Aboard[]) {
  let last = nextDate(lastRecorded);
  while (nextDate(last) !== nextRecorded) last = nextDate(last);
  return runsAboard(nextDate(lastRecorded), last, aboard).map(([first, end]): RestNonConformity => {
    const count = daysBetween(first, end) + 1;
    const detail = count === 1 ? "day not recorded" : `${count} days not recorded`;
    return { rule: "not_recorded", from: `${first}T00:00`, to: `${end}T24:00`, detail };
  });
}

const RULE_ORDER = new Map(REST_RULES.map((r, i) => [r, i]));

/**
 * Checks recorded days (any order, valid periods — see workPeriodsProblem) and returns every
 * non-conformity, sorted by start then rule. Linear in the number of 30-minute slots.
 */
export function checkRestHours(
  days: readonly RestDayInput[],
  options: RestCheckOptions = {},
): RestNonConformity[] {
  const regime = options.regime ?? "minimum_rest";
  const sorted = [...days].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const out: RestNonConformity[] = [];
  const segments = splitSegments(sorted);
  segments.forEach((segmentDays, i) => {
    checkSegment(buildSegment(segmentDays), regime, options.adultFrom ?? null, out);
    if (i > 0) {
      const before = segments[i - 1][segments[i - 1].length - 1].date;
      out.push(...notRecorded(before, segmentDays[0].date, options.aboard));
    }
  });
  return out.sort(
    (a, b) =>
      (a.from < b.from ? -1 : a.from > b.from ? 1 : 0) ||
      (RULE_ORDER.get(a.rule) ?? 0) - (RULE_ORDER.get(b.rule) ?? 0),
  );
}
