// The .xlsx reader (read-sheet.ts) reads the first worksheet row by row; what it gives must be what the
// whole-workbook reader gave: a formula's saved result typed (a date-formatted one a Date, an error none),
// rich text and hyperlinks as their text, booleans as booleans, ISO date cells (t="d") as the Date a
// date-formatted serial cell gives (by both readers), every cell of a merged range its top-left
// cell's value, the first tab only, rows past the limit counted.
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { MAX_IMPORT_ROWS, tooManyRowsMessage } from "../../../shared/imports";
import { readSheet } from "./read-sheet";
import { SheetNotes } from "./sheet-xml-notes";

async function bytesOf(fill: (wb: ExcelJS.Workbook) => void): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  fill(wb);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The same workbook zipped with its worksheet before the styles: read by the whole-workbook reader (the
 * streaming one would read its dates as plain numbers). */
async function wholeReaderZip(bytes: Buffer): Promise<Buffer> {
  const made = await JSZip.loadAsync(bytes);
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
  return zip.generateAsync({ type: "nodebuffer" });
}

/** The workbook with the given cells rewritten as ISO date cells (t="d", the value as text), as
 * LibreOffice and some generators write them; each cell keeps its style and formula. */
async function withIsoDateCells(bytes: Buffer, cells: Record<string, string>): Promise<Buffer> {
  const zip = await JSZip.loadAsync(bytes);
  const path = "xl/worksheets/sheet1.xml";
  const xml = await (zip.file(path) as JSZip.JSZipObject).async("string");
  const rewritten: string[] = [];
  const cell = /<c r="([A-Z]+[0-9]+)"((?: s="[0-9]+")?)>((?:<f>[^<]*<\/f>)?)<v>[^<]*<\/v><\/c>/g;
  const out = xml.replace(cell, (whole, ref: string, style: string, formula: string) => {
    const iso = cells[ref];
    if (iso === undefined) return whole;
    rewritten.push(ref);
    return `<c r="${ref}"${style} t="d">${formula}<v>${iso}</v></c>`;
  });
  expect(rewritten.sort()).toEqual(Object.keys(cells).sort());
  zip.file(path, out);
  return zip.generateAsync({ type: "nodebuffer" });
}

