// The drawing helpers the app's PDFs share (pdf-lib: the port paperwork, the hours-of-rest record, the
// payslip and the employment agreement): a document with its metadata and standard fonts (WinAnsi only:
// other characters print "?" rather than failing), text cut to a width, and, for A4 landscape lists,
// table rows with a repeated page header and page numbers.
import { deflateSync } from "node:zlib";
import {
  type Color,
  closePath,
  lineTo,
  moveTo,
  type PDFContentStream,
  PDFDocument,
  PDFFlateStream,
  type PDFFont,
  PDFName,
  type PDFPage,
  PDFRawStream,
  type PDFRef,
  rgb,
  StandardFonts,
  setLineWidth,
  setStrokingColor,
  setTextMatrix,
  showText,
} from "pdf-lib";
import { BEGIN_TEXT, END_TEXT, fillOf, fontAndSize, RESTORE, SAVE, STROKE } from "./pdf-operators";

export const A4_LANDSCAPE: [number, number] = [842, 595];
export const MARGIN = 20;
/** The lowest a list's rows and blocks reach on a page (its number is printed below). */
export const PAGE_BOTTOM = 40;
export const GRID = rgb(0.6, 0.6, 0.6);
/** A table row's grid lines: their width and colour, the same operators every row. */
const GRID_WIDTH = setLineWidth(0.4);
const GRID_STROKE = setStrokingColor(GRID);
export const WARN = rgb(0.7, 0.1, 0.1);
export const BLACK = rgb(0, 0, 0);

export interface Column {
  header: string;
  width: number;
}

/** The standard fonts a document's text is drawn in, embedded once per document. */
export interface PdfFonts {
  font: PDFFont;
  bold: PDFFont;
}

export async function embedFonts(doc: PDFDocument): Promise<PdfFonts> {
  return {
    font: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
}

/** A stream's contents as bytes deflated by Node's zlib, under the same dictionary (FlateDecode). */
const deflated = (stream: PDFFlateStream) =>
  PDFRawStream.of(stream.dict, deflateSync(stream.getUnencodedContents()));

/**
 * The document's bytes, its page contents deflated by Node's zlib: pdf-lib deflates each stream with pako in
 * JavaScript, a fresh compressor (~256 KB of buffers) per stream, and for a 90-page inspection pack that was
 * a tenth of its CPU and much of its garbage. The same streams, the same FlateDecode filter, the same text.
 */
export async function savePdf(
  doc: PDFDocument,
  options?: { useObjectStreams?: boolean },
): Promise<Uint8Array> {
  await doc.flush();
  const flate = PDFName.of("FlateDecode");
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFFlateStream) || object.dict.get(PDFName.of("Filter")) !== flate) continue;
    doc.context.assign(ref, deflated(object));
  }
  return doc.save(options);
}

/**
 * Writes the pages drawn so far as deflated bytes now, rather than at savePdf: until then pdf-lib keeps a
 * page's contents as an object per operator and per operand, and an inspection pack's ~90 pages held that
 * way took tens of MB a request (the server's RSS under the bench's two downloads at once). Drawing on a
 * sealed page later (the page numbers) starts a new content stream on it, which pdf-lib appends to the
 * page's contents. The page's live stream is pdf-lib's own field (PDFPage.contentStream and its ref).
 */
export function sealPages(doc: PDFDocument): void {
  for (const page of doc.getPages()) {
    const live = page as unknown as { contentStream?: PDFContentStream; contentStreamRef?: PDFRef };
    const { contentStream, contentStreamRef } = live;
    if (!contentStream || !contentStreamRef) continue;
    doc.context.assign(contentStreamRef, deflated(contentStream));
    live.contentStream = undefined;
    live.contentStreamRef = undefined;
  }
}

/** A document with its metadata and fonts; its `text` is `textSize` pt unless a call says otherwise. */
export async function newPdf(title: string, subject: string, createdAt: Date, textSize = 8) {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setSubject(subject);
  doc.setProducer("crew-fleet");
  doc.setCreationDate(createdAt);
  doc.setModificationDate(createdAt);
  return drawingOn(doc, await embedFonts(doc), textSize);
}

const charsets = new WeakMap<PDFFont, Set<number>>();

/**
 * The drawing helpers on `doc` in `fonts` (already embedded in it), `text` being `textSize` pt unless a call
 * says otherwise: several parts drawn into one document (the inspection pack) share its fonts this way.
 */
export function drawingOn(doc: PDFDocument, { font, bold }: PdfFonts, textSize = 8) {
  const charset = charsets.get(font) ?? new Set(font.getCharacterSet());
  charsets.set(font, charset);
  /** The text in the font's characters ("?" for any other). */
  const safe = (s: string) => {
    for (const c of s)
      if (!charset.has(c.codePointAt(0) ?? 0))
        return [...s].map((ch) => (charset.has(ch.codePointAt(0) ?? 0) ? ch : "?")).join("");
    return s;
  };
  /** The text in the font's characters, cut with "…" to `maxWidth`. */
  const fitted = (s: string, size: number, f: PDFFont, maxWidth?: number) => {
    let out = safe(s);
    if (maxWidth)
      while (out.length > 1 && f.widthOfTextAtSize(out, size) > maxWidth) out = `${out.slice(0, -2)}…`;
    return out;
  };
  const text = (
    page: PDFPage,
    s: string,
    x: number,
    y: number,
    size = textSize,
    f: PDFFont = font,
    maxWidth?: number,
  ) => {
    line(page, fitted(s, size, f, maxWidth), x, y, size, f, BLACK);
  };
  /** Text in the warning colour (a missing item printed on the list's face). */
  const warn = (page: PDFPage, s: string, x: number, y: number, size = 8, maxWidth?: number) => {
    line(page, fitted(s, size, bold, maxWidth), x, y, size, bold, WARN);
  };
  return { doc, font, bold, safe, text, warn, fitted };
}
export type Pdf = ReturnType<typeof drawingOn>;

