// The PDF operators the drawing helpers (pdf-kit.ts) write, made once where they repeat: pdf-lib only reads an
// operator when it writes the stream, and each one made anew (its name, its operands as PDF objects) was
// much of a document's garbage.
import {
  beginText,
  type Color,
  endText,
  type PDFFont,
  type PDFName,
  type PDFOperator,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  setFillingColor,
  setFontAndSize,
  stroke,
} from "pdf-lib";

export const SAVE = pushGraphicsState();
export const RESTORE = popGraphicsState();
export const BEGIN_TEXT = beginText();
export const END_TEXT = endText();
export const STROKE = stroke();
const fills = new WeakMap<Color, PDFOperator>();
export function fillOf(color: Color): PDFOperator {
  const known = fills.get(color);
  if (known) return known;
  const made = setFillingColor(color);
  fills.set(color, made);
  return made;
}
const fontSizes = new WeakMap<PDFPage, Map<string, PDFOperator>>();
/** The "Tf" operator of `font` at `size` on `page` (each page names its fonts with keys of its own). */
export function fontAndSize(page: PDFPage, font: PDFFont, size: number): PDFOperator {
  const onPage = fontSizes.get(page) ?? new Map<string, PDFOperator>();
  fontSizes.set(page, onPage);
  const id = `${font.name} ${size}`;
  const known = onPage.get(id);
  if (known) return known;
  const made = setFontAndSize(fontKey(page, font), size);
  onPage.set(id, made);
  return made;
}

const fontKeys = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();
/** The page's resource name of `font`, registered once a page (drawText registers it on every call). */
function fontKey(page: PDFPage, font: PDFFont): PDFName {
  const keys = fontKeys.get(page) ?? new Map<PDFFont, PDFName>();
  fontKeys.set(page, keys);
  const key = keys.get(font) ?? page.node.newFontDictionary(font.name, font.ref);
  keys.set(font, key);
  return key;
}
