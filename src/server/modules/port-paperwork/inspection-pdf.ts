// The inspection pack's own pages: each seafarer's required certificates (the compliance matrix row:
// certificate, number, expiry, state) and the table of shipboard working arrangements in the IMO/ILO model
// format (MLC 2006 Standard A2.3 para 10: position, scheduled daily hours at sea and in port, watchkeeping
// and other duties, comments), A4 landscape with the ship's line on every page.
import type { PDFPage } from "pdf-lib";
import { expiryLabel } from "../../../shared/certificates";
import { COMPLIANCE_CELL_LABELS, type ComplianceCellStatus } from "../../../shared/compliance";
import { WORKING_ARRANGEMENT_HOURS } from "../../../shared/inspection-pack";
import type { TCrewList } from "../../../shared/port-paperwork";
import { A4_LANDSCAPE, type Column, drawRow, MARGIN, numberPages, type Pdf } from "../../lib/pdf-kit";

export type CertificateBlock = {
  name: string;
  number: string | null;
  expiryDate: string | null;
  status: ComplianceCellStatus;
}[];

export interface PackPages {
  ship: TCrewList["ship"];
  date: string;
  months: string[];
  crew: { name: string; rank: string; certificates: CertificateBlock | null }[];
  arrangements: {
    rank: string;
    seaWatch: string | null;
    seaOther: string | null;
    portWatch: string | null;
    portOther: string | null;
    comments: string | null;
  }[];
  unavailable: string[];
}

const CERT_COLUMNS: Column[] = [
  { header: "Certificate", width: 330 },
  { header: "Number", width: 180 },
  { header: "Expiry date", width: 120 },
  { header: "State", width: 172 },
];
const WA_COLUMNS: Column[] = [
  { header: "Position / rank", width: 130 },
  ...WORKING_ARRANGEMENT_HOURS.map((h) => ({ header: h.label, width: 135 })),
  { header: "Comments", width: 132 },
];
const ROW_H = 15;
const BOTTOM = 40;

function pageWith(pdf: Pdf, title: string, data: PackPages): { page: PDFPage; y: number } {
  const page = pdf.doc.addPage(A4_LANDSCAPE);
  pdf.text(page, title, MARGIN, 565, 13, pdf.bold);
  pdf.text(
    page,
    `Ship: ${data.ship.name}    IMO number: ${data.ship.imoNumber ?? "-"}    Call sign: ${data.ship.callSign ?? "-"}    Flag: ${data.ship.flag ?? "-"}    Date: ${data.date}`,
    MARGIN,
    548,
    8,
  );
  return { page, y: 535 };
}

/** The pack's own pages added to `pdf`'s document, numbered among themselves. */
export function drawPackPages(pdf: Pdf, data: PackPages) {
  const first = pdf.doc.getPageCount();
  let { page, y } = pageWith(pdf, "REQUIRED CERTIFICATES OF THE CREW", data);
  const room = (h: number) => {
    if (y - h >= BOTTOM) return;
    ({ page, y } = pageWith(pdf, "REQUIRED CERTIFICATES OF THE CREW (continued)", data));
  };
  if (!data.crew.length) pdf.text(page, "Nobody is aboard on this date.", MARGIN, y - 14, 9);
  for (const c of data.crew) {
    room(ROW_H * 3);
    pdf.text(page, `${c.name} - ${c.rank}`, MARGIN, y - 12, 9, pdf.bold);
    y -= 16;
    if (!c.certificates) {
      pdf.text(page, "Not in today's compliance matrix of this vessel.", MARGIN + 8, y - 10, 8);
      y -= 16;
      continue;
    }
    y = drawRow(
      pdf,
      page,
      CERT_COLUMNS,
      CERT_COLUMNS.map((col) => col.header),
      y,
      ROW_H,
      { bold: true, size: 7 },
    );
    if (!c.certificates.length) {
      pdf.text(page, "No certificate required for this rank on this vessel.", MARGIN + 8, y - 10, 8);
      y -= 14;
    }
    for (const cert of c.certificates) {
      room(ROW_H);
      const cells = [
        cert.name,
        cert.number ?? "MISSING",
        cert.expiryDate ? expiryLabel(cert.expiryDate, (d) => d) : "-",
        COMPLIANCE_CELL_LABELS[cert.status],
      ];
      y = drawRow(pdf, page, CERT_COLUMNS, cells, y, ROW_H);
    }
    y -= 8;
  }

  ({ page, y } = pageWith(pdf, "TABLE OF SHIPBOARD WORKING ARRANGEMENTS", data));
  pdf.text(
    page,
    "IMO/ILO model format - MLC 2006 Standard A2.3 para 10 - STCW Code A-VIII/1",
    MARGIN,
    y - 4,
    7,
  );
  y = drawRow(
    pdf,
    page,
    WA_COLUMNS,
    WA_COLUMNS.map((c) => c.header),
    y - 10,
    ROW_H,
    { bold: true, size: 7 },
  );
  if (!data.arrangements.length) {
    pdf.warn(
      page,
      "No schedule kept for this vessel: the office or the master enters it under Port paperwork.",
      MARGIN,
      y - 14,
      9,
    );
    y -= 20;
  }
  for (const a of data.arrangements) {
    if (y - ROW_H < BOTTOM)
      ({ page, y } = pageWith(pdf, "TABLE OF SHIPBOARD WORKING ARRANGEMENTS (continued)", data));
    const d = (v: string | null) => v ?? "-";
    y = drawRow(
      pdf,
      page,
      WA_COLUMNS,
      [a.rank, d(a.seaWatch), d(a.seaOther), d(a.portWatch), d(a.portOther), d(a.comments)],
      y,
      ROW_H,
    );
  }
  pdf.text(page, `Records of hours of rest follow for: ${data.months.join(", ")}.`, MARGIN, y - 16, 8);
  y -= 20;
  for (const u of data.unavailable) {
    if (y - 12 < BOTTOM) ({ page, y } = pageWith(pdf, "RECORDS OF HOURS OF REST", data));
    pdf.text(page, `- ${u}`, MARGIN + 8, y - 10, 7.5);
    y -= 12;
  }
  numberPages(pdf, first);
}
