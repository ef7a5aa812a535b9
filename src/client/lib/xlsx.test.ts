// The .xlsx path: the rows a CSV export writes come back from the workbook with their types — text as
// text (a formula-looking value is never a formula, a "+" phone number keeps its "+" and no apostrophe),
// ISO dates as dates shown yyyy-mm-dd, numbers as numbers.
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { buildXlsx } from "./xlsx";

async function readBack(bytes: ArrayBuffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  return workbook.worksheets[0];
}

describe("buildXlsx", () => {
  it("writes text, dates and numbers with their types, and never a formula", async () => {
    const sheet = await readBack(
      await buildXlsx(
        [
          ["Name", "Phone", "Expiry", "Days", "Note"],
          ["Ana Reyes", "+44 20 7946 0958", "2026-03-01", -5, '=HYPERLINK("http://x","y")'],
          [null, "", "2026-3-1", 0, "@SUM(A1)"],
        ],
        "Crew: list/2026",
      ),
    );
    expect(sheet.name).toBe("Crew  list 2026");
    expect(sheet.getCell("A1").value).toBe("Name");
    expect(sheet.getCell("B2").value).toBe("+44 20 7946 0958");
    expect(sheet.getCell("B2").type).toBe(ExcelJS.ValueType.String);
    const expiry = sheet.getCell("C2");
    expect(expiry.type).toBe(ExcelJS.ValueType.Date);
    expect((expiry.value as Date).toISOString().slice(0, 10)).toBe("2026-03-01");
    expect(expiry.numFmt).toBe("yyyy-mm-dd");
    expect(sheet.getCell("D2").value).toBe(-5);
    expect(sheet.getCell("E2").type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell("E2").value).toBe('=HYPERLINK("http://x","y")');
    expect(sheet.getCell("E3").value).toBe("@SUM(A1)");
    expect(sheet.getCell("C3").value).toBe("2026-3-1"); // not an ISO date: left as text
    expect(sheet.getCell("A3").value).toBeNull();
  });

  it("freezes the header row and puts an autofilter over the table", async () => {
    const sheet = await readBack(
      await buildXlsx(
        [
          ["Name", "Rank", "Expiry"],
          ["Ana Reyes", "Cook", "2026-03-01"],
          ["Ben Ong", "Master", "2027-01-01"],
        ],
        "Crew",
      ),
    );
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(sheet.autoFilter).toBe("A1:C3");
    expect(sheet.getRow(1).font).toMatchObject({ bold: true });
  });
});
