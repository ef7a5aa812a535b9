// The portage bill as an .xlsx workbook for the accounting system (exceljs): one sheet of the accounts
// (one row per seafarer) and one of their lines. Amounts in major units with the currency's decimals
// (ISO 4217 exponent), computed from the integer minor units the bill holds.
import ExcelJS from "exceljs";
import { minorUnitExponent } from "../../../shared/money";
import type { TPortageBill } from "../../../shared/wages-api";

const major = (minor: number, currency: string | null) =>
  currency ? minor / 10 ** minorUnitExponent(currency) : minor;
const fmt = (currency: string | null) => {
  const exp = currency ? minorUnitExponent(currency) : 0;
  return exp ? `#,##0.${"0".repeat(exp)}` : "#,##0";
};

export async function portageBillXlsx(bill: TPortageBill): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.created = new Date(0);
  const sheet = wb.addWorksheet("Portage bill");
  sheet.addRow([`Portage bill ${bill.vesselName} ${bill.month}${bill.closed ? " (closed)" : " (open)"}`]);
  sheet.addRow([
    "Seafarer",
    "Rank",
    "Currency",
    "Days aboard",
    "Carried in",
    "Earnings",
    "Deductions",
    "Net",
    "Carried out",
    "Final settlement",
  ]);
  for (const a of bill.accounts) {
    const row = sheet.addRow([
      a.name,
      a.rank ?? "",
      a.currency ?? "",
      a.daysAboard,
      ...[a.carriedIn, a.earnings, a.deductions, a.net, a.carriedOut].map((n) => major(n, a.currency)),
      a.finalSettlement === null ? "" : major(a.finalSettlement, a.currency),
    ]);
    for (let c = 5; c <= 10; c++) row.getCell(c).numFmt = fmt(a.currency);
  }
  for (const t of bill.totals) {
    const row = sheet.addRow([
      `Total ${t.currency}`,
      "",
      t.currency,
      "",
      "",
      ...[t.earnings, t.deductions, t.net, t.carriedOut].map((n) => major(n, t.currency)),
    ]);
    row.font = { bold: true };
    for (let c = 6; c <= 9; c++) row.getCell(c).numFmt = fmt(t.currency);
  }
  sheet.columns.forEach((col, i) => {
    col.width = i === 0 ? 28 : 14;
  });
  const lines = wb.addWorksheet("Lines");
  lines.addRow(["Seafarer", "Code", "Label", "Kind", "Currency", "Amount"]);
  for (const a of bill.accounts)
    for (const l of a.lines) {
      const row = lines.addRow([
        a.name,
        l.code,
        l.label,
        l.kind,
        a.currency ?? "",
        major(l.amount, a.currency),
      ]);
      row.getCell(6).numFmt = fmt(a.currency);
    }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
