// The crew list as a spreadsheet and as CSV: one row per person, master first, the columns of
// src/shared/port-paperwork.ts CREW_LIST_COLUMNS (FAL Form 5's data elements in the form's order; see the
// note there on the Maritime Single Window template). The header row is the first row of both, as an
// import expects. A value the records lack is written MISSING (never a silent blank), and the workbook
// names every missing item on a sheet of its own; the ship and port call are on a second sheet.
import ExcelJS from "exceljs";
import { csvTextCell } from "../../../shared/csv-cell";
import { CREW_LIST_COLUMNS, type TCrewList } from "../../../shared/port-paperwork";

export const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
export const MISSING = "MISSING";

/** The header row and one row of text cells per person, in list order. */
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

export async function crewListXlsx(list: TCrewList): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = "CrewFleet";
  const sheet = book.addWorksheet("Crew list");
  for (const row of crewListRows(list)) {
    const added = sheet.addRow(row);
    added.eachCell((cell) => {
      if (cell.value === MISSING)
        cell.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFFFC7CE" } };
    });
  }
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((c, i) => {
    c.width = Math.min(40, Math.max(10, CREW_LIST_COLUMNS[i].header.length + 2));
  });
  const pc = list.portCall;
  const voyage = book.addWorksheet("Ship and port call");
  for (const row of [
    ["Name of ship", list.ship.name],
    ["IMO number", list.ship.imoNumber ?? MISSING],
    ["Call sign", list.ship.callSign ?? MISSING],
    ["Flag State of ship", list.ship.flag ?? MISSING],
    ["Arrival or departure", pc.kind],
    [`Port of ${pc.kind}`, [pc.port, pc.portLocode].filter(Boolean).join(" ")],
    [`Date of ${pc.kind}`, pc.date],
    ["Voyage number", pc.voyageNumber ?? ""],
    ["Last port of call", pc.lastPortLocode ?? ""],
    ["Next port of call", pc.nextPortLocode ?? ""],
    ["Persons on this list", String(list.crew.length)],
  ])
    voyage.addRow(row);
  voyage.getColumn(1).width = 24;
  voyage.getColumn(2).width = 40;
  if (list.notice) voyage.addRow(["Note", list.notice]);
  if (list.missing.length) {
    const missing = book.addWorksheet("MISSING ITEMS");
    missing.addRow(["Missing items: complete the records and generate the list again"]).font = { bold: true };
    for (const m of list.missing) missing.addRow([m.message]);
    missing.getColumn(1).width = 90;
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
