// A PDF's text read back for tests (payslip, agreement, crew list, effects declaration, inspection pack):
// each page's shown strings in drawing order and its size. The PDFs we
// make (pdf-lib with the standard fonts) show text as hex strings with Tj, one string per call.
import { decodePDFRawStream, PDFArray, PDFDocument, type PDFRawStream } from "pdf-lib";

export async function pdfPageTexts(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
    const content = streams
      .map((s) => Buffer.from(decodePDFRawStream(s as PDFRawStream).decode()).toString("latin1"))
      .join("\n");
    const texts = [...content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((m) =>
      Buffer.from(m[1], "hex").toString("latin1"),
    );
    return { texts, size: page.getSize() };
  });
}

/** Every string the PDF shows, all pages in order. */
export async function pdfTexts(bytes: Uint8Array): Promise<string[]> {
  return (await pdfPageTexts(bytes)).flatMap((p) => p.texts);
}
