// An uploaded spreadsheet as a header row and data rows of plain values: .xlsx through exceljs (the
// first worksheet), .csv through fast-csv (comma, semicolon or tab, told by the header line). Values
// only: a formula is never evaluated, its cell gives the result the spreadsheet saved with it (none: an
// empty cell; a saved 0 or FALSE is kept); rich text gives its text, a hyperlink its text, an error
// cell nothing, TRUE/FALSE (a cell or a formula's result) a boolean, an ISO date cell (t="d", as LibreOffice
// writes) the Date a date-formatted serial cell of that date gives. Every cell of a merged range gives
// its top-left cell's value (a vessel merged down its crew is each row's vessel). A header the row
// already has (a merged header gives each of its columns its text) is named with its column's position,
// "Rank (column 3)", so each column can be given its own field. A cell is a string, a number, a boolean
// or a Date. What is not a readable .xlsx or a UTF-8 text file is refused whole.
import { Readable } from "node:stream";
import { parseString } from "@fast-csv/parse";
import ExcelJS from "exceljs";
import {
  IMPORT_NO_HEADER_MESSAGE,
  IMPORT_NOT_SPREADSHEET_MESSAGE,
  MAX_IMPORT_ROWS,
  tooManyRowsMessage,
} from "../../../shared/imports";
import { badRequest } from "../../lib/app-error";
import { fillMerges, isoCellDate, SheetNotes } from "./sheet-xml-notes";

export type Cell = string | number | boolean | Date | null;
export interface Sheet {
  headers: string[];
  /** Data rows (row 2 onwards), each with its spreadsheet row number; wholly empty rows left out. */
  rows: { row: number; cells: Cell[] }[];
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const isZip = (b: Buffer) => ZIP_MAGIC.every((byte, i) => b[i] === byte);

export type RawRow = { row: number; cells: Cell[] };

const isFormula = (value: ExcelJS.CellValue): value is ExcelJS.CellFormulaValue =>
  value !== null && typeof value === "object" && ("formula" in value || "sharedFormula" in value);

/** A cell's value, a formula's saved result kept whole (exceljs' `value` leaves out a result of 0 or
 * false, its `result` keeps it); a merged cell (the whole-workbook reader) as its range's top-left cell. */
function savedValue(cell: ExcelJS.Cell): ExcelJS.CellValue {
  const source = cell.isMerged ? cell.master : cell;
  const value = source.value;
  if (!isFormula(value)) return value;
  return { ...value, result: value.result ?? source.result } as ExcelJS.CellValue;
}

function plain(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value !== "object") return value as Cell;
  if (isFormula(value)) {
    const result = value.result;
    return result === undefined || (typeof result === "object" && !(result instanceof Date))
      ? null
      : (result as Cell);
  }
  if ("richText" in value) return value.richText.map((r) => r.text).join("");
  if ("text" in value) return typeof value.text === "string" ? value.text : plain(value.text);
  return null; // an error cell (#N/A ...)
}

const isEmpty = (c: Cell) => c === null || (typeof c === "string" && c.trim() === "");

/** A header the row already has named with its column's position ("Rank (column 3)"): the mapping gives
 * a field to a header's text, so each column needs its own. Columns without a header stay "". */
function distinctHeaders(headers: string[]): string[] {
  const seen = new Set<string>();
  return headers.map((header, i) => {
    let name = header;
    while (name !== "" && seen.has(name)) name = `${name} (column ${i + 1})`;
    seen.add(name);
    return name;
  });
}

function toSheet(raw: RawRow[]): Sheet {
  const [first, ...rest] = raw;
  const headers = distinctHeaders((first?.cells ?? []).map((c) => (c === null ? "" : String(c).trim())));
  const named = headers.filter((h) => h !== "");
  // a header row names its columns: words, not numbers or dates
  if (first?.row !== 1 || named.length === 0 || named.every((h) => !/[a-z]/i.test(h)))
    throw badRequest(IMPORT_NO_HEADER_MESSAGE);
  const rows = rest.filter((r) => !r.cells.every(isEmpty));
  if (rows.length > MAX_IMPORT_ROWS) throw badRequest(tooManyRowsMessage(rows.length));
  return { headers, rows };
}

/** Excel's date number formats (exceljs' own test): y, m, d, h, s or b outside quotes and brackets. */
const isDateFormat = (fmt: string | undefined) =>
  !!fmt && /[ymdhMsb]+/.test(fmt.replace(/\[[^\]]*]/g, "").replace(/"[^"]*"/g, ""));

