// The template workbook of each import kind: the first sheet holds the header row the import reads
// (every field's label, the required ones first) and nothing else; a second sheet says what each column
// takes. Made with exceljs, text cells only.
import ExcelJS from "exceljs";
import { DATE_ORDER_LABELS } from "../../../shared/import-match";
import { IMPORT_FIELDS, IMPORT_KIND_LABELS, type ImportKind } from "../../../shared/imports";

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export async function templateWorkbook(kind: ImportKind): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "CrewFleet";
  const fields = [...IMPORT_FIELDS[kind]].sort((a, b) => Number(b.required) - Number(a.required));
  const sheet = workbook.addWorksheet(IMPORT_KIND_LABELS[kind].slice(0, 31));
  sheet.addRow(fields.map((f) => f.label));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  fields.forEach((f, i) => {
    sheet.getColumn(i + 1).width = Math.max(14, f.label.length + 4);
  });
  const notes = workbook.addWorksheet("Columns");
  notes.addRow(["Column", "Required", "Also recognised as", "Notes"]);
  notes.getRow(1).font = { bold: true };
  for (const f of fields)
    notes.addRow([
      f.label,
      f.required ? "yes" : "no",
      f.aliases.join(", "),
      [
        f.hint,
        f.date ? `A date cell, yyyy-mm-dd, or ${Object.values(DATE_ORDER_LABELS).join(" / ")} as chosen` : "",
      ]
        .filter(Boolean)
        .join(". "),
    ]);
  [24, 10, 40, 60].forEach((w, i) => {
    notes.getColumn(i + 1).width = w;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
