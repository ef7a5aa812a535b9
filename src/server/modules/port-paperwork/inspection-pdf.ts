// The inspection pack's own pages: each seafarer's required certificates (the compliance matrix row:
// certificate, number, expiry, state) and the table of shipboard working arrangements in the IMO/ILO model
// format (MLC 2006 Standard A2.3 para 10: position, scheduled daily hours at sea and in port, watchkeeping
// and other duties, comments), A4 landscape with the ship's line on every page.
import type { PDFPage } from "pdf-lib";
import { expiryLabel } from "../../../shared/certificates";
import { COMPLIANCE_CELL_LABELS, type ComplianceCellStatus } from "../../../shared/compliance";
import { WORKING_ARRANGEMENT_HOURS } from "../../../shared/inspection-pack";
import type { TCrewList } from "../../../shared/port-paperwork";
import { type Column, headerRow, MARGIN, type Pdf, pagedDrawing } from "../../lib/pdf-kit";

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

/** The pages' header: `title`, then the ship's line; answers the y below it. */
function pageHeader(pdf: Pdf, page: PDFPage, title: string, data: PackPages): number {
  pdf.text(page, title, MARGIN, 565, 13, pdf.bold);
  pdf.text(
    page,
    `Ship: ${data.ship.name}    IMO number: ${data.ship.imoNumber ?? "-"}    Call sign: ${data.ship.callSign ?? "-"}    Flag: ${data.ship.flag ?? "-"}    Date: ${data.date}`,
    MARGIN,
    548,
    8,
  );
  return 535;
}

/** The pack's own pages added to `pdf`'s document, numbered among themselves. */
export function drawPackPages(pdf: Pdf, data: PackPages) {
  // the title a new page gets
  let title = "REQUIRED CERTIFICATES OF THE CREW";
  const at = pagedDrawing(pdf, (page) => pageHeader(pdf, page, title, data));
  title = "REQUIRED CERTIFICATES OF THE CREW (continued)";
  if (!data.crew.length) pdf.text(at.page, "Nobody is aboard on this date.", MARGIN, at.y - 14, 9);
  for (const c of data.crew) {
    at.room(ROW_H * 3);
    pdf.text(at.page, `${c.name} - ${c.rank}`, MARGIN, at.y - 12, 9, pdf.bold);
    at.y -= 16;
    if (!c.certificates) {
      pdf.text(at.page, "Not in today's compliance matrix of this vessel.", MARGIN + 8, at.y - 10, 8);
      at.y -= 16;
      continue;
    }
    at.y = headerRow(pdf, at.page, CERT_COLUMNS, at.y, ROW_H);
    if (!c.certificates.length) {
      pdf.text(at.page, "No certificate required for this rank on this vessel.", MARGIN + 8, at.y - 10, 8);
      at.y -= 14;
    }
    for (const cert of c.certificates) {
      const cells = [
        cert.name,
        cert.number ?? "MISSING",
        cert.expiryDate ? expiryLabel(cert.expiryDate, (d) => d) : "-",
        COMPLIANCE_CELL_LABELS[cert.status],
      ];
      at.row(CERT_COLUMNS, cells, ROW_H);
    }
    at.y -= 8;
  }

  title = "TABLE OF SHIPBOARD WORKING ARRANGEMENTS";
  at.turn();
  title = "TABLE OF SHIPBOARD WORKING ARRANGEMENTS (continued)";
  pdf.text(
    at.page,
    "IMO/ILO model format - MLC 2006 Standard A2.3 para 10 - STCW Code A-VIII/1",
    MARGIN,
    at.y - 4,
    7,
  );
  at.y = headerRow(pdf, at.page, WA_COLUMNS, at.y - 10, ROW_H);
  if (!data.arrangements.length) {
    pdf.warn(
      at.page,
      "No schedule kept for this vessel: the office or the master enters it under Port paperwork.",
      MARGIN,
      at.y - 14,
      9,
    );
    at.y -= 20;
  }
  for (const a of data.arrangements) {
    const d = (v: string | null) => v ?? "-";
    at.row(
      WA_COLUMNS,
      [a.rank, d(a.seaWatch), d(a.seaOther), d(a.portWatch), d(a.portOther), d(a.comments)],
      ROW_H,
    );
  }
  pdf.text(at.page, `Records of hours of rest follow for: ${data.months.join(", ")}.`, MARGIN, at.y - 16, 8);
  at.y -= 20;
  title = "RECORDS OF HOURS OF REST";
  for (const u of data.unavailable) {
    at.room(12);
    pdf.text(at.page, `- ${u}`, MARGIN + 8, at.y - 10, 7.5);
    at.y -= 12;
  }
  at.numbered();
}
