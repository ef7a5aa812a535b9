// Calendar dates as "yyyy-MM-dd" strings. "Today" is the calendar date in the operator's time zone
// (APP_TIME_ZONE), the same on server and client, so a date never drifts across midnight UTC.
// No zod here: the app shell formats dates, and zod belongs in the lazy screen chunks (see iso-date.ts).
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const MS_PER_DAY = 86_400_000;

/**
 * The dates the arithmetic below answers in: four-digit years, so that comparing two "yyyy-MM-dd"
 * strings compares the days. A sum past either end stops there ("never expires", 9999-12-31, plus six
 * months is still 9999-12-31) instead of running into five-digit years or an invalid Date.
 */
export const MIN_CALC_DATE = "0001-01-01";
export const MAX_CALC_DATE = "9999-12-31";
const MIN_MS = Date.parse(`${MIN_CALC_DATE}T00:00:00Z`);
const MAX_MS = Date.parse(`${MAX_CALC_DATE}T00:00:00Z`);

/** A UTC-midnight timestamp as "yyyy-MM-dd", held to MIN_CALC_DATE..MAX_CALC_DATE. */
function fromUtcMs(ms: number): string {
  return new Date(Math.min(MAX_MS, Math.max(MIN_MS, ms))).toISOString().slice(0, 10);
}

/** Parses "yyyy-MM-dd" to a UTC-midnight timestamp, or NaN when it is not a real calendar date. */
export function dateToUtcMs(date: string): number {
  if (!ISO_DATE.test(date)) return Number.NaN;
  const [y, m, d] = date.split("-").map(Number);
  const back = new Date(0);
  back.setUTCFullYear(y, m - 1, d); // not Date.UTC, which reads the years 0..99 as 1900..1999
  const ms = back.getTime();
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d)
    return Number.NaN;
  return ms;
}

export function isValidIsoDate(date: string): boolean {
  return !Number.isNaN(dateToUtcMs(date));
}