/** A cell whose XML holds an ISO date (t="d", its text noted from the XML) as the Date a date-formatted
 * serial cell gives, a formula's saved result alike; exceljs gives it parseFloat of the text (a year). */
function withIsoDate(value: ExcelJS.CellValue, isoText: string | undefined): ExcelJS.CellValue {
  if (isoText === undefined) return value;
  const date = isoCellDate(isoText);
  return isFormula(value) ? ({ ...value, result: date } as ExcelJS.CellValue) : date;
}

/** A cell as the whole-workbook reader gives it: the streaming reader keeps a formula's saved result as a
 * number whatever its type, so a boolean one (t="b") is true or false, an error one (NaN) none and a
 * date-formatted one a Date; an ISO date cell (t="d") is its date. */
function streamedValue(
  cell: ExcelJS.Cell,
  date1904: boolean,
  isBoolean: boolean,
  isoText: string | undefined,
): ExcelJS.CellValue {
  const value = savedValue(cell);
  if (isoText !== undefined) return withIsoDate(value, isoText);
  if (!isFormula(value) || typeof value.result !== "number") return value;
  const result = value.result;
  if (isBoolean) return { ...value, result: result !== 0 } as ExcelJS.CellValue;
  if (Number.isNaN(result)) return { ...value, result: undefined } as ExcelJS.CellValue;
  if (!isDateFormat(cell.numFmt)) return value;
  const ms = Math.round((result - 25569 + (date1904 ? 1462 : 0)) * 24 * 3600 * 1000);
  return { ...value, result: new Date(ms) } as ExcelJS.CellValue;
}

type WorksheetParser = (
  stream: AsyncIterable<Buffer | string>,
  model: { worksheetHash: Record<string, { id?: number }> },
  ...rest: unknown[]
) => Promise<void>;

/** The whole workbook loaded, each worksheet's XML passed through a SheetNotes on its way to the parser
 * (exceljs' own step for a worksheet part, wrapped), with the ISO date cells (t="d") of each worksheet
 * noted: by the worksheet's id once the workbook part has named them. */
async function loadWithIsoDates(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  const xlsx = workbook.xlsx as unknown as { _processWorksheetEntry?: WorksheetParser };
  const parse = xlsx._processWorksheetEntry?.bind(xlsx);
  const noted: { sheet: { id?: number }; dates: Map<string, string> }[] = [];
  if (parse)
    xlsx._processWorksheetEntry = async (stream, model, sheetNo, options, path) => {
      const notes = new SheetNotes();
      await parse(Readable.from(notes.tap(stream)), model, sheetNo, options, path);
      const sheet = model.worksheetHash[path as string];
      if (sheet) noted.push({ sheet, dates: notes.dates });
    };
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const isoDatesOf = (id: number) => noted.find((n) => n.sheet.id === id)?.dates ?? new Map();
  return { workbook, isoDatesOf };
}

/** The whole workbook loaded, then its first worksheet read: for a file whose zip puts a worksheet before
 * the styles or the workbook part (the streaming reader would read its dates as plain numbers). */
async function readXlsxWhole(bytes: Buffer): Promise<Sheet> {
  let loaded: Awaited<ReturnType<typeof loadWithIsoDates>>;
  try {
    loaded = await loadWithIsoDates(bytes);
  } catch {
    throw badRequest(IMPORT_NOT_SPREADSHEET_MESSAGE);
  }
  const sheet = loaded.workbook.worksheets[0];
  if (!sheet) throw badRequest(IMPORT_NO_HEADER_MESSAGE);
  const isoDates = loaded.isoDatesOf(sheet.id);
  if (sheet.actualRowCount > MAX_IMPORT_ROWS + 1)
    throw badRequest(tooManyRowsMessage(sheet.actualRowCount - 1));
  const raw: RawRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: Cell[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      const source = cell.isMerged ? cell.master : cell;
      cells[col - 1] = plain(withIsoDate(savedValue(cell), isoDates.get(source.address)));
    });
    raw.push({ row: rowNumber, cells: Array.from(cells, (c) => c ?? null) });
  });
  return toSheet(raw);
}

/** The first worksheet read row by row as the zip inflates (exceljs' streaming reader): each row becomes
 * plain values and is dropped, so the workbook's model of every cell (hundreds of MB for 50,000 rows) is
 * never built. Rows past the limit are counted, not kept. */
