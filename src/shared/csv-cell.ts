// The one rule for CSV cells that a spreadsheet could run as a formula (CSV injection, issue 16 item 8),
// used by every CSV export (client lib/csv.ts; a server export would use it too).
// A cell is read as a formula when it starts — after spaces, which some importers trim — with = + - @,
// their fullwidth forms (＝ ＋ － ＠, which East Asian Excel treats the same), a tab, a line break or a
// NUL (ASVS 5.0 1.2.10).
// Spreadsheets in locales whose list separator is ';' (most of Europe) split an unquoted cell at ';',
// so "x;=1+1" would give a cell "=1+1": every cell holding a separator any locale uses (, ; tab |) is
// quoted, and quoted fields are never split. A phone number keeps reading as a phone number: one that
// starts with + gets the apostrophe like any other such cell, which makes the spreadsheet take it as text
// ("+44 20 7946 0958", not a formula that fails or a number that loses its + and spaces); the text after
// the apostrophe is unchanged, and a number without a leading sign is left alone.

const FORMULA_START = /^[\s\u00a0\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r\n\0]/;
const NEEDS_QUOTES = /[",;\t|\r\n]/;

/** True when a spreadsheet in some common locale could read `text` (as one cell) as a formula. */
export function startsLikeFormula(text: string): boolean {
  return FORMULA_START.test(text);
}

/** Prefixes an apostrophe when a spreadsheet would read the text as a formula. */
export function neutralizeFormula(text: string): string {
  return startsLikeFormula(text) ? `'${text}` : text;
}

/** One text cell as CSV: neutralised, then quoted (inner quotes doubled) when it holds a separator. */
export function csvTextCell(value: string): string {
  const text = neutralizeFormula(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
