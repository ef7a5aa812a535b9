// What exceljs' streaming worksheet reader (read-sheet.ts) leaves out of a sheet, read from the sheet's
// XML on its way to it: the merged ranges (<mergeCells>, written after the rows) and which cells hold a
// boolean (t="b": the reader gives a formula's boolean result as 1 or 0); and the merged ranges filled in
// after the rows are read, as the whole-workbook reader gives them (every cell its range's top-left value).
import { MAX_IMPORT_ROWS, tooManyRowsMessage } from "../../../shared/imports";
import { badRequest } from "../../lib/app-error";
import type { RawRow } from "./read-sheet";

const MERGE_CELL = /<mergeCell\s[^<>]*?\bref=["']([A-Z]+[0-9]+(?::[A-Z]+[0-9]+)?)["']/g;
const BOOLEAN_TYPE = /t=["']b["']/g;
const CELL_REF = /^<c\s[^<>]*?\br=["']([A-Z]+[0-9]+)["']/;

/** What the streaming reader leaves out of a worksheet's XML, noted as the XML passes on to it unchanged:
 * the merged ranges (<mergeCell ref="A1:B2"/>, after the rows) and the cells that hold a boolean (t="b",
 * kept until the cell is read). Only whole tags are searched: a tag cut by a chunk's end is searched with
 * the next chunk, before the reader meets the cell's end. */
export class SheetNotes {
  readonly merges: string[] = [];
  readonly booleans = new Set<string>();

  async *tap(
    source: AsyncIterable<Buffer | string> | Iterable<Buffer | string>,
  ): AsyncGenerator<Buffer | string> {
    let tail = "";
    for await (const chunk of source) {
      // latin1: the words searched are ASCII, and no byte of a multi-byte UTF-8 character is
      const text = tail + (typeof chunk === "string" ? chunk : chunk.toString("latin1"));
      const open = text.lastIndexOf("<");
      const cut = open >= 0 && !text.includes(">", open) ? open : text.length;
      for (const m of text.matchAll(MERGE_CELL)) if (m.index < cut) this.merges.push(m[1] as string);
      for (const m of text.matchAll(BOOLEAN_TYPE)) {
        if (m.index >= cut || !/\s/.test(text[m.index - 1] ?? "")) continue;
        const start = text.lastIndexOf("<", m.index);
        const ref = CELL_REF.exec(text.slice(start, text.indexOf(">", m.index)))?.[1];
        if (ref) this.booleans.add(ref);
      }
      tail = text.slice(cut);
      yield chunk;
    }
  }
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
