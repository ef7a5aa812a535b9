// What exceljs' streaming worksheet reader (read-sheet.ts) leaves out of a sheet, read from the sheet's
// XML on its way to it: the merged ranges (<mergeCells>, written after the rows), which cells hold a
// boolean (t="b": the reader gives a formula's boolean result as 1 or 0) and the text of the cells that
// hold an ISO 8601 date (t="d", as LibreOffice and some generators write them: both exceljs readers give
// such a cell parseFloat of its text, 2027-03-15 as the number 2027); and the merged ranges filled in
// after the rows are read, as the whole-workbook reader gives them (every cell its range's top-left value).
import { MAX_IMPORT_ROWS, tooManyRowsMessage } from "../../../shared/imports";
import { badRequest } from "../../lib/app-error";
import type { RawRow } from "./read-sheet";

const MERGE_CELL = /<mergeCell\s[^<>]*?\bref=["']([A-Z]+[0-9]+(?::[A-Z]+[0-9]+)?)["']/g;
const BOOLEAN_TYPE = /t=["']b["']/g;
const DATE_TYPE = /t=["']d["']/g;
const CELL_REF = /^<c\s[^<>]*?\br=["']([A-Z]+[0-9]+)["']/;
/** Characters a date cell's XML may take before its end is met: <c r="XFD1048576" s="…" t="d"><v>an ISO
 * date and time</v></c> is under 100; held no longer, so no hostile cell keeps the XML searched again. */
const MAX_DATE_CELL = 1024;

/** The cells of `text` whose type attribute matches `type` (the attribute, not text that reads like it):
 * each with its ref, where its <c> tag starts and where that tag ends. */
function* typedCells(text: string, type: RegExp) {
  for (const m of text.matchAll(type)) {
    if (!/\s/.test(text[m.index - 1] ?? "")) continue;
    const start = text.lastIndexOf("<", m.index);
    const tagEnd = text.indexOf(">", m.index);
    const ref = CELL_REF.exec(text.slice(start, tagEnd))?.[1];
    if (ref) yield { ref, start, tagEnd };
  }
}

/** What the streaming reader leaves out of a worksheet's XML, noted as the XML passes on to it unchanged:
 * the merged ranges (<mergeCell ref="A1:B2"/>, after the rows), the cells that hold a boolean (t="b") and
 * the value text of the cells that hold an ISO date (t="d"), each cell's note kept until the cell is read.
 * Only whole tags are searched, and a date cell only once its </c> has come: what a chunk's end cuts is
 * searched with the next chunk, before the reader meets the cell's end. */
export class SheetNotes {
  readonly merges: string[] = [];
  readonly booleans = new Set<string>();
  readonly dates = new Map<string, string>();

  /** The cells' notes dropped (rows past the limit are counted, not read). */
  forgetCells(): void {
    this.booleans.clear();
    this.dates.clear();
  }

  async *tap(
    source: AsyncIterable<Buffer | string> | Iterable<Buffer | string>,
  ): AsyncGenerator<Buffer | string> {
    let tail = "";
    for await (const chunk of source) {
      // latin1: the words searched are ASCII, and no byte of a multi-byte UTF-8 character is
      const text = tail + (typeof chunk === "string" ? chunk : chunk.toString("latin1"));
      const open = text.lastIndexOf("<");
      let cut = open >= 0 && !text.includes(">", open) ? open : text.length;
      for (const { ref, start, tagEnd } of typedCells(text, DATE_TYPE)) {
        if (start >= cut) break;
        if (text[tagEnd - 1] === "/") continue; // <c r="A2" t="d"/>: no value
        const end = text.indexOf("</c", tagEnd); // </c> (or </c >): no tag inside a cell starts so
        if (end < 0) {
          // the cell's value is still to come; a cell longer than any date's is not held (nor noted)
          if (text.length - start > MAX_DATE_CELL) continue;
          cut = start;
          break;
        }
        const valueTag = text.indexOf("<v", tagEnd);
        const from = text.indexOf(">", valueTag) + 1;
        const to = text.indexOf("</v>", from);
        if (valueTag > 0 && valueTag < end && to > 0 && to < end) this.dates.set(ref, text.slice(from, to));
      }
      for (const m of text.matchAll(MERGE_CELL)) if (m.index < cut) this.merges.push(m[1] as string);
      for (const { ref, start } of typedCells(text, BOOLEAN_TYPE)) if (start < cut) this.booleans.add(ref);
      tail = text.slice(cut);
      yield chunk;
    }
  }
}

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?$/;
const ISO_TIME = /^(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?$/;

/** A date cell's text (t="d") as the Date an ordinary date-formatted serial cell of the same date and time
 * gives: the wall-clock time as written, in UTC (a serial has no time zone, and exceljs reads it as UTC; an
 * offset or Z is not applied), a time alone on the serial calendar's day 0 (1899-12-30). Text that is no
 * such date (2027-02-30, "soon") stays text, for the row's date check to name. */
export function isoCellDate(text: string): Date | string {
  const trimmed = text.trim();
  const full = ISO_DATE_TIME.exec(trimmed);
  const time = full ? null : ISO_TIME.exec(trimmed);
  const parts = full ? full.slice(1) : time ? ["1899", "12", "30", ...time.slice(1)] : null;
  if (!parts) return text;
  const [year, month, day, hour, minute, second] = parts.slice(0, 6).map((p) => Number(p ?? 0));
  const ms = Number((parts[6] ?? "").padEnd(3, "0").slice(0, 3));
  const wall = [year, (month ?? 0) - 1, day, hour, minute, second] as const;
  const date = new Date(Date.UTC(...wall, ms));
  // Date.UTC rolls 2027-02-30 over to March and 24:00 to the next day: what rolls over is no date
  const read = [
    date.getUTCFullYear(),
    date.getUTCMonth(),
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
  ];
  return read.every((n, i) => n === wall[i]) ? date : text;
}

/** A1 as row 1, column 1. */
function decodeRef(ref: string): { row: number; col: number } {
  const [, letters = "", digits = ""] = /^([A-Z]+)([0-9]+)$/.exec(ref) ?? [];
  let col = 0;
  for (const letter of letters) col = col * 26 + letter.charCodeAt(0) - 64;
  return { row: Number(digits), col };
}

/** Every cell of the merged ranges given its range's top-left value, as the whole-workbook reader gives
 * them: rows the ranges reach are rows with values (counted against the limit before any is added); a
 * range is cut to the widest row read. */
export function fillMerges(raw: RawRow[], merges: readonly string[]): RawRow[] {
  const byRow = new Map(raw.map((r) => [r.row, r]));
  const width = raw.reduce((w, r) => Math.max(w, r.cells.length), 0);
  const ranges = merges
    .map((ref) => {
      const [from = "", to = from] = ref.split(":");
      const top = decodeRef(from);
      const bottom = decodeRef(to);
      const value = byRow.get(top.row)?.cells[top.col - 1] ?? null;
      return { top, bottom: { row: bottom.row, col: Math.min(bottom.col, width) }, value };
    })
    .filter((m) => m.bottom.row >= m.top.row);
  if (ranges.length === 0) return raw;
  // rows with values: those read, and those the ranges reach (their spans joined) that were not read
  const read = raw.map((r) => r.row).sort((a, b) => a - b);
  const readBefore = (row: number) => {
    let [lo, hi] = [0, read.length];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((read[mid] as number) < row) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const spans = ranges.map((m) => [m.top.row, m.bottom.row] as const).sort((a, b) => a[0] - b[0]);
  let count = raw.length;
  let reached = 0;
  for (const [from, to] of spans) {
    const start = Math.max(from, reached + 1);
    if (to >= start) count += to - start + 1 - (readBefore(to + 1) - readBefore(start));
    reached = Math.max(reached, to);
  }
  if (count > MAX_IMPORT_ROWS + 1) throw badRequest(tooManyRowsMessage(count - 1));
  for (const { top, bottom, value } of ranges)
    for (let r = top.row; r <= bottom.row; r++) {
      const row = byRow.get(r) ?? { row: r, cells: [] };
      byRow.set(r, row);
      for (let c = top.col; c <= bottom.col; c++) row.cells[c - 1] = value;
      row.cells = Array.from(row.cells, (c) => c ?? null);
    }
  return [...byRow.values()].sort((a, b) => a.row - b.row);
}
