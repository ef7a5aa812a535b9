// The drawing helpers the port paperwork's PDFs share (pdf-lib, as the hours-of-rest record): A4
// landscape pages, standard fonts (WinAnsi only: other characters print "?" rather than failing), text cut
// to a width, and table rows with a repeated page header.
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";

export const A4_LANDSCAPE: [number, number] = [842, 595];
export const MARGIN = 20;
export const GRID = rgb(0.6, 0.6, 0.6);
export const WARN = rgb(0.7, 0.1, 0.1);
export const BLACK = rgb(0, 0, 0);

export interface Column {
  header: string;
  width: number;
}

export async function newPdf(title: string, subject: string, createdAt: Date) {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setSubject(subject);
  doc.setProducer("crew-fleet");
  doc.setCreationDate(createdAt);
  doc.setModificationDate(createdAt);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const charset = new Set(font.getCharacterSet());
  const safe = (s: string) => [...s].map((c) => (charset.has(c.codePointAt(0) ?? 0) ? c : "?")).join("");
  const text = (
    page: PDFPage,
    s: string,
    x: number,
    y: number,
    size = 8,
    f: PDFFont = font,
    maxWidth?: number,
  ) => {
    let out = safe(s);
    if (maxWidth)
      while (out.length > 1 && f.widthOfTextAtSize(out, size) > maxWidth) out = `${out.slice(0, -2)}…`;
    page.drawText(out, { x, y, size, font: f });
  };
  /** Text in the warning colour (a missing item printed on the list's face). */
  const warn = (page: PDFPage, s: string, x: number, y: number, size = 8, maxWidth?: number) => {
    let out = safe(s);
    if (maxWidth)
      while (out.length > 1 && bold.widthOfTextAtSize(out, size) > maxWidth) out = `${out.slice(0, -2)}…`;
    page.drawText(out, { x, y, size, font: bold, color: WARN });
  };
  return { doc, font, bold, text, warn };
}
export type Pdf = Awaited<ReturnType<typeof newPdf>>;

/** A table row of cells (one line each, cut to the column) with its grid; answers the row's bottom y. */
export function drawRow(
  pdf: Pdf,
  page: PDFPage,
  columns: readonly Column[],
  cells: readonly string[],
  top: number,
  height: number,
  opts: { bold?: boolean; size?: number } = {},
): number {
  let x = MARGIN;
  const y = top - height;
  columns.forEach((c, i) => {
    page.drawRectangle({ x, y, width: c.width, height, borderColor: GRID, borderWidth: 0.4 });
    const cell = cells[i] ?? "";
    const size = opts.size ?? 8;
    pdf.text(
      page,
      cell,
      x + 2,
      y + (height - size) / 2 + 1,
      size,
      opts.bold ? pdf.bold : pdf.font,
      c.width - 4,
    );
    x += c.width;
  });
  return y;
}

/** "Page n of N" on every page, once all are drawn. */
export function numberPages(pdf: Pdf) {
  const pages = pdf.doc.getPages();
  pages.forEach((p, i) => {
    pdf.text(p, `Page ${i + 1} of ${pages.length}`, A4_LANDSCAPE[0] - 90, 12, 7);
  });
}
