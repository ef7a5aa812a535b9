// The crew list as IMO FAL Form 5 (FAL Convention, Standard 2.1): the ship and port call block and the
// numbered table repeated on every page, A4 landscape, then the master's signature block (box 12). A list
// with missing items says so on every page and names each at the end; an empty list says it is empty.
import type { PDFPage } from "pdf-lib";
import { ID_DOCUMENT_LABELS, type TCrewList, type TCrewListEntry } from "../../../shared/port-paperwork";
import { type Column, headerRow, MARGIN, newPdf, type Pdf, pagedDrawing, savePdf } from "../../lib/pdf-kit";
import { labelledBoxes, signatureBox } from "./fal-form";

const COLUMNS: Column[] = [
  { header: "6. No.", width: 28 },
  { header: "7. Family name, given names", width: 200 },
  { header: "8. Rank or rating", width: 100 },
  { header: "9. Nationality", width: 55 },
  { header: "10. Date and place of birth", width: 160 },
  { header: "Gender", width: 40 },
  { header: "11. Nature and No. of identity document", width: 219 },
];
const ROW_H = 16;
const TABLE_TOP = 455;
const SIGNATURE_H = 70;

/** The table's short names of the identity documents (the column is narrow). */
const SHORT_ID_LABELS: Record<string, string> = { passport: "Passport", cdc: "Seafarer's ID (CDC)" };
const dash = (v: string | null | undefined) => v || "-";

export function personCells(e: TCrewListEntry, no: number): string[] {
  const id = e.idDocument;
  return [
    String(no),
    `${e.familyName}, ${e.givenNames}`,
    e.rank,
    e.nationality ?? "MISSING",
    `${e.dateOfBirth}, ${e.placeOfBirth ?? "MISSING"}${e.countryOfBirth ? ` (${e.countryOfBirth})` : ""}`,
    e.gender ?? "MISSING",
    id
      ? `${SHORT_ID_LABELS[id.type] ?? ID_DOCUMENT_LABELS[id.type] ?? id.type} ${id.number}, ${id.issuingState ?? "state MISSING"}, exp. ${id.expiryDate}`
      : "MISSING",
  ];
}

function header(pdf: Pdf, page: PDFPage, list: TCrewList) {
  const { text, bold } = pdf;
  const pc = list.portCall;
  const arrival = pc.kind === "arrival";
  text(page, "CREW LIST", MARGIN, 565, 14, bold);
  text(page, "IMO FAL Form 5", MARGIN + 90, 566, 8);
  text(page, `[${arrival ? "X" : " "}] Arrival    [${arrival ? " " : "X"}] Departure`, 600, 566, 10, bold);
  const port = [pc.port, pc.portLocode].filter(Boolean).join(" ");
  const boxes: [string, string][][] = [
    [
      ["1.1 Name of ship", list.ship.name],
      ["1.2 IMO number", dash(list.ship.imoNumber)],
      ["1.3 Call sign", dash(list.ship.callSign)],
      ["1.4 Voyage number", dash(pc.voyageNumber)],
    ],
    [
      [`2. Port of ${pc.kind}`, dash(port)],
      [`3. Date of ${pc.kind}`, pc.date],
      ["4. Flag State of ship", dash(list.ship.flag)],
      [
        arrival ? "5. Last port of call" : "5. Next port of call",
        dash(arrival ? pc.lastPortLocode : pc.nextPortLocode),
      ],
    ],
  ];
  labelledBoxes(pdf, page, boxes, 520);
  if (list.missing.length)
    pdf.warn(
      page,
      `INCOMPLETE: ${list.missing.length} item(s) missing, named at the end of this list. Entries marked MISSING are not known.`,
      MARGIN,
      TABLE_TOP + 6,
      8,
    );
  return headerRow(pdf, page, COLUMNS, TABLE_TOP, ROW_H);
}

export async function crewListPdf(list: TCrewList, createdAt: Date): Promise<Uint8Array> {
  const pdf = await newPdf(
    `Crew list - ${list.ship.name} - ${list.portCall.kind} ${list.portCall.date}`,
    "IMO FAL Form 5 (Crew list)",
    createdAt,
  );
  drawCrewList(pdf, list);
  return savePdf(pdf.doc);
}

/** The list's pages added to `pdf`'s document, numbered among themselves. */
export function drawCrewList(pdf: Pdf, list: TCrewList) {
  const { text, bold } = pdf;
  const at = pagedDrawing(pdf, (page) => header(pdf, page, list));
  list.crew.forEach((e, i) => {
    at.row(COLUMNS, personCells(e, i + 1), ROW_H);
  });
  if (list.notice) {
    text(at.page, list.notice, MARGIN + 4, at.y - 14, 9, bold);
    at.y -= 20;
  }
  text(at.page, `Persons on this list: ${list.crew.length}`, MARGIN, at.y - 12, 8);
  at.y -= 16;
  if (list.missing.length) {
    at.room(14 * (list.missing.length + 1));
    pdf.warn(at.page, "Missing items (complete the records and print again):", MARGIN, at.y - 12, 8);
    at.y -= 14;
    for (const m of list.missing) {
      at.room(12);
      text(at.page, `- ${m.message}`, MARGIN + 8, at.y - 10, 7.5);
      at.y -= 12;
    }
  }
  at.room(SIGNATURE_H);
  signatureBox(pdf, at.page, "12. Date and signature by master, authorized agent or officer", {
    y: at.y - SIGNATURE_H + 10,
    height: SIGNATURE_H - 16,
    linesAt: 10,
  });
  at.numbered();
}
