// CSV injection over the cells a spreadsheet could read as a formula in any common locale.
import { describe, expect, it } from "vitest";
import { csvTextCell, isPhoneNumber, neutralizeFormula, startsLikeFormula } from "./csv-cell";

/** How a spreadsheet splits one CSV line with `sep`, honouring quotes (RFC 4180). */
function splitLine(line: string, sep: string): string[] {
  const out: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === sep) {
      out.push(cell);
      cell = "";
    } else cell += c;
  }
  out.push(cell);
  return out;
}

/** Would any common spreadsheet read a cell of this line as a formula (after trimming spaces)? */
const formulaCells = (line: string) =>
  [",", ";", "\t", "|"].flatMap((sep) =>
    splitLine(line, sep).filter(
      (cell) =>
        /^[\s\u00a0\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r\n\0]/.test(cell) &&
        // a phone number alone (after a tab, which some importers trim) can only be digits
        !/^\t?\+?[0-9(][0-9 ().\-/]*$/.test(cell),
    ),
  );

const HOSTILE = [
  "=1+1",
  "+1+1",
  "-2+3",
  "@SUM(A1)",
  '=HYPERLINK("http://evil.example","x")',
  "=cmd|' /C calc'!A0",
  "\t=1+1",
  "\r=1+1",
  "\n=1+1",
  "\0=1+1",
  " =1+1",
  "\u00a0=1+1",
  "\u3000=1+1",
  "＝1+1",
  "＋1+1",
  "－1+1",
  "＠SUM(A1)",
  "x;=1+1",
  "x;+1+1",
  "x; -1+1",
  "x\t=1+1",
  "x|=1+1",
  "x,=1+1",
  "Smith;@SUM(A1)",
  'a";=1+1;"b',
];

describe("CSV formula neutralising (one rule for every export)", () => {
  it.each(HOSTILE)("no spreadsheet reads a cell of %j as a formula, whatever its separator", (text) => {
    const line = ["Name", csvTextCell(text), "End"].join(",");
    expect(formulaCells(line)).toEqual([]);
    // and the content is kept: the cell reads back as the text (after the apostrophe, if one was added)
    expect(splitLine(line, ",")[1].replace(/^'/, "")).toBe(text);
  });

  it.each(["+44 20 7946 0958", "+1 (555) 010-9999", "+63-2-8123-4567", "+47 555 0101"])(
    "keeps the phone number %j readable: a quoted leading tab, no apostrophe, nothing else changed",
    (phone) => {
      expect(startsLikeFormula(phone)).toBe(true);
      expect(isPhoneNumber(phone)).toBe(true);
      expect(csvTextCell(phone)).toBe(`"\t${phone}"`);
      expect(splitLine(["Tel", csvTextCell(phone)].join(","), ",")).toEqual(["Tel", `\t${phone}`]);
      expect(splitLine(["Tel", csvTextCell(phone)].join(","), ";")).toEqual([`Tel,\t${phone}`]);
    },
  );

  it.each(["+1+1", "+44 20 x", "+SUM(1)", "+", "+()", '+1"', "+1|2", "-44 20 7946", "+1;=2"])(
    "gives %j, which is not only a phone number, the apostrophe",
    (text) => {
      expect(isPhoneNumber(text)).toBe(false);
      expect(neutralizeFormula(text)).toBe(`'${text}`);
    },
  );

  it.each(["0047 22 33 44 55", "(555) 010-9999", "22 33 44 55"])(
    "leaves the phone number %j as it is",
    (phone) => {
      expect(startsLikeFormula(phone)).toBe(false);
      expect(csvTextCell(phone)).toBe(phone);
    },
  );

  it("leaves ordinary text alone and quotes only what holds a separator", () => {
    expect(csvTextCell("MV Nordic Star")).toBe("MV Nordic Star");
    expect(csvTextCell("a=b")).toBe("a=b");
    expect(csvTextCell("Oslo; Norway")).toBe('"Oslo; Norway"');
    expect(neutralizeFormula("")).toBe("");
  });
});
