// The crew's effects declaration as IMO FAL Form 4 (A4 landscape, ship block and table header on every
// page, numbered rows, a signature box per seafarer and the master's) and as a workbook, one row per item.
import ExcelJS from "exceljs";
import type { PDFPage } from "pdf-lib";
import { NOTHING_DECLARED, type TCrewEffectsList } from "../../../shared/port-paperwork";
import { type Column, headerRow, MARGIN, newPdf, type Pdf, pagedDrawing, savePdf } from "../../lib/pdf-kit";
import { itemsText } from "./effects-items";
import { labelledBoxes, signatureBox } from "./fal-form";

const COLUMNS: Column[] = [
  { header: "3. No.", width: 30 },
  { header: "4. Family name, given names", width: 190 },
  { header: "5. Rank or rating", width: 110 },
  {
    header:
      "6. Effects ineligible for relief from customs duties and taxes or subject to prohibitions or restrictions",
    width: 362,
  },
  { header: "7. Signature", width: 110 },
];
const ROW_H = 18;
const dash = (v: string | null | undefined) => v || "-";

function header(pdf: Pdf, page: PDFPage, list: TCrewEffectsList) {
  const { text, bold } = pdf;
  const title = "CREW'S EFFECTS DECLARATION";
  text(page, title, MARGIN, 565, 14, bold);
  text(page, "IMO FAL Form 4", MARGIN + bold.widthOfTextAtSize(title, 14) + 10, 566, 8);
  text(
    page,
    `${list.portCall.kind === "arrival" ? "Arrival" : "Departure"} ${list.portCall.date}`,
    640,
    566,
    10,
    bold,
  );
  const boxes: [string, string][] = [
    ["1.1 Name of ship", list.ship.name],
    ["1.2 IMO number", dash(list.ship.imoNumber)],
    ["1.3 Call sign", dash(list.ship.callSign)],
    ["1.4 Voyage number", dash(list.portCall.voyageNumber)],
    ["2. Flag State of ship", dash(list.ship.flag)],
  ];
  labelledBoxes(pdf, page, [boxes], 515);
  return headerRow(pdf, page, COLUMNS, 500, ROW_H, 6.5);
}

export async function effectsPdf(list: TCrewEffectsList, createdAt: Date): Promise<Uint8Array> {
  const pdf = await newPdf(
    `Crew's effects declaration - ${list.ship.name} - ${list.portCall.kind} ${list.portCall.date}`,
    "IMO FAL Form 4 (Crew's effects declaration)",
    createdAt,
  );
  const at = pagedDrawing(pdf, (page) => header(pdf, page, list));
  list.crew.forEach((c, i) => {
    at.row(
      COLUMNS,
      [String(i + 1), `${c.familyName}, ${c.givenNames}`, c.rank, itemsText(c.items), ""],
      ROW_H,
    );
  });
  if (list.notice) pdf.text(at.page, list.notice, MARGIN + 4, at.y - 14, 9, pdf.bold);
  at.room(80);
  signatureBox(pdf, at.page, "8. Date and signature by master", { y: at.y - 76, height: 50, linesAt: 8 });
  at.numbered();
  return savePdf(pdf.doc);
}

export const EFFECTS_COLUMNS = ["No.", "Family name", "Given names", "Rank or rating", "Effects", "Quantity"];

export async function effectsXlsx(list: TCrewEffectsList): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = "CrewFleet";
  const sheet = book.addWorksheet("Crew's effects");
  sheet.addRow(EFFECTS_COLUMNS).font = { bold: true };
  list.crew.forEach((c, i) => {
    const person = [String(i + 1), c.familyName, c.givenNames, c.rank];
    if (!c.items.length) sheet.addRow([...person, NOTHING_DECLARED, ""]);
    for (const item of c.items) sheet.addRow([...person, item.description, item.quantity ?? ""]);
  });
  sheet.columns.forEach((col, i) => {
    col.width = [6, 20, 20, 18, 50, 12][i];
  });
  if (list.notice) sheet.addRow([list.notice]);
  return Buffer.from(await book.xlsx.writeBuffer());
}