async function readXlsx(bytes: Buffer): Promise<Sheet> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: "emit",
    sharedStrings: "cache",
    styles: "cache",
    hyperlinks: "ignore",
    entries: "ignore",
  });
  // the styles (which number formats are dates) and the workbook (tab order, 1904 dates) come before the
  // rows in the zip, or the rows are kept aside until the end (files of Excel and exceljs): else read whole
  // (the whole-workbook reader, as for any file the streaming one fails on)
  const book = reader as unknown as {
    styles: unknown;
    model?: { sheets?: { name?: string }[] };
    properties?: { model?: { date1904?: boolean } };
  };
  const initialStyles = book.styles;
  const raw: RawRow[] = [];
  const notes = new SheetNotes();
  let readWhole = false;
  let sheetFound = false;
  let withValues = 0;
  try {
    for await (const worksheet of reader) {
      if (!book.model || book.styles === initialStyles) {
        readWhole = true;
        break;
      }
      // the first tab (workbook.xml's order); any other sheet is drained unread
      const first = book.model?.sheets?.[0]?.name;
      const name = (worksheet as unknown as { name?: string }).name;
      if (sheetFound || (first !== undefined && name !== undefined && name !== first)) {
        for await (const _ of worksheet) void _;
        continue;
      }
      sheetFound = true;
      const date1904 = book.properties?.model?.date1904 === true;
      // the reader takes the sheet's XML from `iterator` when its rows are first asked for
      const xml = worksheet as unknown as { iterator: AsyncIterable<Buffer | string> };
      xml.iterator = notes.tap(xml.iterator);
      for await (const row of worksheet as unknown as AsyncIterable<ExcelJS.Row>) {
        if (!row.hasValues) continue;
        withValues += 1;
        if (withValues > MAX_IMPORT_ROWS + 1) {
          notes.forgetCells();
          continue;
        }
        const cells: Cell[] = [];
        row.eachCell({ includeEmpty: true }, (cell, col) => {
          const isoText = notes.dates.get(cell.address);
          notes.dates.delete(cell.address);
          const isBoolean = notes.booleans.delete(cell.address);
          cells[col - 1] = plain(streamedValue(cell, date1904, isBoolean, isoText));
        });
        raw.push({ row: row.number, cells: Array.from(cells, (c) => c ?? null) });
      }
    }
  } catch {
    // what the streaming reader cannot read (not a zip, an order of parts it does not take) is read
    // whole, which refuses what is not a workbook
    readWhole = true;
  }
  if (readWhole || !book.model) return readXlsxWhole(bytes);
  if (!sheetFound) throw badRequest(IMPORT_NO_HEADER_MESSAGE);
  if (withValues > MAX_IMPORT_ROWS + 1) throw badRequest(tooManyRowsMessage(withValues - 1));
  return toSheet(fillMerges(raw, notes.merges));
}

function delimiterOf(text: string): string {
  const line = text.slice(0, text.search(/\r?\n|$/));
  const counts = [",", ";", "\t"].map((d) => [d, line.split(d).length] as const);
  return counts.reduce((a, b) => (b[1] > a[1] ? b : a))[0];
}

async function readCsv(bytes: Buffer): Promise<Sheet> {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw badRequest(IMPORT_NOT_SPREADSHEET_MESSAGE);
  }
  if (text.includes("\0")) throw badRequest(IMPORT_NOT_SPREADSHEET_MESSAGE);
  text = text.replace(/^\uFEFF/, "");
  const raw: RawRow[] = [];
  await new Promise<void>((resolve, reject) => {
    let n = 0;
    parseString(text, { delimiter: delimiterOf(text), ignoreEmpty: false, maxRows: MAX_IMPORT_ROWS + 2 })
      .on("error", () => reject(badRequest(IMPORT_NOT_SPREADSHEET_MESSAGE)))
      .on("data", (cells: string[]) => {
        n += 1;
        raw.push({ row: n, cells: cells.map((c) => (c === "" ? null : c)) });
      })
      .on("end", () => resolve());
  });
  if (raw.length > MAX_IMPORT_ROWS + 1) {
    const total = text.split(/\r?\n/).filter((l) => l.trim() !== "").length - 1;
    throw badRequest(tooManyRowsMessage(total));
  }
  return toSheet(raw);
}

/** The sheet in `bytes`: a zip is read as .xlsx, anything else as CSV text. */
export async function readSheet(bytes: Buffer): Promise<Sheet> {
  if (bytes.length === 0) throw badRequest(IMPORT_NOT_SPREADSHEET_MESSAGE);
  return isZip(bytes) ? readXlsx(bytes) : readCsv(bytes);
}
