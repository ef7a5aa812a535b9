// .xlsx beside CSV (DESIGN §2 "documents out"): the same rows the CSV export writes, as a workbook made by
// exceljs (loaded only when someone asks for one, so it stays out of the initial JS). Text is written as
// text cells, never as formulas, so no cell needs the CSV's apostrophe: "+44 20 7946 0958" and
// "=HYPERLINK(...)" both read back exactly as typed. ISO dates become real dates shown yyyy-mm-dd, so a
// spreadsheet sorts and filters them as dates; numbers stay numbers. The header row (the first) is bold,
// frozen and carries an autofilter over every row.
import type { CsvCell } from "./csv";

export const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MAX_WIDTH = 60;

function cellValue(cell: CsvCell): string | number | boolean | Date | null {
  if (cell === null || cell === undefined) return null;
  if (typeof cell === "number") return Number.isFinite(cell) ? cell : null;
  if (typeof cell !== "string") return cell;
  const m = ISO_DATE.exec(cell);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : cell;
}

/** One worksheet named `sheetName` holding `rows`, as the bytes of an .xlsx file. */
export async function buildXlsx(
  rows: readonly (readonly CsvCell[])[],
  sheetName: string,
): Promise<ArrayBuffer> {
  const mod = await import("exceljs");
  const ExcelJS = (mod.default ?? mod) as typeof mod.default;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "CrewFleet";
  // sheet names: at most 31 characters, none of : \ / ? * [ ]
  // the first row is the header: frozen, so it stays in view while scrolling, with an autofilter on it
  const sheet = workbook.addWorksheet(sheetName.replace(/[:\\/?*[\]]/g, " ").slice(0, 31) || "Export", {
    views: rows.length > 0 ? [{ state: "frozen", ySplit: 1, xSplit: 0 }] : [],
  });
  const widths: number[] = [];
  for (const cells of rows) {
    const row = sheet.addRow(cells.map(cellValue));
    cells.forEach((cell, i) => {
      const text = cell === null || cell === undefined ? "" : String(cell);
      widths[i] = Math.min(MAX_WIDTH, Math.max(widths[i] ?? 8, text.length + 2));
      if (typeof cell === "string" && ISO_DATE.test(cell)) row.getCell(i + 1).numFmt = "yyyy-mm-dd";
    });
  }
  widths.forEach((width, i) => {
    sheet.getColumn(i + 1).width = width;
  });
  const columns = rows[0]?.length ?? 0;
  if (columns > 0) {
    sheet.getRow(1).font = { bold: true };
    sheet.autoFilter = {
      from: { row: 1, column: 1 },
      to: { row: Math.max(1, rows.length), column: columns },
    };
  }
  return workbook.xlsx.writeBuffer() as Promise<ArrayBuffer>;
}
