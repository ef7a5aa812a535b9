// The one rule for CSV cells that a spreadsheet could run as a formula (CSV injection),
// used by every CSV export (client lib/csv.ts; a server export would use it too).
// A cell is read as a formula when it starts — after spaces, which some importers trim — with = + - @,
// their fullwidth forms (＝ ＋ － ＠, which East Asian Excel treats the same), a tab, a line break or a
// NUL (ASVS 5.0 1.2.10).
// Spreadsheets in locales whose list separator is ';' (most of Europe) split an unquoted cell at ';',
// so "x;=1+1" would give a cell "=1+1": every cell holding a separator any locale uses (, ; tab |) is
// quoted, and quoted fields are never split.
// A phone number stays readable: "+44 20 7946 0958" with an apostrophe in front shows
// the apostrophe in Excel and LibreOffice, because CSV import does not treat it as a text marker. A cell
// that is only a phone number — "+", then digits with spaces, brackets, dots, dashes or slashes — gets a
// leading tab instead (inside quotes): no spreadsheet reads a cell starting with a tab as a formula, and the
// tab does not show. It is safe even for an importer that trims the tab away: such a cell holds no letter,
// quote, reference, function or "|", so the worst it can become is arithmetic on its own digits, never a
// call or a link. Every other cell starting like a formula keeps the apostrophe.

const FORMULA_START = /^[\s\u00a0\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r\n\0]/;
const NEEDS_QUOTES = /[",;\t|\r\n]/;

/** True when a spreadsheet in some common locale could read `text` (as one cell) as a formula. */
export function startsLikeFormula(text: string): boolean {
  return FORMULA_START.test(text);
}

/** A cell that is only an international phone number: "+" and a digit, then digits and ( ) . - / spaces. */
const PHONE = /^\+[0-9(][0-9 ().\-/]{0,40}$/;

export function isPhoneNumber(text: string): boolean {
  return PHONE.test(text) && /[0-9]/.test(text);
}

/**
 * What a spreadsheet could read as a formula made inert: a phone number gets a leading tab (invisible),
 * anything else an apostrophe.
 */
export function neutralizeFormula(text: string): string {
  if (!startsLikeFormula(text)) return text;
  return isPhoneNumber(text) ? `\t${text}` : `'${text}`;
}

/** One text cell as CSV: neutralised, then quoted (inner quotes doubled) when it holds a separator. */
export function csvTextCell(value: string): string {
  const text = neutralizeFormula(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
