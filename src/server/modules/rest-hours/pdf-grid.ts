// The monthly record's half-hour grid written as whole paths: drawn a cell at a time (pdf-lib's
// drawRectangle, a graphics state and a transform each), a month's grid was thousands of operators a page
// and most of an inspection pack's time.
import {
  type Color,
  fill,
  lineTo,
  moveTo,
  type PDFPage,
  rectangle,
  setLineWidth,
  setStrokingColor,
} from "pdf-lib";
import { fillOf, RESTORE, SAVE, STROKE } from "../../lib/pdf-operators";

export type Rect = [x: number, y: number, width: number, height: number];

/** Rectangles of one colour as one filled path. */
export function fillRects(page: PDFPage, rects: Rect[], color: Color) {
  if (rects.length)
    page.pushOperators(SAVE, fillOf(color), ...rects.map((r) => rectangle(...r)), fill(), RESTORE);
}

export interface CellGrid {
  left: number;
  cellWidth: number;
  cells: number;
  top: number;
  bottom: number;
  rowHeight: number;
  color: Color;
}

export type Segment = [x1: number, y1: number, x2: number, y2: number];

/** Straight lines of one width and colour as one stroked path (pdf-lib's drawLine: a graphics state each). */
export function strokeSegments(page: PDFPage, segments: Segment[], width: number, color: Color) {
  const ops = [SAVE, setLineWidth(width), setStrokingColor(color)];
  for (const [x1, y1, x2, y2] of segments) ops.push(moveTo(x1, y1), lineTo(x2, y2));
  page.pushOperators(...ops, STROKE, RESTORE);
}

/** The borders of a grid of equal cells, `cells` a row from `top` down to `bottom`, as one path of lines. */
export function cellGrid(page: PDFPage, g: CellGrid) {
  const right = g.left + g.cells * g.cellWidth;
  const segments: Segment[] = [];
  for (let c = 0; c <= g.cells; c++) {
    const x = g.left + c * g.cellWidth;
    segments.push([x, g.bottom, x, g.top]);
  }
  for (let y = g.top; y >= g.bottom - 0.01; y -= g.rowHeight) segments.push([g.left, y, right, y]);
  strokeSegments(page, segments, 0.3, g.color);
}
