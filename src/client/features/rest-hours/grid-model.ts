// The seafarer's grid as data: a day's work periods <-> its 30-minute cells, the watch templates, the
// month's dates, and the live check (the shared rule engine over the month and the 6 days before).
import {
  type Aboard,
  dayMinutes,
  formatTime,
  parseTime,
  REST_RULE_LABELS,
  type RestNonConformity,
  type RestRegime,
  type WorkPeriod,
} from "@shared/rest-hours";
import { checkRestHours } from "@shared/rest-hours-check";

export const SLOT_MINUTES = 30;

export interface DayDraft {
  work: WorkPeriod[];
  clockChange: number;
}

/** How many 30-minute cells a day has (46 on a 23-hour day, 50 on a 25-hour day). */
export const cellCount = (clockChange = 0) => dayMinutes(clockChange) / SLOT_MINUTES;

/** The cells of a day: true where the seafarer worked. */
export function periodsToCells(work: readonly WorkPeriod[], clockChange = 0): boolean[] {
  const cells = new Array<boolean>(cellCount(clockChange)).fill(false);
  for (const p of work) {
    const from = parseTime(p.from) / SLOT_MINUTES;
    const to = Math.min(parseTime(p.to) / SLOT_MINUTES, cells.length);
    for (let i = from; i < to; i++) cells[i] = true;
  }
  return cells;
}

/** The sorted, merged work periods of a day's cells. */
export function cellsToPeriods(cells: readonly boolean[]): WorkPeriod[] {
  const out: WorkPeriod[] = [];
  let start = -1;
  for (let i = 0; i <= cells.length; i++) {
    const work = i < cells.length && cells[i];
    if (work && start < 0) start = i;
    if (!work && start >= 0) {
      out.push({ from: formatTime(start * SLOT_MINUTES), to: formatTime(i * SLOT_MINUTES) });
      start = -1;
    }
  }
  return out;
}

/** "04:00–04:30" for the cell at index i. */
export function cellLabel(i: number): string {
  return `${formatTime(i * SLOT_MINUTES)}–${formatTime((i + 1) * SLOT_MINUTES)}`;
}

export const WATCH_TEMPLATES = [
  { id: "watch-00-04", label: "Watch 00–04 / 12–16", work: ["00:00-04:00", "12:00-16:00"] },
  { id: "watch-04-08", label: "Watch 04–08 / 16–20", work: ["04:00-08:00", "16:00-20:00"] },
  { id: "watch-08-12", label: "Watch 08–12 / 20–24", work: ["08:00-12:00", "20:00-24:00"] },
  { id: "day-work", label: "Day work 08–17", work: ["08:00-12:00", "13:00-17:00"] },
] as const;

export function templateWork(id: string): WorkPeriod[] {
  const t = WATCH_TEMPLATES.find((x) => x.id === id);
  return (t?.work ?? []).map((w) => {
    const [from, to] = w.split("-");
    return { from, to };
  });
}

export const CLOCK_CHANGE_OPTIONS = [
  { value: 0, label: "No clock change (24 h)" },
  { value: -60, label: "Clocks advanced 1 h (23 h day)" },
  { value: -30, label: "Clocks advanced 30 min (23.5 h day)" },
  { value: 30, label: "Clocks retarded 30 min (24.5 h day)" },
  { value: 60, label: "Clocks retarded 1 h (25 h day)" },
] as const;

/** The plain words for a day's length, or null on an ordinary day. */
export function clockChangeNote(clockChange: number): string | null {
  if (clockChange === 0) return null;
  const hours = dayMinutes(clockChange) / 60;
  const how = clockChange < 0 ? "advanced" : "retarded";
  const by = Math.abs(clockChange) === 60 ? "1 h" : "30 min";
  return `Clock change: clocks ${how} ${by}, a ${hours}-hour day (times run 00:00–${formatTime(dayMinutes(clockChange))})`;
}

export function addDaysIso(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** What the seafarer's month view reads: the month and the 6 days before (rolling windows), to today. */
export function restMonthRange(month: string, today: string): { from: string; to: string } {
  const dates = monthDates(month);
  const from = addDaysIso(dates[0], -6);
  const lastDate = dates[dates.length - 1];
  // ISO dates compare as strings: the month's last day, or today if earlier, never before `from`
  const to = [[lastDate, today].sort()[0], from].sort()[1];
  return { from, to };
}

/** Every date of a "yyyy-MM" month. */
export function monthDates(month: string): string[] {
  const out: string[] = [];
  for (let d = `${month}-01`; d.startsWith(month); d = addDaysIso(d, 1)) out.push(d);
  return out;
}

export function shiftMonth(month: string, n: number): string {
  const [y, m] = month.split("-").map(Number);
  const t = new Date(Date.UTC(y, m - 1 + n, 1));
  return t.toISOString().slice(0, 7);
}

/** Rest minutes in the 7 days ending on `date`, or null unless all 7 are recorded. */
export function rollingRest7d(days: ReadonlyMap<string, DayDraft>, date: string): number | null {
  let rest = 0;
  for (let i = 0; i < 7; i++) {
    const day = days.get(addDaysIso(date, -i));
    if (!day) return null;
    const work = day.work.reduce((s, p) => s + parseTime(p.to) - parseTime(p.from), 0);
    rest += dayMinutes(day.clockChange) - work;
  }
  return rest;
}

/**
 * The live check: every recorded or drafted day through the engine, findings touching `fromDate` on; with
 * the seafarer's tours (`aboard`), only days aboard are not recorded, as on the server.
 */
export function liveFindings(
  days: ReadonlyMap<string, DayDraft>,
  regime: RestRegime,
  fromDate: string,
  adultFrom: string | null = null,
  aboard?: readonly Aboard[],
): RestNonConformity[] {
  const input = [...days].map(([date, d]) => ({ date, work: d.work, clockChange: d.clockChange }));
  return checkRestHours(input, { regime, adultFrom, aboard }).filter((f) => f.to.slice(0, 10) >= fromDate);
}

/** The dates a finding touches (from its start to its end), for highlighting rows. */
export function findingDates(f: RestNonConformity): string[] {
  const out: string[] = [];
  const last = f.to.endsWith("T00:00") ? addDaysIso(f.to.slice(0, 10), -1) : f.to.slice(0, 10);
  for (let d = f.from.slice(0, 10); d <= last && out.length < 40; d = addDaysIso(d, 1)) out.push(d);
  return out;
}

/** The rules' short names (one list, in src/shared, also used by the office's e-mail digest). */
export const RULE_LABELS: Record<string, string> = REST_RULE_LABELS;

export const hoursText = (minutes: number) => `${minutes / 60} h`;

/** "2026-11-23 04:05 UTC" from an ISO timestamp. */
export const formatStamp = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
