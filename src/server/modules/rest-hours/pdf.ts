// The monthly record of hours of rest as a PDF, in the layout of the IMO/ILO model table ("Guidelines for
// the development of tables of seafarers' shipboard working arrangements and formats of records"): one
// line per day with 48 half-hour cells (work shaded), the day's work and rest, the rest in the 7 days
// ending that day, comments; then the non-conformities, corrections and both acknowledgements.
import { type PDFFont, rgb } from "pdf-lib";
import { parseTime, REST_RULE_LABELS, type RestRule } from "../../../shared/rest-hours";
import { drawingOn, newPdf, type Pdf, savePdf } from "../../lib/pdf-kit";
import { cellGrid, fillRects, type Rect, type Segment, strokeSegments } from "./pdf-grid";

export interface RestRecordPdfData {
  month: string; // yyyy-MM
  /** When the record is printed: the PDF's creation date. */
  createdAt: Date;
  seafarer: { name: string; rank: string; dateOfBirth: string };
  vessel: { name: string; imoNumber: string | null; flag: string } | null;
  regime: string;
  /** The month's days and the 6 before it (for the 7-day column). */
  days: { date: string; work: { from: string; to: string }[]; clockChange: number; comment: string | null }[];
  nonConformities: { rule: string; from: string; to: string; detail: string }[];
  corrections: { date: string; reason: string; correctedAt: string; correctedByName: string | null }[];
  status: {
    seafarerSignedAt: string | null;
    seafarerName: string | null;
    masterSignedAt: string | null;
    masterName: string | null;
    masterCapacity: string | null;
  };
}

export const WORK_CELL_COLOR = rgb(0.25, 0.25, 0.25);
const GRID = rgb(0.6, 0.6, 0.6);
const MUTED = rgb(0.85, 0.85, 0.85);
const PAGE: [number, number] = [842, 595]; // A4 landscape
const X0 = 20;
const DAY_W = 24;
const CELL_W = 9.5;
const CELLS_X = X0 + DAY_W;
const COLS = { work: CELLS_X + 48 * CELL_W, rest: 0, rest7: 0, comment: 0, end: 822 };
COLS.rest = COLS.work + 34;
COLS.rest7 = COLS.rest + 34;
COLS.comment = COLS.rest7 + 40;
const ROW_H = 12.5;
const REGIME_TEXT: Record<string, string> = {
  minimum_rest: "minimum rest: 10 h in any 24 h, 77 h in any 7 days",
  maximum_work: "maximum work: 14 h in any 24 h, 72 h in any 7 days",
  exception: "flag-approved exception: 10 h in any 24 h in up to 3 periods, 70 h in any 7 days",
};
const monthName = new Intl.DateTimeFormat("en", { month: "long", timeZone: "UTC" });
const MONTHS = Array.from({ length: 12 }, (_, m) => monthName.format(new Date(Date.UTC(2000, m, 1))));

const hours = (minutes: number) => String(minutes / 60);

const dayLength = (clockChange: number) => 1440 + clockChange;
function workMinutes(work: { from: string; to: string }[]) {
  return work.reduce((sum, p) => sum + parseTime(p.to) - parseTime(p.from), 0);
}

const titleOf = (data: RestRecordPdfData) => {
  const [year, monthNo] = data.month.split("-").map(Number);
  return `Record of hours of rest - ${data.seafarer.name} - ${MONTHS[monthNo - 1]} ${year}`;
};

export async function restRecordPdf(data: RestRecordPdfData): Promise<Uint8Array> {
  const pdf = await newPdf(
    titleOf(data),
    "Hours of rest (MLC 2006 Standard A2.3, STCW Code A-VIII/1)",
    data.createdAt,
  );
  drawRestRecord(pdf, data);
  return savePdf(pdf.doc, { useObjectStreams: false });
}

