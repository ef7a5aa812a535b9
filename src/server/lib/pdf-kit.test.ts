import { describe, expect, it } from "vitest";
import { pdfPageTexts } from "../test/pdf-text";
import { MARGIN, newPdf, pagedDrawing, savePdf, sealPages } from "./pdf-kit";

const COLUMNS = [
  { header: "No.", width: 40 },
  { header: "Name", width: 200 },
];

describe("sealed pages", () => {
  it("a part's pages are written when it is numbered, and keep every row and their numbers", async () => {
    const pdf = await newPdf("Sealed", "pdf-kit", new Date("2026-12-03T12:00:00Z"));
    const at = pagedDrawing(pdf, (page) => {
      pdf.text(page, "Part header", MARGIN, 570, 10, pdf.bold);
      return 560;
    });
    for (let i = 1; i <= 120; i++) at.row(COLUMNS, [String(i), `Seafarer ${i}`], 14);
    at.numbered();
    // nothing of the part is left as pdf-lib's operator objects
    for (const page of pdf.doc.getPages())
      expect((page as unknown as { contentStream?: unknown }).contentStream).toBeUndefined();
    // drawing on a sealed page still lands on it (a new stream appended to its contents)
    const [first] = pdf.doc.getPages();
    pdf.text(first, "Drawn after sealing", MARGIN, 20);
    sealPages(pdf.doc);

    const pages = await pdfPageTexts(await savePdf(pdf.doc));
    expect(pages.length).toBeGreaterThan(2);
    const texts = pages.map((p) => p.texts);
    expect(texts.flat().filter((t) => t.startsWith("Seafarer "))).toEqual(
      Array.from({ length: 120 }, (_, i) => `Seafarer ${i + 1}`),
    );
    texts.forEach((t, i) => {
      expect(t).toContain("Part header");
      expect(t).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    expect(texts[0]).toContain("Drawn after sealing");
  });
});