/**
 * One line of text (in the font's characters already) at x, y: what pdf-lib's drawText writes for it, the
 * font named through the page's one resource entry (drawText adds an entry and checks every option a call).
 */
function line(page: PDFPage, s: string, x: number, y: number, size: number, f: PDFFont, color: Color) {
  page.pushOperators(
    SAVE,
    BEGIN_TEXT,
    fillOf(color),
    fontAndSize(page, f, size),
    setTextMatrix(1, 0, 0, 1, x, y),
    showText(f.encodeText(s)),
    END_TEXT,
    RESTORE,
  );
}

/**
 * A table row of cells (one line each, cut to the column) with its grid; answers the row's bottom y.
 * Written as two operator groups, the grid as one path and the cells as one text object: a rectangle and a
 * text object a cell made a crew list's page thousands of operators to write and compress.
 */
export function drawRow(
  pdf: Pdf,
  page: PDFPage,
  columns: readonly Column[],
  cells: readonly string[],
  top: number,
  height: number,
  opts: { bold?: boolean; size?: number } = {},
): number {
  const y = top - height;
  const width = columns.reduce((w, c) => w + c.width, 0);
  const grid = [
    SAVE,
    GRID_WIDTH,
    GRID_STROKE,
    moveTo(MARGIN, y),
    lineTo(MARGIN + width, y),
    lineTo(MARGIN + width, top),
    lineTo(MARGIN, top),
    closePath(),
  ];
  let x = MARGIN;
  for (const c of columns.slice(0, -1)) {
    x += c.width;
    grid.push(moveTo(x, y), lineTo(x, top));
  }
  grid.push(STROKE, RESTORE);
  const size = opts.size ?? 8;
  const font = opts.bold ? pdf.bold : pdf.font;
  const text = [BEGIN_TEXT, fontAndSize(page, font, size), fillOf(BLACK)];
  x = MARGIN;
  columns.forEach((c, i) => {
    const cell = pdf.fitted(cells[i] ?? "", size, font, c.width - 4);
    if (cell)
      text.push(
        setTextMatrix(1, 0, 0, 1, x + 2, y + (height - size) / 2 + 1),
        showText(font.encodeText(cell)),
      );
    x += c.width;
  });
  text.push(END_TEXT);
  page.pushOperators(...grid, ...text);
  return y;
}

/** A table's header row: each column's header, bold at `size` pt; answers the row's bottom y. */
export function headerRow(
  pdf: Pdf,
  page: PDFPage,
  columns: readonly Column[],
  top: number,
  height: number,
  size = 7,
): number {
  return drawRow(
    pdf,
    page,
    columns,
    columns.map((c) => c.header),
    top,
    height,
    { bold: true, size },
  );
}

/** "Page n of N" on every page from the `from`th (a part's first page in a larger document), once all are drawn. */
export function numberPages(pdf: Pdf, from = 0) {
  const pages = pdf.doc.getPages().slice(from);
  pages.forEach((p, i) => {
    pdf.text(p, `Page ${i + 1} of ${pages.length}`, A4_LANDSCAPE[0] - 90, 12, 7);
  });
}

/**
 * A part drawn down A4 landscape pages that each begin with `header` (which draws it on the page and
 * answers the y below it): `y` is where the next thing goes, `turn()` starts a new page, `room(h)` turns
 * unless `h` more points fit above PAGE_BOTTOM, `row` draws a table row there (on a new page when it does
 * not fit), and `numbered()` numbers the part's pages among themselves once all are drawn.
 */
export function pagedDrawing(pdf: Pdf, header: (page: PDFPage) => number) {
  const first = pdf.doc.getPageCount();
  const firstPage = pdf.doc.addPage(A4_LANDSCAPE);
  const at = { page: firstPage, y: header(firstPage) };
  const turn = () => {
    at.page = pdf.doc.addPage(A4_LANDSCAPE);
    at.y = header(at.page);
  };
  const room = (h: number) => {
    if (at.y - h < PAGE_BOTTOM) turn();
  };
  const row = (columns: readonly Column[], cells: readonly string[], height: number) => {
    room(height);
    at.y = drawRow(pdf, at.page, columns, cells, at.y, height);
  };
  /** "Page n of N" on the part's pages, once all are drawn; the part's pages are then written (sealPages). */
  const numbered = () => {
    numberPages(pdf, first);
    sealPages(pdf.doc);
  };
  return Object.assign(at, { turn, room, row, numbered });
}
