// Hours of rest: the rule checker (MLC 2006 A2.3, STCW A-VIII/1; REGULATIONS.md §1). The day model, the
// limits and the time helpers are in rest-hours.ts. No zod, no I/O.
//
// THE TIMELINE. A record is one calendar day (ship's time) with work periods on a 30-minute grid. A day
// runs from its 00:00 for `dayMinutes(clockChange)` minutes of real time: 1440 normally, 1380 / 1410 when
// the ship advances its clocks by 1 h / 30 min that day, 1470 / 1500 when it retards them. Times in a
// record are real time elapsed since that day's 00:00, so a 25-hour day runs 00:00–25:00 and a 23-hour
// day 00:00–23:00. Consecutive dates are laid end to end into one timeline; a missing date splits the
// timeline into separate segments (nothing is known about an unrecorded day, so no window crosses it).
// Rest is every minute of a recorded day that is not work.
//
// WINDOWS. "Any 24 hours" and "any 7 days" are rolling windows of 1440 and 10080 minutes of real time,
// [start, start + length), lying wholly inside one segment, starting at every 30-minute step of the
// timeline. Because every record is on the 30-minute grid, a window starting between two steps never
// judges worse than the worse of its two neighbours (its rest total lies between theirs; the rest periods
// ending inside it are those of the step before), so these windows decide exactly what every
// minute-by-minute window would (rest-hours.test.ts checks this against a minute-by-minute reference).
//
// A REST PERIOD CUT BY A WINDOW'S EDGE (the definition every rule below uses):
// - Totals (rest_24h, rest_7d) count only the minutes of rest inside the window.
// - A rest period belongs to the window in which it ENDS (the next work starts), end in (start, end].
//   `periods` counts the rest periods ending inside the window; a period still running at the window's
//   end is counted by the later windows in which it ends. So a 4-on/8-off watch has 2 periods in every
//   window, and rest 12:00–02:00 + 04:00–10:00 is 2 periods, not the 3 pieces a calendar day shows.
//   A rest period that reaches the end of the records has no known end yet and is not counted.
// - `long_period` is met in a window when a rest period of at least 6 h (its whole length) ends inside
//   it, or when the rest period running at the window's end has at least 6 h inside the window. A rest
//   period that begins where the records begin may have begun earlier: its length is unknown and it is
//   taken as long enough (a non-conformity must be provable from the records).
//
// RULES (codes as in the API):
// - rest_24h: less than 10 h rest in some 24-hour window (maximum-work regime: more than 14 h work).
// - rest_7d: less than 77 h rest in some 7-day window (exception regime: 70 h; maximum work: more than
//   72 h work, i.e. less than 96 h rest).
// - periods: more than 2 rest periods (exception regime: 3) end within some 24-hour window.
// - long_period: no rest period of at least 6 h in some 24-hour window (as defined above).
// - interval: more than 14 h of work between consecutive rest periods (a work stretch longer than 14 h;
//   one cut by the start or end of the records counts with its known length, already too long).
// - night_rest (under 18 only, ILO C180 art. 6): each night's rest must cover 00:00–05:00 and last at
//   least 9 consecutive hours; a rest period cut by the edge of the records is not judged too short.
// Exception regime (flag-approved, STCW A-VIII/1 para 9): rest periods shorter than 1 h between two
// work periods are not rest (they count as work for every rule); its limits in time (exception_weeks:
// at most 2 consecutive weeks under 77 h, intervals at least twice as long; exception_days: the daily
// split into 3 periods on at most two days in any 7) are defined and checked in rest-hours-exception.ts.
// A non-conformity of a window rule covers a run of consecutive failing windows: `from` is the start of
// the first, `to` the end of the last; `detail` names the worst value in the run.

import {
  dayMinutes,
  formatTime,
  SLOTS_PER_HOUR as H,
  parseTime,
  REST_LIMITS,
  REST_RULES,
  type RestCheckOptions,
  type RestDayInput,
  type RestNonConformity,
  type RestRegime,
  type RestRule,
  SLOT,
  splitSegments,
} from "./rest-hours";
import { checkExceptionLimits, type ExceptionFinding } from "./rest-hours-exception";

const W24 = 24 * H;
const W7D = 7 * 24 * H;

interface Segment {
  days: readonly RestDayInput[];
  starts: number[]; // slot index where each day starts; starts[days.length] = n
  n: number;
  rest: Uint8Array; // 1 = rest, after the exception regime's short breaks became work
}

function buildSegment(days: readonly RestDayInput[], regime: RestRegime): Segment {
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
  if (regime === "exception") {
    // A rest run shorter than 1 h between two work periods is a short break, not rest.
    let i = 0;
    while (i < n) {
      if (rest[i] === 0) {
        i++;
        continue;
      }
      let j = i;
      while (j < n && rest[j] === 1) j++;
      if (i > 0 && j < n && j - i < REST_LIMITS.shortBreak) rest.fill(0, i, j);
      i = j;
    }
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
  // Prefix sums: rest slots; closed rest-period ends (all, long) at each boundary.
  const restPre = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) restPre[i + 1] = restPre[i] + rest[i];
  const endsPre = new Int32Array(n + 1);
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
    if (b < n) {
      endsPre[b] += 1;
      if (b - a >= REST_LIMITS.longPeriod || a === 0) longEndsPre[b] += 1;
    }
  }
  for (let i = 1; i <= n; i++) {
    endsPre[i] += endsPre[i - 1];
    longEndsPre[i] += longEndsPre[i - 1];
  }

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
      } else if (rule === "periods" ? v > worst : v < worst) worst = v;
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
  windowRule(
    "periods",
    W24,
    (g) => {
      const c = endsPre[g + W24] - endsPre[g];
      return c > maxPeriods ? c : null;
    },
    (c) => `rest in ${c} periods within 24 h (maximum ${maxPeriods})`,
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
    checkExceptionLimits({ starts: seg.starts, n, restPre, endsPre }, found);
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
  for (const segmentDays of splitSegments(sorted))
    checkSegment(buildSegment(segmentDays, regime), regime, options.adultFrom ?? null, out);
  return out.sort(
    (a, b) =>
      (a.from < b.from ? -1 : a.from > b.from ? 1 : 0) ||
      (RULE_ORDER.get(a.rule) ?? 0) - (RULE_ORDER.get(b.rule) ?? 0),
  );
}
