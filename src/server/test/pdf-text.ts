// The strings a PDF's pages show, in order: pdf-lib writes each as a hex string (`<…> Tj`), so a test reads
// a generated PDF (payslip, agreement, effects declaration) back as text without a PDF renderer.
import { decodePDFRawStream, PDFArray, PDFDocument, type PDFRawStream } from "pdf-lib";

export async function pdfTexts(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().flatMap((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
    const content = streams
      .map((st) => Buffer.from(decodePDFRawStream(st as PDFRawStream).decode()).toString("latin1"))
      .join("\n");
    return [...content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((m) =>
      Buffer.from(m[1], "hex").toString("latin1"),
    );
  });
}