// Building an Intl.DateTimeFormat costs far more than using one, and "today" is asked on every request.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar date of `now` in the IANA time zone, read from Intl. */
function dayOf(timeZone: string, now: Date): string {
  const parts = dayFormat(timeZone).formatToParts(now);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

// Every zone's offset from UTC today is a whole number of quarter hours (Nepal +5:45, Chatham +12:45), so
// a zone's date can change only on a quarter hour of UTC: the last answer per zone holds for the rest of
// its quarter hour (formatToParts costs ~30 µs, and the server asks for today on every request). A date
// long past, under a local mean time of odd minutes, is read from Intl every time.
const QUARTER_HOUR_MS = 15 * 60_000;
const MODERN_OFFSETS_MS = Date.UTC(1980, 0, 1);
const lastDays = new Map<string, { quarter: number; day: string }>();

/** Today's calendar date in the given IANA time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const ms = now.getTime();
  if (ms < MODERN_OFFSETS_MS) return dayOf(timeZone, now);
  const quarter = Math.floor(ms / QUARTER_HOUR_MS);
  const last = lastDays.get(timeZone);
  if (last?.quarter === quarter) return last.day;
  const day = dayOf(timeZone, now);
  lastDays.set(timeZone, { quarter, day });
  return day;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Whole calendar days from `today` to `date` (negative when past). */
export function daysBetween(today: string, date: string): number {
  return Math.round((dateToUtcMs(date) - dateToUtcMs(today)) / MS_PER_DAY);
}

/** "2026-01-31T00:00:00.000Z" → "2026-01-31"; a plain date stays as it is. */
export function dateOrTimestampToDate(value: string): string {
  return /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value;
}

/** Days from 1970-01-01 to a proleptic Gregorian date (month 1–12): Howard Hinnant's days_from_civil,
 * http://howardhinnant.github.io/date_algorithms.html. */
function dayNumber(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + d - 1;
  return era * 146_097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719_468;
}

/** The date of a day number (dayNumber's inverse, civil_from_days), as "yyyy-MM-dd". */
function dayNumberToDate(day: number): string {
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${String(y).padStart(4, "0")}-${m < 10 ? "0" : ""}${m}-${d < 10 ? "0" : ""}${d}`;
}

const MIN_DAY = MIN_MS / MS_PER_DAY;
const MAX_DAY = MAX_MS / MS_PER_DAY;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * The day `days` later (or earlier), held to MIN_CALC_DATE..MAX_CALC_DATE. In whole numbers of days (the
 * eligibility rule adds days in loops: through a Date and its ISO string a sum cost ~2 µs, ~0.4 µs so);
 * an invalid date or a fraction of a day goes through Date as before (an invalid date throws).
 */
export function addDays(date: string, days: number): string {
  const y = digits(date, 0, 4);
  const m = digits(date, 5, 7);
  const d = digits(date, 8, 10);
  const leap = m === 2 && y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  if (
    !Number.isInteger(days) ||
    date.length !== 10 ||
    date[4] !== "-" ||
    date[7] !== "-" ||
    y < 0 ||
    m < 1 ||
    m > 12 ||
    d < 1 ||
    d > DAYS_IN_MONTH[m - 1] + (leap ? 1 : 0)
  )
    return fromUtcMs(dateToUtcMs(date) + days * MS_PER_DAY);
  return dayNumberToDate(Math.min(MAX_DAY, Math.max(MIN_DAY, dayNumber(y, m, d) + days)));
}

/** The decimal number written in text[from..to), or -1 when a character there is not a digit. */
function digits(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i) - 48;
    if (!(c >= 0 && c <= 9)) return -1;
    n = n * 10 + c;
  }
  return n;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** Display form of the spec: "Jan 05, 2025". Accepts "yyyy-MM-dd" or a full ISO timestamp (its date part). */
export function formatDisplayDate(value: string | null | undefined): string {
  if (!value) return "";
  const date = value.slice(0, 10);
  if (!isValidIsoDate(date)) return "";
  const [y, m, d] = date.split("-");
  return `${MONTHS[Number(m) - 1]} ${d}, ${y}`;
}

/** The months' names, January first. */
export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** A "yyyy-MM" month as people say it: "November 2026" ("" for anything else). */
export function formatMonthName(month: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  const name = m ? MONTH_NAMES[Number(m[2]) - 1] : undefined;
  return m && name ? `${name} ${m[1]}` : "";
}

/** The same day `months` later (or earlier); a day the target month lacks clamps to its last day
 * (Jan 31 + 1 month = Feb 28, or Feb 29 in a leap year); held to MIN_CALC_DATE..MAX_CALC_DATE. */
export function addMonths(date: string, months: number): string {
  // the fields read by position when the date is written as one (a sum in a loop of the eligibility
  // rule: splitting into an array cost most of it), else as before by splitting at the dashes
  const y = digits(date, 0, 4);
  const m = digits(date, 5, 7);
  const d = digits(date, 8, 10);
  if (date.length === 10 && date[4] === "-" && date[7] === "-" && y >= 0 && m >= 0 && d >= 0)
    return addMonthsOf(y, m, d, months);
  const [ys, ms, ds] = date.split("-").map(Number);
  return addMonthsOf(ys, ms, ds, months);
}

function addMonthsOf(y: number, m: number, d: number, months: number): string {
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  if (year > 9999) return MAX_CALC_DATE;
  if (year < 1) return MIN_CALC_DATE;
  const month = total - year * 12;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const last = month === 1 ? (leap ? 29 : 28) : DAYS_IN_MONTH[month];
  return `${String(year).padStart(4, "0")}-${String(month + 1).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}

/** The earlier of two ISO dates (yyyy-mm-dd compare as text; Math.min would turn them into numbers). */
export function earlierDate(a: string, b: string): string {
  return a < b ? a : b;
}

/** The later of two ISO dates. */
export function laterDate(a: string, b: string): string {
  return a > b ? a : b;
}
