// What the IMO FAL forms the app prints share (Form 5, the crew list; Form 4, the crew's effects
// declaration): the ship's particulars as rows of labelled boxes across the page, and the box the master
// dates and signs.
import type { PDFPage } from "pdf-lib";
import { A4_LANDSCAPE, BLACK, MARGIN, type Pdf } from "../../lib/pdf-kit";

const BOX_H = 30;

/** Rows of [label, value] boxes, each row as wide as the page between the margins, the first row's
 * bottom at `y` and each next one below it. */
export function labelledBoxes(pdf: Pdf, page: PDFPage, rows: [string, string][][], y: number) {
  rows.forEach((row, r) => {
    const w = (A4_LANDSCAPE[0] - 2 * MARGIN) / row.length;
    const by = y - r * BOX_H;
    row.forEach(([label, value], i) => {
      const x = MARGIN + i * w;
      page.drawRectangle({ x, y: by, width: w, height: BOX_H, borderWidth: 0.4, borderColor: BLACK });
      pdf.text(page, label, x + 3, by + 21, 6.5);
      pdf.text(page, value, x + 3, by + 6, 9, pdf.bold, w - 6);
    });
  });
}

/** The master's box (`label` names the form's box) with its bottom at `y`, "Date:" and "Signature:"
 * written `linesAt` points above its bottom edge. */
export function signatureBox(
  pdf: Pdf,
  page: PDFPage,
  label: string,
  box: { y: number; height: number; linesAt: number },
) {
  const { y, height, linesAt } = box;
  page.drawRectangle({ x: MARGIN, y, width: 380, height, borderWidth: 0.4, borderColor: BLACK });
  pdf.text(page, label, MARGIN + 4, y + height - 12, 7);
  pdf.text(page, "Date:", MARGIN + 4, y + linesAt, 8);
  pdf.text(page, "Signature:", MARGIN + 150, y + linesAt, 8);
}
