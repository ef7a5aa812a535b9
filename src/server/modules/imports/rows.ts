// One data row of an import as its fields' values, read the same way for every kind: text trimmed,
// dates by the chosen order, numbers from number cells or text; a text cell that a spreadsheet would run
// as a formula (= + - @ first, src/shared/csv-cell.ts) is refused in words, never stored (a phone number
// is a phone number). Errors gather per row with the field they belong to; the zod schema of the
// one-record form adds its own in the same words the form shows.
import type { z } from "zod";
import { isPhoneNumber, startsLikeFormula } from "../../../shared/csv-cell";
import { type DateOrder, readDate } from "../../../shared/import-match";
import type { ImportRowStatus, TImportRow } from "../../../shared/imports";
import type { DbTx } from "../../db/client";
import type { Cell } from "./read-sheet";

export const FORMULA_CELL_MESSAGE =
  "A value may not begin with =, +, - or @: a spreadsheet could run it as a formula";

export interface RowError {
  field: string;
  message: string;
}

/** A row checked: its status and errors, and (valid rows of a real run) what writes it. */
export interface PlannedRow {
  row: number;
  status: ImportRowStatus;
  errors: RowError[];
  values?: Record<string, string>;
  apply?: (tx: DbTx) => Promise<void>;
}

const pad = (n: number) => String(n).padStart(2, "0");

function cellText(value: Cell): string {
  if (value === null) return "";
  if (value instanceof Date)
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  return String(value).trim();
}

export class RowReader {
  readonly errors: RowError[] = [];
  constructor(
    readonly row: number,
    private readonly cells: Readonly<Record<string, Cell>>,
    private readonly dateOrder: DateOrder,
  ) {}

  error(field: string, message: string) {
    if (!this.errors.some((e) => e.field === field)) this.errors.push({ field, message });
  }

  /** The field's text, or undefined when the cell is empty (or refused as a formula). */
  text(key: string): string | undefined {
    const text = cellText(this.cells[key] ?? null);
    if (text === "") return undefined;
    if (startsLikeFormula(text) && !(key === "phoneNumber" && isPhoneNumber(text))) {
      this.error(key, FORMULA_CELL_MESSAGE);
      return undefined;
    }
    return text;
  }

  /** The field as yyyy-MM-dd; an unreadable one is an error naming the order it was read in. */
  date(key: string, label: string): string | undefined {
    const cell = this.cells[key] ?? null;
    if (cell === null || cellText(cell) === "") return undefined;
    const date = readDate(cell, this.dateOrder);
    if (date === null) {
      const shown = this.dateOrder === "dmy" ? "dd/mm/yyyy" : "mm/dd/yyyy";
      this.error(key, `${label}: cannot read "${cellText(cell)}" as a date (use yyyy-mm-dd or ${shown})`);
    }
    return date ?? undefined;
  }

  /** The field as a number; text that is not one is an error. */
  number(key: string, label: string): number | undefined {
    const cell = this.cells[key] ?? null;
    if (typeof cell === "number") return cell;
    const text = cellText(cell).replace(/[\s,]/g, "");
    if (text === "") return undefined;
    const n = Number(text);
    if (!Number.isFinite(n)) {
      this.error(key, `${label}: "${cellText(cell)}" is not a number`);
      return undefined;
    }
    return n;
  }

  /** Every cell as text, for the errors workbook. */
  values(): Record<string, string> {
    return Object.fromEntries(Object.entries(this.cells).map(([k, v]) => [k, cellText(v)]));
  }

  /** The schema's issues as row errors, the API's field names turned into the import's. */
  schemaErrors(error: z.ZodError, fieldOf: (path: string) => string = (p) => p) {
    for (const issue of error.issues) this.error(fieldOf(String(issue.path[0] ?? "row")), issue.message);
  }

  /** An error row (the answer), or the status and writer of a valid one. */
  planned(status: Exclude<ImportRowStatus, "error">, apply?: PlannedRow["apply"]): PlannedRow {
    if (this.errors.length)
      return { row: this.row, status: "error", errors: this.errors, values: this.values() };
    return { row: this.row, status, errors: [], apply: status === "unchanged" ? undefined : apply };
  }
}

/** The answer's row: without the writer. */
export const answerRow = ({ row, status, errors, values }: PlannedRow): TImportRow => ({
  row,
  status,
  errors,
  ...(values ? { values } : {}),
});

/** Identities already taken by an earlier row of the file: the later row is the error. */
export class SeenInFile {
  private readonly seen = new Map<string, number>();
  check(reader: RowReader, identity: string | null, field: string, what: string) {
    if (identity === null) return;
    const first = this.seen.get(identity);
    if (first !== undefined)
      reader.error(field, `The same ${what} as row ${first}: each appears once in a file`);
    else this.seen.set(identity, reader.row);
  }
}

/** A data row as its fields' cells (field key → cell). */
export interface RowIn {
  row: number;
  cells: Record<string, Cell>;
}

/** Tells how many of a phase's rows are done (the service turns it into progress lines); await it: when
 * it told, it lets the event loop turn so the line leaves (PGlite answers within the same turn, so a
 * write of many statements would otherwise hold every line until its end). */
export type RowsDone = (done: number) => void | Promise<void>;

/** Rows checked between two turns of the event loop: other requests (and the progress lines) go on
 * while a 50,000-row file is checked. */
const CHECK_CHUNK = 1000;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** `check` of every row, in order, a chunk at a time, telling `done` after each chunk. */
export async function checkEach<T>(
  rows: readonly RowIn[],
  check: (row: RowIn) => T,
  done: RowsDone = () => {},
): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < rows.length; i += CHECK_CHUNK) {
    if (i > 0) await nextTurn();
    for (const row of rows.slice(i, i + CHECK_CHUNK)) out.push(check(row));
    await done(out.length);
  }
  return out;
}

/** What a kind makes of the file's rows: each row checked, and after the rows' writers (if any) a last
 * write; `touched` gathers the records the writes reached (crew member or vessel ids) for the summary. */
export interface Plan {
  rows: PlannedRow[];
  /** The writes gathered from the rows (new records, together); `written` tells how many rows it wrote. */
  finish?: (tx: DbTx, written: RowsDone) => Promise<void>;
  touched: Set<string>;
}
