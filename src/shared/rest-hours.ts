// Hours of rest: the day model shared by client and server (MLC 2006 A2.3, STCW A-VIII/1; docs/regulations.md):
// regimes, rules, limits, a day's work periods and their validation, and the timeline's segments. The rule
// checker (windows, rest periods, the rules' exact definitions) is rest-hours-check.ts. No zod, no I/O.
import { labelledValues } from "./labelled";

export type RestRegime = "minimum_rest" | "maximum_work" | "exception";
export const REST_REGIMES = ["minimum_rest", "maximum_work", "exception"] as const;
/** Each rule's short name, as the grid, the office views and the e-mail digest show it. */
export const REST_RULE_LABELS = {
  rest_24h: "Under 10 h rest in 24 h",
  rest_7d: "Under 77 h rest in 7 days",
  periods: "10 h rest split into too many periods",
  long_period: "No 6-hour rest period",
  interval: "Over 14 h between rest periods",
  night_rest: "Night rest (under 18)",
  exception_weeks: "Reduced weekly rest over 2 weeks or too soon again",
  exception_days: "Rest in 3 periods on over 2 days in 7",
  not_recorded: "Day not recorded",
};
export const REST_RULES = labelledValues(REST_RULE_LABELS);
export type RestRule = (typeof REST_RULES)[number];
/** Day length minus 24 h, in minutes: negative when clocks are advanced (a shorter day). */
export const CLOCK_CHANGES = [-60, -30, 0, 30, 60] as const;

export interface WorkPeriod {
  from: string;
  to: string;
}
export interface RestDayInput {
  date: string;
  work: readonly WorkPeriod[];
  clockChange?: number;
}
export interface RestCheckOptions {
  regime?: RestRegime;
  /** The date of the seafarer's 18th birthday: days before it get the night rest rule. */
  adultFrom?: string | null;
  /** The seafarer's stretches aboard (tours); when given, only days aboard can be `not_recorded`. */
  aboard?: readonly Aboard[];
}
/**
 * A stretch aboard, one tour: from sign-on to sign-off, both days counted; null leaves that side open
 * (not signed on yet recorded, or not signed off yet). A day not aboard needs no record.
 */
export interface Aboard {
  from: string | null;
  to: string | null;
}
/** Whether `date` lies within one of the stretches aboard (the day rule of recording within a tour). */
export const isAboard = (date: string, aboard: readonly Aboard[]) =>
  aboard.some((t) => (t.from === null || t.from <= date) && (t.to === null || t.to >= date));
export interface RestNonConformity {
  rule: RestRule;
  from: string;
  to: string;
  detail: string;
}
export interface RestDaySummary {
  date: string;
  workMinutes: number;
  restMinutes: number;
  dayMinutes: number;
}

/** The grid every work period lies on, in minutes. */
export const SLOT = 30;
export const SLOTS_PER_HOUR = 60 / SLOT;
const H = SLOTS_PER_HOUR;
export const REST_LIMITS = {
  minRest24h: 10 * H,
  minRest7d: { minimum_rest: 77 * H, exception: 70 * H, maximum_work: 96 * H },
  maxPeriods: { minimum_rest: 2, exception: 3, maximum_work: 2 },
  longPeriod: 6 * H,
  maxInterval: 14 * H,
  nightEnd: 5 * H,
  nightRest: 9 * H,
  shortBreak: 1 * H,
  /** A day under the weekly exception "reduces" rest when it has less than 77 h / 7 = 11 h of rest. */
  reducedDay: 11 * H,
  maxExceptionDays: 14,
} as const;
export function dayMinutes(clockChange = 0): number {
  return 1440 + clockChange;
}

const TIME = /^(\d{2}):(\d{2})$/;
/** "HH:mm" → minutes since the day's 00:00, or NaN when malformed. Hours may go up to 25. */
export function parseTime(value: string): number {
  const m = TIME.exec(value);
  if (!m) return Number.NaN;
  const minutes = Number(m[2]);
  if (minutes >= 60) return Number.NaN;
  return Number(m[1]) * 60 + minutes;
}
export function formatTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

