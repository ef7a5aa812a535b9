// CSV files built in the browser (spec §7, DESIGN §7): UTF-8 with a byte-order mark so spreadsheet apps
// read accents correctly, RFC 4180 quoting and CRLF line ends, and text cells that a spreadsheet would
// run as a formula neutralised by a leading apostrophe — the rule is src/shared/csv-cell.ts.
import { csvTextCell, neutralizeFormula } from "@shared/csv-cell";

export { neutralizeFormula };

export type CsvCell = string | number | boolean | null | undefined;

/** A column of a record-based CSV: its header and how to read the cell from a row. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvCell;
}

export const CSV_BOM = "\uFEFF";
export const CSV_MIME = "text/csv;charset=utf-8";
/**
 * One cell as CSV text. Text is neutralised, then quoted when it holds a separator of any locale
 * (, ; tab |), a quote or a line break (inner quotes doubled). Numbers and booleans come from our own data, never from a user, and are
 * written as they are, so a negative number stays a number. null and undefined are empty cells.
 */
export function formatCsvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "true" : "false";
  return csvTextCell(value);
}

export function formatCsvRow(cells: readonly CsvCell[]): string {
  return cells.map(formatCsvCell).join(",");
}

/** A whole CSV document from rows of cells: BOM first (unless `bom: false`), CRLF between rows. */
export function buildCsv(rows: readonly (readonly CsvCell[])[], options: { bom?: boolean } = {}): string {
  const body = rows.map(formatCsvRow).join("\r\n");
  return (options.bom === false ? "" : CSV_BOM) + (rows.length > 0 ? `${body}\r\n` : "");
}

/** A header row and one row per record, as cells (for CSV or .xlsx). */
export function recordRows<T>(columns: readonly CsvColumn<T>[], records: readonly T[]): CsvCell[][] {
  return [columns.map((c) => c.header), ...records.map((record) => columns.map((c) => c.value(record)))];
}

/** A CSV document with a header row and one row per record. */
export function buildCsvFromRecords<T>(
  columns: readonly CsvColumn<T>[],
  records: readonly T[],
  options: { bom?: boolean } = {},
): string {
  return buildCsv(recordRows(columns, records), options);
}

/** Lets the browser save `content` as a file named `filename`. */
export function downloadCsv(filename: string, content: string): void {
  downloadFile(filename, new Blob([content], { type: CSV_MIME }));
}

/** Lets the browser save a file (CSV text, an .xlsx workbook) named `filename`. */
export function downloadFile(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
