// The .xlsx reader (read-sheet.ts) reads the first worksheet row by row; what it gives must be what the
// whole-workbook reader gave: a formula's saved result typed (a date-formatted one a Date, an error none),
// rich text and hyperlinks as their text, the first tab only, rows past the limit counted.
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { MAX_IMPORT_ROWS, tooManyRowsMessage } from "../../../shared/imports";
import { readSheet } from "./read-sheet";

async function bytesOf(fill: (wb: ExcelJS.Workbook) => void): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  fill(wb);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe("readSheet (.xlsx)", () => {
  it("gives each cell's value as saved: formulas' results typed, rich text and links as text", async () => {
    const bytes = await bytesOf((wb) => {
      const s = wb.addWorksheet("Crew");
      s.addRow(["Expiry", "Check", "Name", "Site", "Plain date", "Sum"]);
      s.addRow([
        { formula: "DATE(2030,1,15)", result: new Date(Date.UTC(2030, 0, 15)) },
        { formula: "NA()", result: { error: "#N/A" } },
        { richText: [{ text: "Ka" }, { text: "te" }] },
        { text: "Manila office", hyperlink: "https://example.org" },
        new Date(Date.UTC(1990, 4, 6)),
        { formula: "1+1", result: 2 },
      ]);
      s.getCell("A2").numFmt = "dd/mm/yyyy";
      wb.addWorksheet("Notes").addRow(["not read"]);
    });
    const sheet = await readSheet(bytes);
    expect(sheet.headers).toEqual(["Expiry", "Check", "Name", "Site", "Plain date", "Sum"]);
    expect(sheet.rows).toEqual([
      {
        row: 2,
        cells: [
          new Date(Date.UTC(2030, 0, 15)),
          null,
          "Kate",
          "Manila office",
          new Date(Date.UTC(1990, 4, 6)),
          2,
        ],
      },
    ]);
  });

  it("a worksheet zipped before the styles is read whole: its dates stay dates", async () => {
    const made = await JSZip.loadAsync(
      await bytesOf((wb) => {
        const s = wb.addWorksheet("Crew");
        s.addRow(["Name", "Date of birth"]);
        s.addRow(["Kate", new Date(Date.UTC(1990, 4, 6))]);
      }),
    );
    // the workbook, its relationships and the strings first, then the rows, the styles after them
    const order = [
      "xl/workbook.xml",
      "xl/_rels/workbook.xml.rels",
      "xl/sharedStrings.xml",
      "xl/worksheets/sheet1.xml",
    ];
    const zip = new JSZip();
    const names = Object.keys(made.files).filter((n) => !made.files[n]?.dir);
    for (const name of [...order, ...names.filter((n) => !order.includes(n))])
      zip.file(name, await (made.file(name) as JSZip.JSZipObject).async("uint8array"));
    const sheet = await readSheet(await zip.generateAsync({ type: "nodebuffer" }));
    expect(sheet.rows).toEqual([{ row: 2, cells: ["Kate", new Date(Date.UTC(1990, 4, 6))] }]);
  });

  it("refuses a sheet over the row limit, naming how many rows it has", async () => {
    const bytes = await bytesOf((wb) => {
      const s = wb.addWorksheet("Big");
      s.addRow(["Number"]);
      for (let i = 0; i < MAX_IMPORT_ROWS + 2; i++) s.addRow([i]);
    });
    await expect(readSheet(bytes)).rejects.toThrow(tooManyRowsMessage(MAX_IMPORT_ROWS + 2));
  });
});