/** The record's pages added to the document `pdf` draws on (in its fonts). */
export function drawRestRecord(pdf: Pdf, data: RestRecordPdfData) {
  const [year, monthNo] = data.month.split("-").map(Number);
  const title = titleOf(data);
  // the record's text is 7 pt unless said
  const { doc, font, bold, text } = drawingOn(pdf.doc, pdf, 7);

  // ---- Page 1: the table ----
  const page = doc.addPage(PAGE);
  text(page, "RECORD OF HOURS OF REST", X0, 568, 12, bold);
  text(
    page,
    "IMO/ILO model format - MLC 2006 Standard A2.3, STCW Code A-VIII/1 - ship's time",
    X0 + 190,
    569,
    7,
  );
  const v = data.vessel;
  text(
    page,
    `Ship: ${v?.name ?? "-"}    IMO number: ${v?.imoNumber ?? "-"}    Flag: ${v?.flag ?? "-"}`,
    X0,
    552,
    8,
  );
  text(
    page,
    `Seafarer: ${data.seafarer.name}    Rank: ${data.seafarer.rank}    Month: ${MONTHS[monthNo - 1]} ${year}`,
    X0,
    541,
    8,
  );
  text(page, `Regime: ${REGIME_TEXT[data.regime] ?? data.regime}`, X0, 530, 8);

  const top = 515;
  text(page, "Day", X0 + 2, top - 9, 7, bold);
  for (let h = 0; h < 24; h++)
    text(page, String(h).padStart(2, "0"), CELLS_X + h * 2 * CELL_W + 1, top - 9, 6);
  text(page, "Work h", COLS.work + 2, top - 9, 7, bold);
  text(page, "Rest h", COLS.rest + 2, top - 9, 7, bold);
  text(page, "Rest 7 d", COLS.rest7 + 2, top - 9, 7, bold);
  text(page, "Comments", COLS.comment + 2, top - 9, 7, bold);

  const byDate = new Map(data.days.map((d) => [d.date, d]));
  const daysInMonth = new Date(Date.UTC(year, monthNo, 0)).getUTCDate();
  let monthWork = 0;
  let monthRest = 0;
  let recorded = 0;
  // the cells' borders under their shading, as when each cell was drawn bordered before it was shaded
  cellGrid(page, {
    left: CELLS_X,
    cellWidth: CELL_W,
    cells: 48,
    top: top - ROW_H,
    bottom: top - ROW_H * (daysInMonth + 1),
    rowHeight: ROW_H,
    color: GRID,
  });
  const muted: Rect[] = [];
  const worked: Rect[] = [];
  for (let i = 0; i < daysInMonth; i++) {
    const date = `${data.month}-${String(i + 1).padStart(2, "0")}`;
    const y = top - ROW_H * (i + 2);
    const day = byDate.get(date);
    text(page, String(i + 1), X0 + 2, y + 3.5, 7);
    if (!day) {
      text(page, "not recorded", COLS.comment + 2, y + 3.5, 6.5);
      continue;
    }
    recorded++;
    const length = dayLength(day.clockChange);
    // a run of half-hour cells as one rectangle: the cells a clock-advanced day lacks, then each work period
    const missing = Math.ceil(48 - length / 30);
    if (missing > 0) muted.push([CELLS_X + (length / 30) * CELL_W, y, missing * CELL_W, ROW_H]);
    for (const p of day.work) {
      const from = parseTime(p.from);
      const cells = Math.ceil((Math.min(parseTime(p.to), 1440) - from) / 30);
      if (cells > 0) worked.push([CELLS_X + (from / 30) * CELL_W, y, cells * CELL_W, ROW_H]);
    }
    const work = workMinutes(day.work);
    monthWork += work;
    monthRest += length - work;
    text(page, hours(work), COLS.work + 2, y + 3.5);
    text(page, hours(length - work), COLS.rest + 2, y + 3.5);
    let weekRest = 0;
    let weekDays = 0;
    for (let k = 0; k < 7; k++) {
      const d = byDate.get(shift(date, -k));
      if (!d) break;
      weekRest += dayLength(d.clockChange) - workMinutes(d.work);
      weekDays++;
    }
    if (weekDays === 7) text(page, hours(weekRest), COLS.rest7 + 2, y + 3.5);
    const notes: string[] = [];
    if (day.clockChange !== 0) {
      const past24 = day.work.filter((p) => parseTime(p.to) > 1440).map((p) => `${p.from}-${p.to}`);
      notes.push(
        `${length / 60} h day (clocks ${day.clockChange > 0 ? "retarded" : "advanced"} ${Math.abs(day.clockChange)} min)` +
          (past24.length ? `; work ${past24.join(", ")}` : ""),
      );
    }
    if (day.comment) notes.push(day.comment);
    if (notes.length)
      text(page, notes.join(" - "), COLS.comment + 2, y + 3.5, 6.5, font, COLS.end - COLS.comment - 4);
  }
  fillRects(page, muted, MUTED);
  fillRects(page, worked, WORK_CELL_COLOR);
  const bottom = top - ROW_H * (daysInMonth + 1);
  const rules: Segment[] = [X0, CELLS_X, COLS.work, COLS.rest, COLS.rest7, COLS.comment, COLS.end].map(
    (x) => [x, top, x, bottom],
  );
  for (let i = 0; i <= daysInMonth + 1; i++) rules.push([X0, top - ROW_H * i, COLS.end, top - ROW_H * i]);
  strokeSegments(page, rules, 0.5, GRID);
  text(page, `Month total (${recorded} of ${daysInMonth} days recorded)`, X0 + 2, bottom - 11, 7, bold);
  text(page, hours(monthWork), COLS.work + 2, bottom - 11, 7, bold);
  text(page, hours(monthRest), COLS.rest + 2, bottom - 11, 7, bold);
  text(
    page,
    "Shaded cells: hours of work. Grey cells: hours a clock-advanced day does not have. Rest 7 d: the 7 calendar days ending that day, when all are recorded.",
    X0,
    bottom - 24,
    6.5,
  );

  // ---- Page 2: findings, corrections, acknowledgements ----
  // every line is written: a page full, the next one continues
  let p2 = doc.addPage(PAGE);
  let y = 560;
  const line = (s: string, size = 8, f: PDFFont = font, indent = 0) => {
    if (y < 30) {
      p2 = doc.addPage(PAGE);
      y = 560;
    }
    text(p2, s, X0 + indent, y, size, f, COLS.end - X0 - indent);
    y -= size + 4;
  };
  line(title, 11, bold);
  y -= 6;
  line(`Non-conformities (${data.nonConformities.length})`, 9, bold);
  const maxFindings = 18;
  if (data.nonConformities.length === 0)
    line("None: the records meet the rules of the regime above.", 8, font, 8);
  for (const n of data.nonConformities.slice(0, maxFindings)) line(findingText(n), 8, font, 8);
  if (data.nonConformities.length > maxFindings)
    line(`... and ${data.nonConformities.length - maxFindings} more (see the application)`, 8, font, 8);
  y -= 6;
  line(`Corrections after signing (${data.corrections.length})`, 9, bold);
  if (data.corrections.length === 0) line("None.", 8, font, 8);
  for (const c of data.corrections)
    line(
      `${c.date}: ${c.reason} (by ${c.correctedByName ?? "unknown"}, ${c.correctedAt.slice(0, 16).replace("T", " ")} UTC)`,
      8,
      font,
      8,
    );
  y -= 10;
  line("Acknowledgements", 9, bold);
  const s = data.status;
  line(
    "Seafarer: I agree that this record is an accurate reflection of my hours of work and rest.",
    8,
    font,
    8,
  );
  line(
    s.seafarerSignedAt
      ? `Signed by ${s.seafarerName ?? data.seafarer.name} on ${s.seafarerSignedAt.slice(0, 16).replace("T", " ")} UTC`
      : "Not signed by the seafarer.",
    8,
    bold,
    8,
  );
  y -= 4;
  line("Master or authorised person: I have reviewed this record.", 8, font, 8);
  line(
    s.masterSignedAt
      ? `Countersigned by ${s.masterName ?? "-"} (${s.masterCapacity === "master" ? "master" : "office, for the master"}) on ${s.masterSignedAt.slice(0, 16).replace("T", " ")} UTC`
      : "Not countersigned.",
    8,
    bold,
    8,
  );
  y -= 4;
  line("The seafarer receives a copy of this record (STCW A-VIII/1 para 7; MLC A2.3 para 12).", 7, font, 8);
  line(`Printed ${data.createdAt.toISOString().slice(0, 16).replace("T", " ")} UTC.`, 7, font, 8);
}

/** "8 March 20:00" from "2026-03-08T20:00": a finding's bound in the ship's local time. */
function when(at: string): string {
  const [date, time] = at.split("T");
  return `${Number(date.slice(8))} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${time}`;
}
/** A finding in words: the rule's name, from when to when in ship's time, and its worst value. */
export function findingText(n: { rule: string; from: string; to: string; detail: string }): string {
  const name = REST_RULE_LABELS[n.rule as RestRule] ?? n.rule;
  return `${name}: ${when(n.from)} to ${when(n.to)} ship's time - ${n.detail}`;
}

function shift(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
