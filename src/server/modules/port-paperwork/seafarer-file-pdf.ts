// One seafarer's file in the inspection pack, as its own PDF (A4 landscape, the ship's and the seafarer's
// line on every page): the certificates held in four tables (competency and STCW endorsements, STCW
// proficiency, medical fitness, identity and others) with number, issuer, dates and state on the pack's
// date, the required ones not held named in red, the employment agreement in force (MLC Standard A2.1)
// and the hours of rest of the last 30 days (MLC Standard A2.3).
import type { PDFPage } from "pdf-lib";
import { AGREEMENT_PARTICULARS, type AgreementParticular } from "../../../shared/agreements";
import { expiryLabel } from "../../../shared/certificates";
import { DOCUMENT_STATUS_LABELS, documentStatus } from "../../../shared/expiry";
import type { TCrewList, TCrewListEntry } from "../../../shared/port-paperwork";
import { REST_RULE_LABELS, type RestRule } from "../../../shared/rest-hours";
import { A4_LANDSCAPE, type Column, headerRow, MARGIN, type Pdf, pagedDrawing } from "../../lib/pdf-kit";
import type { CertificateBlock } from "./inspection-pdf";
import { type HeldCertificate, REST_SUMMARY_DAYS, type SeafarerFile } from "./seafarer-files";

export const SEAFARER_FILE_TITLE = "SEAFARER'S FILE FOR INSPECTION";

const SECTIONS: { title: string; categories: readonly string[] }[] = [
  { title: "Certificates of competency and STCW endorsements", categories: ["competency"] },
  { title: "Certificates of proficiency (STCW)", categories: ["proficiency"] },
  { title: "Medical fitness and vaccination", categories: ["medical", "vaccination"] },
  { title: "Identity, travel and other documents", categories: ["identity", "other"] },
];
const COLUMNS: Column[] = [
  { header: "Certificate", width: 205 },
  { header: "STCW reg.", width: 62 },
  { header: "Number", width: 110 },
  { header: "Issued by", width: 175 },
  { header: "Issued", width: 62 },
  { header: "Expires", width: 62 },
  { header: "State on the date", width: 126 },
];
const ROW_H = 14;
const AGREEMENT_LINES: AgreementParticular[] = [
  "capacity",
  "wages",
  "agreementDate",
  "placeOfAgreement",
  "paidLeave",
  "termination",
  "repatriation",
  "collectiveAgreement",
];
const AGREEMENT_STATE_LABELS: Record<string, string> = {
  draft: "draft, not signed yet",
  seafarer_signed: "signed by the seafarer, awaiting the company",
  signed: "signed by both parties",
};

export interface SeafarerFilePage {
  ship: TCrewList["ship"];
  date: string;
  seafarer: TCrewListEntry;
  /** The compliance matrix row (null: not in today's matrix of the vessel). */
  required: CertificateBlock | null;
  file: SeafarerFile;
}

const hours = (minutes: number) => `${(minutes / 60).toFixed(1)} h`;
const issuer = (c: HeldCertificate) =>
  c.issuingState ? `${c.issuingAuthority} (${c.issuingState})` : c.issuingAuthority;