/** Why a day's work periods are not acceptable, or null. Periods must be sorted and not overlap. */
export function workPeriodsProblem(work: readonly WorkPeriod[], clockChange = 0): string | null {
  if (!(CLOCK_CHANGES as readonly number[]).includes(clockChange))
    return "Clock change must be ±30 or ±60 minutes";
  const length = dayMinutes(clockChange);
  let previousEnd = 0;
  for (const [i, p] of work.entries()) {
    const from = parseTime(p.from);
    const to = parseTime(p.to);
    if (Number.isNaN(from) || Number.isNaN(to)) return `Period ${i + 1}: use HH:mm`;
    if (from % SLOT !== 0 || to % SLOT !== 0) return `Period ${i + 1}: times must be on the 30-minute grid`;
    if (to > length) return `Period ${i + 1}: the day ends at ${formatTime(length)}`;
    if (to <= from) return `Period ${i + 1}: must end after it starts`;
    if (from < previousEnd) return `Period ${i + 1}: periods must be in order and must not overlap`;
    previousEnd = to;
  }
  return null;
}

export function summarizeDay(day: RestDayInput): RestDaySummary {
  const length = dayMinutes(day.clockChange);
  let work = 0;
  for (const p of day.work) work += parseTime(p.to) - parseTime(p.from);
  return { date: day.date, workMinutes: work, restMinutes: length - work, dayMinutes: length };
}

export function nextDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Consecutive dates laid end to end; a gap starts a new segment. Days must be valid and sorted. */
export function splitSegments<T extends { date: string }>(days: readonly T[]): T[][] {
  const segments: T[][] = [];
  let current: T[] = [];
  for (const day of days) {
    if (current.length > 0 && nextDate(current[current.length - 1].date) !== day.date) {
      segments.push(current);
      current = [];
    }
    current.push(day);
  }
  if (current.length > 0) segments.push(current);
  return segments;
}

/** The date a person born on `dateOfBirth` turns 18 (29 February → 1 March in common years). */
export function eighteenthBirthday(dateOfBirth: string): string {
  const [y, m, d] = dateOfBirth.split("-").map(Number);
  const t = new Date(Date.UTC(y + 18, m - 1, d));
  return t.toISOString().slice(0, 10);
}

/**
 * The dates in [from, to] missing between two recorded days (`recorded` sorted, any range) and, when
 * `aboard` is given, within a stretch aboard: the days the `not_recorded` rule reports, which signing a
 * month lists and asks about (MLC A2.3 para 12).
 */
export function daysNotRecorded(
  recorded: readonly string[],
  from: string,
  to: string,
  aboard?: readonly Aboard[],
): string[] {
  if (recorded.length < 2) return [];
  const have = new Set(recorded);
  const first = recorded[0] > from ? recorded[0] : from;
  const last = recorded[recorded.length - 1] < to ? recorded[recorded.length - 1] : to;
  const out: string[] = [];
  for (let d = first; d <= last; d = nextDate(d))
    if (!have.has(d) && (!aboard || isAboard(d, aboard))) out.push(d);
  return out;
}

/**
 * The runs of days aboard within [first, last] (every day of it when `aboard` is not given): a run of
 * days not recorded is reported once per stretch aboard it crosses.
 */
export function runsAboard(first: string, last: string, aboard?: readonly Aboard[]): [string, string][] {
  const runs: [string, string][] = [];
  let start: string | null = null;
  let prev = first;
  for (let d = first; d <= last; prev = d, d = nextDate(d)) {
    const on = !aboard || isAboard(d, aboard);
    if (on && start === null) start = d;
    if (!on && start !== null) {
      runs.push([start, prev]);
      start = null;
    }
  }
  if (start !== null) runs.push([start, last]);
  return runs;
}
