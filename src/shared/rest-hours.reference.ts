// A deliberately simple second implementation of rest-hours.ts, for its property tests only: it walks
// every minute of every window and shares nothing with the engine but the input types. Slow on purpose.
import {
  REST_RULES,
  type RestCheckOptions,
  type RestDayInput,
  type RestNonConformity,
  type RestRule,
} from "./rest-hours";

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
    if (regime === "exception") {
      for (let m = 0; m < n; m++) {
        if (!rest[m] || m === 0 || rest[m - 1]) continue;
        let e = m;
        while (e < n && rest[e]) e++;
        if (e < n && e - m < 60) for (let k = m; k < e; k++) rest[k] = false;
      }
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
        fails: (t) => {
          const c = endsIn(t, 1440).length;
          return c > LIMITS.periods[regime] ? c : null;
        },
        text: (c) => `rest in ${c} periods within 24 h (maximum ${LIMITS.periods[regime]})`,
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
          run.worst = c.rule === "periods" ? Math.max(run.worst, v) : Math.min(run.worst, v);
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
      // exception_weeks: every 7-day window on the grid under 77 h, merged where they overlap or touch.
      const spans: Array<[number, number]> = [];
      for (let t = 0; t + 10080 <= n; t += 30) {
        if (restIn(t, 10080) >= 77 * 60) continue;
        const last = spans[spans.length - 1];
        if (last && t <= last[1]) last[1] = t + 10080;
        else spans.push([t, t + 10080]);
      }
      const d = (m: number) => `${m / 60} h`;
      spans.forEach(([a, b], i) => {
        if (b - a > 14 * 1440)
          found.push({
            rule: "exception_weeks",
            from: fromLabel(a),
            to: toLabel(b),
            detail: `under 77 h rest in 7 days for ${d(b - a)} running (maximum 14 days, 336 h)`,
          });
        const next = spans[i + 1];
        if (next && next[0] - b < 2 * (b - a))
          found.push({
            rule: "exception_weeks",
            from: fromLabel(b),
            to: toLabel(next[0]),
            detail: `${d(next[0] - b)} between exception periods (minimum ${d(2 * (b - a))}, twice the ${d(b - a)} before)`,
          });
      });
      // exception_days: a day uses the split when 3 or more rest periods end within it.
      const starts: number[] = [0];
      for (const day of seg) starts.push(starts[starts.length - 1] + 1440 + (day.clockChange ?? 0));
      const uses = seg.map((_, i) => endsIn(starts[i], starts[i + 1] - starts[i]).length > 2);
      let first = -1;
      let worst = 0;
      for (let i = 0; i + 7 <= seg.length + 1; i++) {
        const count = i + 7 <= seg.length ? uses.slice(i, i + 7).filter(Boolean).length : 0;
        if (count > 2) {
          if (first < 0) [first, worst] = [i, count];
          worst = Math.max(worst, count);
          continue;
        }
        if (first >= 0)
          found.push({
            rule: "exception_days",
            from: fromLabel(starts[first]),
            to: toLabel(starts[i + 6]),
            detail: `rest in more than 2 periods on ${worst} days within 7 days (maximum 2)`,
          });
        first = -1;
      }
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
  const order: readonly string[] = REST_RULES;
  found.sort((a, b) => a.from.localeCompare(b.from) || order.indexOf(a.rule) - order.indexOf(b.rule));
  return {
    nonConformities: found,
    rulesOnGrid: [...onGrid].sort(),
    rulesAtEveryMinute: [...atMinute].sort(),
  };
}
