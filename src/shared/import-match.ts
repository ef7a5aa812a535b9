// Reading a spreadsheet's words the way an office types them: headers and catalogue values compared
// without letter case, accents, spaces or punctuation; a close miss answered with a "did you mean";
// dates read from date cells, ISO text or day/month/year in the order the user chose. The import
// (server) and its screen (client) use the same rules.
import { isValidIsoDate } from "./dates";
import { labelledValues } from "./labelled";

/** "Date of Birth", "date_of_birth" and "DATE-OF-BIRTH" read alike; "Nationalité" as "nationalite". */
export function normaliseWord(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

/** Edit distance (insertions, deletions, substitutions), stopping early once over `max`. */
export function editDistance(a: string, b: string, max = 3): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, cur[j]);
    }
    if (best > max) return max + 1;
    prev = cur;
  }
  return prev[b.length];
}

export interface CatalogueMatch<T> {
  /** The catalogue entry the text names (case, accents, spacing and aliases aside), or null. */
  value: T | null;
  /** Without a match: the closest entry, when it is close enough to be a typo. */
  suggestion: string | null;
}

/**
 * Matches `text` to a catalogue given as [spelling, value] pairs (names, codes and aliases). A miss
 * suggests the nearest spelling within a quarter of its length (at least 1, at most 3 edits).
 */
export function matchCatalogue<T>(
  text: string,
  spellings: readonly (readonly [string, T])[],
): CatalogueMatch<T> {
  const key = normaliseWord(text);
  let best: { spelling: string; d: number } | null = null;
  for (const [spelling, value] of spellings) {
    const norm = normaliseWord(spelling);
    if (norm === key) return { value, suggestion: null };
    const allowed = Math.min(3, Math.max(1, Math.floor(norm.length / 4)));
    const d = editDistance(key, norm, allowed);
    if (d <= allowed && (!best || d < best.d)) best = { spelling, d };
  }
  return { value: null, suggestion: best?.spelling ?? null };
}

/** The words of an unknown value, with the suggestion when there is one. */
export function unknownMessage(what: string, text: string, suggestion: string | null): string {
  return `Unknown ${what} "${text}"${suggestion ? `: did you mean ${suggestion}?` : ""}`;
}

export const DATE_ORDER_LABELS = { dmy: "dd/mm/yyyy", mdy: "mm/dd/yyyy" };
export const DATE_ORDERS = labelledValues(DATE_ORDER_LABELS);
export type DateOrder = (typeof DATE_ORDERS)[number];

const pad = (n: number) => String(n).padStart(2, "0");
const DMY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const ISO_TEXT = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/;

/**
 * A spreadsheet date as yyyy-MM-dd, or null when it cannot be read: a date cell (its calendar day, as
 * written, in UTC where spreadsheets keep it), ISO text (a time after it is ignored), or d/m/yyyy with
 * / . or - between, in the order chosen. The calendar decides: 31/02/2020 is not read.
 */
export function readDate(value: unknown, order: DateOrder): string | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    const iso = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
    return isValidIsoDate(iso) ? iso : null;
  }
  const text = String(value ?? "").trim();
  const iso = ISO_TEXT.exec(text);
  if (iso) {
    const out = `${iso[1]}-${pad(Number(iso[2]))}-${pad(Number(iso[3]))}`;
    return isValidIsoDate(out) ? out : null;
  }
  const m = DMY.exec(text);
  if (!m) return null;
  const [day, month] = order === "dmy" ? [m[1], m[2]] : [m[2], m[1]];
  const out = `${m[3]}-${pad(Number(month))}-${pad(Number(day))}`;
  return isValidIsoDate(out) ? out : null;
}