/** The seafarer's file added to `pdf`'s document, its pages numbered among themselves. */
export function drawSeafarerFile(pdf: Pdf, data: SeafarerFilePage) {
  const s = data.seafarer;
  const name = `${s.givenNames} ${s.familyName}`;
  const header = (page: PDFPage) => {
    pdf.text(page, SEAFARER_FILE_TITLE, MARGIN, 565, 13, pdf.bold);
    pdf.text(
      page,
      `Ship: ${data.ship.name}    IMO number: ${data.ship.imoNumber ?? "-"}    Flag: ${data.ship.flag ?? "-"}    Date: ${data.date}`,
      MARGIN,
      549,
      8,
    );
    const id = s.idDocument ? `${s.idDocument.type} ${s.idDocument.number}` : "no identity document";
    pdf.text(
      page,
      `${name} - ${s.rank}    Born ${s.dateOfBirth}${s.placeOfBirth ? `, ${s.placeOfBirth}` : ""}    Nationality: ${s.nationality ?? "-"}    ${id}`,
      MARGIN,
      533,
      10,
      pdf.bold,
    );
    return 520;
  };
  const at = pagedDrawing(pdf, header);
  const heading = (title: string) => {
    at.room(ROW_H * 3);
    pdf.text(at.page, title, MARGIN, at.y - 14, 10, pdf.bold);
    at.y -= 20;
  };
  const line = (text: string, warn = false) => {
    at.room(12);
    if (warn) pdf.warn(at.page, text, MARGIN + 8, at.y - 10, 8, A4_LANDSCAPE[0] - 2 * MARGIN - 8);
    else pdf.text(at.page, text, MARGIN + 8, at.y - 10, 8, pdf.font, A4_LANDSCAPE[0] - 2 * MARGIN - 8);
    at.y -= 12;
  };

  for (const section of SECTIONS) {
    heading(section.title);
    const held = data.file.certificates.filter((c) => section.categories.includes(c.category));
    if (!held.length) {
      line("None held.");
      continue;
    }
    at.y = headerRow(pdf, at.page, COLUMNS, at.y, ROW_H);
    for (const c of held) {
      at.row(
        COLUMNS,
        [
          c.grade ? `${c.name} - ${c.grade}` : c.name,
          c.stcwRegulation ?? "-",
          c.number,
          issuer(c),
          c.issueDate,
          expiryLabel(c.expiryDate, (d) => d),
          DOCUMENT_STATUS_LABELS[documentStatus(c.expiryDate, data.date)],
        ],
        ROW_H,
      );
    }
    at.y -= 4;
  }
  const lacking = (data.required ?? []).filter((c) => c.status === "missing");
  if (lacking.length) line(`Required aboard and not held: ${lacking.map((c) => c.name).join(", ")}`, true);

  heading("Employment agreement (MLC 2006 Standard A2.1)");
  const a = data.file.agreement;
  if (!a) line("No contract covers this date.", true);
  else {
    line(`Contract ${a.startDate} to ${a.endDate}`);
    if (a.version === null) line("No employment agreement recorded for this contract.", true);
    else {
      line(
        `Agreement version ${a.version}: ${AGREEMENT_STATE_LABELS[a.state ?? ""] ?? a.state}` +
          `${a.seafarerSignedAt ? `; seafarer signed ${a.seafarerSignedAt.slice(0, 10)}` : ""}` +
          `${a.companySignedAt ? `; company signed ${a.companySignedAt.slice(0, 10)}` : ""}`,
      );
      for (const k of AGREEMENT_LINES) {
        const v = a.particulars?.[k];
        if (v) line(`${AGREEMENT_PARTICULARS[k]}: ${v}`);
      }
    }
  }

  const r = data.file.rest;
  heading(`Hours of rest, last ${REST_SUMMARY_DAYS} days${r ? ` (${r.from} to ${r.to})` : ""}`);
  if (!r) line("Not available to you (served under another master).");
  else {
    line(
      `Days recorded: ${r.daysRecorded} of ${REST_SUMMARY_DAYS}    Rest: ${hours(r.restMinutes)}    Work: ${hours(r.workMinutes)}` +
        `${r.daysRecorded ? `    Average rest per recorded day: ${hours(r.restMinutes / r.daysRecorded)}` : ""}`,
      r.daysRecorded < REST_SUMMARY_DAYS,
    );
    if (!r.findings.length) line("Non-conformities: none");
    for (const f of r.findings)
      line(`Non-conformity: ${REST_RULE_LABELS[f.rule as RestRule] ?? f.rule}: ${f.n}`, true);
    for (const m of r.months)
      line(
        `${m.month}: ${m.seafarerSigned ? "signed by the seafarer" : "not signed by the seafarer"}, ${m.masterSigned ? "countersigned" : "not countersigned"}`,
      );
  }
  at.numbered();
}
