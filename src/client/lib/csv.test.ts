import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildCsv, buildCsvFromRecords, CSV_BOM, formatCsvCell, neutralizeFormula } from "./csv";

/** A small RFC 4180 reader, to check that what we write reads back to the same cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}

describe("formatCsvCell", () => {
  it("writes plain text as it is", () => {
    expect(formatCsvCell("MV Ocean Pioneer")).toBe("MV Ocean Pioneer");
  });

  it("quotes commas, quotes and line breaks, doubling inner quotes", () => {
    expect(formatCsvCell("St. Kitts, Nevis")).toBe('"St. Kitts, Nevis"');
    expect(formatCsvCell('the "Star"')).toBe('"the ""Star"""');
    expect(formatCsvCell("line 1\nline 2")).toBe('"line 1\nline 2"');
    expect(formatCsvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  it.each(["=1+1", "+1+1", "-2+3", "@SUM(A1)", "\tcmd", "\rcmd"])("neutralises %j", (text) => {
    expect(formatCsvCell(text).replace(/^"/, "").startsWith("'")).toBe(true);
  });

  it("neutralises and quotes when both apply", () => {
    expect(formatCsvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it("leaves numbers and booleans alone, negative numbers included; empty for null and undefined", () => {
    expect(formatCsvCell(-5)).toBe("-5");
    expect(formatCsvCell(20)).toBe("20");
    expect(formatCsvCell(true)).toBe("true");
    expect(formatCsvCell(null)).toBe("");
    expect(formatCsvCell(undefined)).toBe("");
    expect(formatCsvCell(Number.NaN)).toBe("");
  });

  it("does not touch a formula character later in the text", () => {
    expect(neutralizeFormula("a=b")).toBe("a=b");
    expect(neutralizeFormula("")).toBe("");
  });
});

describe("buildCsv", () => {
  it("starts with the UTF-8 BOM and ends every row with CRLF", () => {
    const csv = buildCsv([
      ["Name", "Flag"],
      ["MV Ocean Pioneer", "Panama"],
    ]);
    expect(csv).toBe(`${CSV_BOM}Name,Flag\r\nMV Ocean Pioneer,Panama\r\n`);
  });

  it("can leave out the BOM; no rows give an empty file", () => {
    expect(buildCsv([["a"]], { bom: false })).toBe("a\r\n");
    expect(buildCsv([], { bom: false })).toBe("");
  });

  it("builds a header and a row per record from columns", () => {
    const csv = buildCsvFromRecords(
      [
        { header: "Name", value: (v: { name: string; crew: number }) => v.name },
        { header: "Crew", value: (v) => v.crew },
      ],
      [
        { name: "A, B", crew: 3 },
        { name: "C", crew: 0 },
      ],
    );
    expect(parseCsv(csv.slice(1))).toEqual([
      ["Name", "Crew"],
      ["A, B", "3"],
      ["C", "0"],
    ]);
  });

  it("reads back to the same cells (neutralised text keeps its content after the apostrophe)", () => {
    const cell = fc.string({
      unit: fc.constantFrom("a", "b", ",", '"', "\n", "\r", " ", "=", "-", "@", "\t", "é"),
    });
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          const back = parseCsv(buildCsv(rows, { bom: false }));
          expect(back).toEqual(rows.map((r) => r.map(neutralizeFormula)));
        },
      ),
    );
  });
});
