// The crew list as a spreadsheet and as CSV, one row per person, master first. The workbook is the IMO
// Maritime Single Window's crew-list import template (src/shared/msw-crew-list.ts), so it uploads as one;
// the CSV has a header row and FAL Form 5's data elements in the form's order (CREW_LIST_COLUMNS), also
// those the template lacks (country of birth, nature of the identity document). A value the records lack is
// written MISSING (never a silent blank), and the workbook names every missing item on a sheet of its own.
import ExcelJS from "exceljs";
import { csvTextCell } from "../../../shared/csv-cell";
import {
  MSW_CREW_LIST_COLUMNS,
  MSW_FIRST_COLUMN,
  MSW_FIRST_ROW,
  MSW_GROUPS,
  MSW_HEADER_ROW,
  MSW_SHEET_NAME,
} from "../../../shared/msw-crew-list";
import { CREW_LIST_COLUMNS, type TCrewList } from "../../../shared/port-paperwork";

export const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
export const MISSING = "MISSING";

/** The CSV's header row and one row of text cells per person, in list order. */
export function crewListRows(list: TCrewList): string[][] {
  return [
    CREW_LIST_COLUMNS.map((c) => c.header),
    ...list.crew.map((e, i) => CREW_LIST_COLUMNS.map((c) => c.value(e, i + 1) || MISSING)),
  ];
}

export function crewListCsv(list: TCrewList): string {
  return `${crewListRows(list)
    .map((r) => r.map(csvTextCell).join(","))
    .join("\r\n")}\r\n`;
}

const MISSING_FILL = { type: "pattern", pattern: "solid", fgColor: { argb: "FFFFC7CE" } } as const;

/** The IMO Maritime Single Window's crew-list import template (src/shared/msw-crew-list.ts): the ship and
 * port call above the table (rows 3 to 13, which the import skips), the group headings (row 16), the
 * headers (row 18) and one row per person from row 19, master first; `effects` by crew member id. */
export async function crewListXlsx(list: TCrewList, effects: ReadonlyMap<string, string>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = "CrewFleet";
  const sheet = book.addWorksheet(MSW_SHEET_NAME);
  const pc = list.portCall;
  sheet.getCell("B3").value = "CREW LIST (IMO FAL Form 5)";
  sheet.getCell("B3").font = { bold: true, size: 14 };
  const particulars: [string, string][] = [
    ["Name of ship", list.ship.name],
    ["IMO number", list.ship.imoNumber ?? MISSING],
    ["Call sign", list.ship.callSign ?? MISSING],
    ["Flag State of ship", list.ship.flag ?? MISSING],
    [
      `Port and date of ${pc.kind}`,
      `${[pc.port, pc.portLocode].filter(Boolean).join(" ")} ${pc.date}`.trim(),
    ],
    ["Voyage number", pc.voyageNumber ?? ""],
    [
      pc.kind === "arrival" ? "Last port of call" : "Next port of call",
      (pc.kind === "arrival" ? pc.lastPortLocode : pc.nextPortLocode) ?? "",
    ],
    ["Persons on this list", String(list.crew.length)],
  ];
  particulars.forEach(([label, value], i) => {
    sheet.getCell(5 + i, 2).value = label;
    sheet.getCell(5 + i, 5).value = value;
    if (value === MISSING) sheet.getCell(5 + i, 5).fill = MISSING_FILL;
  });
  const note =
    list.notice ??
    (list.missing.length ? `INCOMPLETE: ${list.missing.length} item(s) missing (sheet MISSING ITEMS)` : null);
  if (note) {
    sheet.getCell("B14").value = note;
    sheet.getCell("B14").font = { bold: true, color: { argb: "FFC00000" } };
  }
  for (const [column, heading] of MSW_GROUPS) sheet.getCell(`${column}16`).value = heading;
  sheet.mergeCells("B16:B18");
  const header = sheet.getRow(MSW_HEADER_ROW);
  MSW_CREW_LIST_COLUMNS.forEach((c, i) => {
    if (i > 0) header.getCell(MSW_FIRST_COLUMN + i).value = c.header;
    sheet.getColumn(MSW_FIRST_COLUMN + i).width =
      i === 0 ? 6 : Math.min(40, Math.max(12, c.header.length / 2));
  });
  for (const r of [16, MSW_HEADER_ROW]) sheet.getRow(r).font = { bold: true };
  header.alignment = { wrapText: true, vertical: "top" };
  list.crew.forEach((entry, n) => {
    const row = sheet.getRow(MSW_FIRST_ROW + n);
    const person = { entry, effects: effects.get(entry.crewMemberId) ?? "" };
    MSW_CREW_LIST_COLUMNS.forEach((c, i) => {
      const cell = row.getCell(MSW_FIRST_COLUMN + i);
      const value = c.value(person, n + 1);
      cell.value = value || (c.required ? MISSING : null);
      if (cell.value === MISSING) cell.fill = MISSING_FILL;
    });
  });
  sheet.views = [{ state: "frozen", ySplit: MSW_HEADER_ROW }];
  if (list.missing.length) {
    const missing = book.addWorksheet("MISSING ITEMS");
    missing.addRow(["Missing items: complete the records and generate the list again"]).font = { bold: true };
    for (const m of list.missing) missing.addRow([m.message]);
    missing.getColumn(1).width = 90;
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