describe("readSheet (.xlsx)", () => {
  it('an ISO date cell (t="d") reads as the date a date-formatted serial cell gives, by both readers', async () => {
    const day = new Date(Date.UTC(2027, 2, 15));
    const dayAndTime = new Date(Date.UTC(2027, 2, 15, 8, 30, 15));
    const made = await bytesOf((wb) => {
      const s = wb.addWorksheet("Crew");
      s.addRow(["Serial", "Midnight Z", "Date only", "Serial time", "Time", "Styled", "Formula", "Offset"]);
      s.addRow([day, 1, 2, dayAndTime, 3, 4, { formula: "DATE(2027,3,15)", result: 5 }, 6]);
      s.getCell("F2").numFmt = "dd/mm/yyyy hh:mm";
      s.getCell("G2").numFmt = "yyyy-mm-dd";
      s.addRow(["Time alone", "Leap day", "Not a day", "Past midnight", "Words", null, null, null]);
      s.addRow([7, 8, 9, 10, 11]);
    });
    const bytes = await withIsoDateCells(made, {
      B2: "2027-03-15T00:00:00Z",
      C2: "2027-03-15",
      E2: "2027-03-15T08:30:15",
      F2: "2027-03-15T08:30:15.000", // LibreOffice's form, on a date-formatted cell
      G2: "2027-03-15T00:00:00Z", // a formula's saved result
      H2: "2027-03-15T08:30:15+02:00", // the wall-clock time as written, as a serial holds it
      A4: "08:30:15", // a time alone: the serial calendar's day 0
      B4: "2028-02-29",
      C4: "2027-02-30",
      D4: "2027-03-15T24:00:00",
      E4: "soon",
    });
    const expected = [
      {
        row: 2,
        cells: [day, day, day, dayAndTime, dayAndTime, dayAndTime, day, dayAndTime],
      },
      { row: 3, cells: ["Time alone", "Leap day", "Not a day", "Past midnight", "Words"] },
      {
        row: 4,
        cells: [
          new Date(Date.UTC(1899, 11, 30, 8, 30, 15)),
          new Date(Date.UTC(2028, 1, 29)),
          "2027-02-30",
          "2027-03-15T24:00:00",
          "soon",
        ],
      },
    ];
    const streamed = (await readSheet(bytes)).rows;
    const whole = (await readSheet(await wholeReaderZip(bytes))).rows;
    expect({ streamed, whole }).toEqual({ streamed: expected, whole: expected });
  });

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
    const bytes = await bytesOf((wb) => {
      const s = wb.addWorksheet("Crew");
      s.addRow(["Name", "Date of birth"]);
      s.addRow(["Kate", new Date(Date.UTC(1990, 4, 6))]);
    });
    const sheet = await readSheet(await wholeReaderZip(bytes));
    expect(sheet.rows).toEqual([{ row: 2, cells: ["Kate", new Date(Date.UTC(1990, 4, 6))] }]);
  });

  it("every cell of a merged range reads as its top-left cell, as the whole-workbook reader gives", async () => {
    const bytes = await bytesOf((wb) => {
      const s = wb.addWorksheet("Crew");
      s.addRow(["Name", null, "Vessel", "Rank"]);
      s.addRow(["Kate", "Lim", "MV Aurora", "Master"]);
      s.addRow(["Ben", "Ode", null, "Cook"]);
      s.addRow(["Cy", "Pau", null, null]);
      s.addRow([]);
      s.mergeCells("A1:B1"); // a header over two columns
      s.mergeCells("C2:C5"); // the vessel down its crew, and one row below them
      s.mergeCells("D4:D5"); // a merge whose top-left is empty
    });
    const expected = {
      headers: ["Name", "Name (column 2)", "Vessel", "Rank"],
      rows: [
        { row: 2, cells: ["Kate", "Lim", "MV Aurora", "Master"] },
        { row: 3, cells: ["Ben", "Ode", "MV Aurora", "Cook"] },
        { row: 4, cells: ["Cy", "Pau", "MV Aurora", null] },
        { row: 5, cells: [null, null, "MV Aurora", null] },
      ],
    };
    expect(await readSheet(await wholeReaderZip(bytes))).toEqual(expected);
    expect(await readSheet(bytes)).toEqual(expected);
  });

  it("booleans and formulas' saved results (TRUE, FALSE, 0, an error, text, a date) read alike by both readers", async () => {
    const bytes = await bytesOf((wb) => {
      const s = wb.addWorksheet("Crew");
      s.addRow(["Active", "Off", "Checked", "Failed", "Missing", "Label", "Due", "Count", "Zero", "Born"]);
      s.addRow([
        true,
        false,
        { formula: "AND(A2,TRUE)", result: true },
        { formula: "OR(B2,FALSE)", result: false },
        { formula: "NA()", result: { error: "#N/A" } },
        { formula: '"A"&"B"', result: "AB" },
        { formula: "DATE(2030,1,15)", result: new Date(Date.UTC(2030, 0, 15)) },
        { formula: "1+0", result: 1 },
        { formula: "1-1", result: 0 },
        new Date(Date.UTC(1990, 4, 6)),
      ]);
      s.getCell("G2").numFmt = "yyyy-mm-dd";
    });
    const expected = [
      {
        row: 2,
        cells: [
          true,
          false,
          true,
          false,
          null,
          "AB",
          new Date(Date.UTC(2030, 0, 15)),
          1,
          0,
          new Date(Date.UTC(1990, 4, 6)),
        ],
      },
    ];
    expect((await readSheet(bytes)).rows).toEqual(expected);
    expect((await readSheet(await wholeReaderZip(bytes))).rows).toEqual(expected);
  });

  it("booleans, ISO dates and merges are found wherever the XML's chunks are cut", async () => {
    const n = 3000; // some hundred kB of XML: the zip gives it in many chunks
    const dayOf = (i: number) => new Date(Date.UTC(2027, 0, 1 + i, i % 24, i % 60));
    const made = await bytesOf((wb) => {
      const s = wb.addWorksheet("Crew");
      s.addRow(["Name", "Aboard", "Count", "Vessel", "Joined"]);
      for (let i = 0; i < n; i++)
        s.addRow([
          `Seafarer ${i}`,
          { formula: `ISNUMBER(C${i + 2})`, result: i % 2 === 0 },
          { formula: `${i}+1`, result: 1 },
          i % 3 === 0 ? `MV ${i}` : null,
          i,
        ]);
      for (let i = 0; i < n; i += 3) s.mergeCells(`D${i + 2}:D${i + 4}`);
    });
    const isoCells = Array.from({ length: n }, (_, i) => [`E${i + 2}`, dayOf(i).toISOString()] as const);
    const sheet = await readSheet(await withIsoDateCells(made, Object.fromEntries(isoCells)));
    expect(sheet.rows).toHaveLength(n);
    expect(sheet.rows.filter((r, i) => r.cells[1] !== (i % 2 === 0))).toEqual([]);
    expect(sheet.rows.filter((r) => r.cells[2] !== 1)).toEqual([]);
    expect(sheet.rows.filter((r, i) => r.cells[3] !== `MV ${i - (i % 3)}`)).toEqual([]);
    expect(sheet.rows.filter((r, i) => !(r.cells[4] instanceof Date) || +r.cells[4] !== +dayOf(i))).toEqual(
      [],
    );
  });

  it("the worksheet's XML cut anywhere, its booleans, dates and merges are noted and the XML passed on whole", async () => {
    const xml =
      '<sheetData><row r="2"><c r="A2" t="b"><f>TRUE()</f><v>1</v></c><c r="B2" s="1" t=\'b\'><v>0</v></c>' +
      '<c r="C2" t="s"><v>0</v></c><c r="D2"><is><t>t="b" t="d"</t></is></c>' +
      '<c r="E2" s="2" t="d"><v>2027-03-15T00:00:00Z</v></c><c r="F2" t="d"/>' +
      "<c r='G2' t='d'><f>TODAY()</f><v>2027-03-15T08:30:00</v></c>" +
      '<c r="H2" t="d"><v>2027-03-15 08:30</v></c ></row></sheetData>' +
      '<mergeCells count="2"><mergeCell ref="A1:B1"/><mergeCell ref="C2:C9"/></mergeCells>';
    for (let cut = 0; cut <= xml.length; cut++) {
      const notes = new SheetNotes();
      let passed = "";
      for await (const chunk of notes.tap([Buffer.from(xml.slice(0, cut)), Buffer.from(xml.slice(cut))]))
        passed += chunk.toString();
      const { merges, booleans, dates } = notes;
      expect({ cut, passed, merges, booleans: [...booleans], dates: [...dates] }).toEqual({
        cut,
        passed: xml,
        merges: ["A1:B1", "C2:C9"],
        booleans: ["A2", "B2"],
        dates: [
          ["E2", "2027-03-15T00:00:00Z"],
          ["G2", "2027-03-15T08:30:00"],
          ["H2", "2027-03-15 08:30"],
        ],
      });
    }
  });

  it("rows a merged range reaches count against the limit", async () => {
    const bytes = await bytesOf((wb) => {
      const s = wb.addWorksheet("Crew");
      s.addRow(["Vessel"]);
      s.addRow(["MV Long"]);
      s.mergeCells(`A2:A${MAX_IMPORT_ROWS + 3}`);
    });
    await expect(readSheet(bytes)).rejects.toThrow(tooManyRowsMessage(MAX_IMPORT_ROWS + 2));
  });

  it("a header repeated in the row names its later columns by position, so each can be chosen apart", async () => {
    const sheet = await readSheet(Buffer.from("Rank,Name,Rank,Rank (column 3),\r\nAB,Kate,Cook,x,"));
    expect(sheet.headers).toEqual(["Rank", "Name", "Rank (column 3)", "Rank (column 3) (column 4)", ""]);
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
