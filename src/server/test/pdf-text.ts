// A PDF's text read back for tests (payslip, agreement, crew list, effects declaration, inspection pack):
// each page's shown strings in drawing order and its size. The PDFs we
// make (pdf-lib with the standard fonts) show text as hex strings with Tj, one string per call.
import { decodePDFRawStream, PDFArray, PDFDocument, type PDFRawStream } from "pdf-lib";

/** Each page's decoded content stream (its streams joined) and its size. */
export async function pdfPageContents(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
    const content = streams
      .map((s) => Buffer.from(decodePDFRawStream(s as PDFRawStream).decode()).toString("latin1"))
      .join("\n");
    return { content, size: page.getSize() };
  });
}

/** A hex string of a Tj call as the text it shows. */
export const shownText = (hex: string) => Buffer.from(hex, "hex").toString("latin1");

export async function pdfPageTexts(bytes: Uint8Array) {
  return (await pdfPageContents(bytes)).map(({ content, size }) => ({
    texts: [...content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((m) => shownText(m[1])),
    size,
  }));
}

/** Every string the PDF shows, all pages in order. */
export async function pdfTexts(bytes: Uint8Array): Promise<string[]> {
  return (await pdfPageTexts(bytes)).flatMap((p) => p.texts);
}
