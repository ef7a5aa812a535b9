// The monthly record's half-hour grid written as whole paths: drawn a cell at a time (pdf-lib's
// drawRectangle, a graphics state and a transform each), a month's grid was thousands of operators a page
// and most of an inspection pack's time.
import {
  type Color,
  fill,
  lineTo,
  moveTo,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setFillingColor,
  setLineWidth,
  setStrokingColor,
  stroke,
} from "pdf-lib";

export type Rect = [x: number, y: number, width: number, height: number];

/** Rectangles of one colour as one filled path. */
export function fillRects(page: PDFPage, rects: Rect[], color: Color) {
  if (rects.length)
    page.pushOperators(
      pushGraphicsState(),
      setFillingColor(color),
      ...rects.map((r) => rectangle(...r)),
      fill(),
      popGraphicsState(),
    );
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

/** The borders of a grid of equal cells, `cells` a row from `top` down to `bottom`, as one path of lines. */
export function cellGrid(page: PDFPage, g: CellGrid) {
  const right = g.left + g.cells * g.cellWidth;
  const ops = [pushGraphicsState(), setLineWidth(0.3), setStrokingColor(g.color)];
  for (let c = 0; c <= g.cells; c++) {
    const x = g.left + c * g.cellWidth;
    ops.push(moveTo(x, g.bottom), lineTo(x, g.top));
  }
  for (let y = g.top; y >= g.bottom - 0.01; y -= g.rowHeight) ops.push(moveTo(g.left, y), lineTo(right, y));
  page.pushOperators(...ops, stroke(), popGraphicsState());
}
