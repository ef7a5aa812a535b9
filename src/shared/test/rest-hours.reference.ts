// A deliberately simple second implementation of rest-hours-check.ts, for its property tests only: it walks
// every minute of every window and shares nothing with the engine but the input types. Slow on purpose.
// It follows the same readings of the rules (docs/regulations.md, "Hours of rest") and changes with them:
// a break under 1 h is not rest in every regime; the two-period rule fails only when the 10 h are not
// within the 2 (exception: 3) longest periods ending in the window; the exception's weeks are measured in
// reduced days; its 3-period days are 24-hour windows counted on a rolling basis; a missing day between
// two recorded days is `not_recorded`.
import {
  REST_RULES,
  type RestCheckOptions,
  type RestDayInput,
  type RestNonConformity,
  type RestRule,
} from "../rest-hours";
import { referenceException } from "./rest-hours-exception.reference";

const LIMITS = {
  rest24: 600,
  rest7: { minimum_rest: 77 * 60, exception: 70 * 60, maximum_work: 96 * 60 },
  periods: { minimum_rest: 2, exception: 3, maximum_work: 2 },
};

function minutesOf(t: string): number {
  return Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
}
function hhmm(m: number): string {
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}
function dayAfter(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
const fmtH = (minutes: number) => `${minutes / 60} h`;

export function restReference(
  input: readonly RestDayInput[],
  options: RestCheckOptions,
  { everyMinute = false } = {},
): { nonConformities: RestNonConformity[]; rulesOnGrid: RestRule[]; rulesAtEveryMinute: RestRule[] } {
  const regime = options.regime ?? "minimum_rest";
  const sorted = [...input].sort((a, b) => a.date.localeCompare(b.date));
  const segments: RestDayInput[][] = [];
  for (const d of sorted) {
    const last = segments[segments.length - 1];
    if (last && dayAfter(last[last.length - 1].date) === d.date) last.push(d);
    else segments.push([d]);
  }
  const found: RestNonConformity[] = [];
  const onGrid = new Set<RestRule>();
  const atMinute = new Set<RestRule>();

  for (const seg of segments) {
    // One entry per minute: which day, minute of that day, rest or not.
    const minuteDay: number[] = [];
    const minuteOfDay: number[] = [];
    const rest: boolean[] = [];
    seg.forEach((d, i) => {
      const length = 1440 + (d.clockChange ?? 0);
      for (let m = 0; m < length; m++) {
        minuteDay.push(i);
        minuteOfDay.push(m);
        rest.push(!d.work.some((w) => minutesOf(w.from) <= m && m < minutesOf(w.to)));
      }
    });
    const n = rest.length;
    // A break under 1 h between two work periods is not rest, in every regime.
    for (let m = 0; m < n; m++) {
      if (!rest[m] || m === 0 || rest[m - 1]) continue;
      let e = m;
      while (e < n && rest[e]) e++;
      if (e < n && e - m < 60) for (let k = m; k < e; k++) rest[k] = false;
    }
    const fromLabel = (b: number) => `${seg[minuteDay[b]].date}T${hhmm(minuteOfDay[b])}`;
    const toLabel = (b: number) => `${seg[minuteDay[b - 1]].date}T${hhmm(minuteOfDay[b - 1] + 1)}`;
    const runStartOf = (m: number) => {
      let s = m;
      while (s > 0 && rest[s - 1]) s--;
      return s;
    };

    // Window rules: for a window [t, t + w), a value when it fails, else null.
    const restIn = (t: number, w: number) => {
      let r = 0;
      for (let m = t; m < t + w; m++) if (rest[m]) r++;
      return r;
    };
    const endsIn = (t: number, w: number) => {
      const ends: number[] = [];
      for (let b = t + 1; b <= t + w; b++) if (b < n && rest[b - 1] && !rest[b]) ends.push(b);
      return ends;
    };
    /** The sum of the k longest whole rest periods ending in [t, t + 1440), when more than k end there. */
    const periodsShort = (t: number, k: number) => {
      const lengths = endsIn(t, 1440)
        .map((b) => {
          const s = runStartOf(b - 1);
          return s === 0 ? Number.POSITIVE_INFINITY : b - s;
        })
        .sort((x, y) => y - x);
      if (lengths.length <= k) return null;
      const sum = lengths.slice(0, k).reduce((a, x) => a + x, 0);
      return sum < 600 ? sum : null;
    };
    const checks: Array<{
      rule: RestRule;
      w: number;
      fails: (t: number) => number | null;
      text: (v: number) => string;
    }> = [
      {
        rule: "rest_24h",
        w: 1440,
        fails: (t) => {
          const r = restIn(t, 1440);
          return r < LIMITS.rest24 ? r : null;
        },
        text: (r) =>
          regime === "maximum_work"
            ? `${fmtH(1440 - r)} work in 24 h (maximum 14 h)`
            : `${fmtH(r)} rest in 24 h (minimum 10 h)`,
      },
      {
        rule: "rest_7d",
        w: 10080,
        fails: (t) => {
          const r = restIn(t, 10080);
          return r < LIMITS.rest7[regime] ? r : null;
        },
        text: (r) =>
          regime === "maximum_work"
            ? `${fmtH(10080 - r)} work in 7 days (maximum 72 h)`
            : `${fmtH(r)} rest in 7 days (minimum ${fmtH(LIMITS.rest7[regime])})`,
      },
      {
        rule: "periods",
        w: 1440,
        fails: (t) => periodsShort(t, LIMITS.periods[regime]),
        text: (sum) => {
          const k = LIMITS.periods[regime];
          return `the ${k} longest rest periods within 24 h give ${fmtH(sum)} (10 h in at most ${k})`;
        },
      },
      {
        rule: "long_period",
        w: 1440,
        fails: (t) => {
          for (const b of endsIn(t, 1440)) {
            const s = runStartOf(b - 1);
            if (b - s >= 360 || s === 0) return null;
          }
          const last = t + 1440 - 1;
          if (rest[last] && t + 1440 - Math.max(runStartOf(last), t) >= 360) return null;
          return 0;
        },
        text: () => "no rest period of at least 6 h within 24 h",
      },
    ];
    for (const c of checks) {
      let run: { from: number; last: number; worst: number } | null = null;
      const flush = () => {
        if (run)
          found.push({
            rule: c.rule,
            from: fromLabel(run.from),
            to: toLabel(run.last + c.w),
            detail: c.text(run.worst),
          });
        run = null;
      };
      for (let t = 0; t + c.w <= n; t++) {
        const onStep = t % 30 === 0;
        if (!onStep && !(everyMinute && c.w === 1440)) continue;
        const v = c.fails(t);
        if (v !== null) atMinute.add(c.rule);
        if (!onStep) continue;
        if (v === null) {
          flush();
          continue;
        }
        onGrid.add(c.rule);
        if (!run) run = { from: t, last: t, worst: v };
        else {
          run.last = t;
          run.worst = Math.min(run.worst, v);
        }
      }
      flush();
    }

    // interval: every stretch of work minutes longer than 14 h.
    for (let m = 0; m < n; m++) {
      if (rest[m] || (m > 0 && !rest[m - 1])) continue;
      let e = m;
      while (e < n && !rest[e]) e++;
      if (e - m > 840)
        found.push({
          rule: "interval",
          from: fromLabel(m),
          to: toLabel(e),
          detail: `${fmtH(e - m)} between rest periods (maximum 14 h)`,
        });
    }

    if (regime === "exception") {
      referenceException({ seg, n, restIn, periodsShort, fromLabel, toLabel }, found);
    }

    // night_rest: days before the 18th birthday, minute by minute from 00:00.
    if (options.adultFrom) {
      let dayStart = 0;
      seg.forEach((d) => {
        const length = 1440 + (d.clockChange ?? 0);
        const start = dayStart;
        dayStart += length;
        if (d.date >= (options.adultFrom as string)) return;
        let detail: string | null = null;
        for (let m = start; m < start + 300; m++) if (!rest[m]) detail = "work between 00:00 and 05:00";
        if (!detail) {
          const s = runStartOf(start);
          let e = start;
          while (e < n && rest[e]) e++;
          if (s > 0 && e < n && e - s < 540)
            detail = `night rest ${fmtH(e - s)} (minimum 9 h including 00:00–05:00)`;
        }
        if (detail)
          found.push({ rule: "night_rest", from: fromLabel(start), to: toLabel(start + 300), detail });
      });
    }
  }
  // not_recorded: each run of dates missing between two recorded days.
  for (let i = 1; i < segments.length; i++) {
    const missing: string[] = [dayAfter(segments[i - 1][segments[i - 1].length - 1].date)];
    while (dayAfter(missing[missing.length - 1]) !== segments[i][0].date)
      missing.push(dayAfter(missing[missing.length - 1]));
    found.push({
      rule: "not_recorded",
      from: `${missing[0]}T00:00`,
      to: `${missing[missing.length - 1]}T24:00`,
      detail: missing.length === 1 ? "day not recorded" : `${missing.length} days not recorded`,
    });
  }
  const order: readonly string[] = REST_RULES;
  found.sort((a, b) => a.from.localeCompare(b.from) || order.indexOf(a.rule) - order.indexOf(b.rule));
  return {
    nonConformities: found,
    rulesOnGrid: [...onGrid].sort(),
    rulesAtEveryMinute: [...atMinute].sort(),
  };
}
