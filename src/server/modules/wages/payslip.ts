// The payslip: a seafarer's monthly account as a PDF (MLC A2.2 para 2: a monthly account of the payments
// due and the amounts paid, including wages, additional payments and deductions), drawn with pdf-lib like
// the hours-of-rest record. The seafarer reads their own; the master aboard those of their vessel's month;
// the office everyone's (service.ts accessOf); anyone else's: 404.
import { type PDFFont, type PDFPage, rgb } from "pdf-lib";
import { formatMoney } from "../../../shared/money";
import type { TWageAccount } from "../../../shared/wages-api";
import { newPdf, savePdf } from "../../lib/pdf-kit";
import type { RequestCtx } from "../../lib/request-ctx";
import { accountOf } from "./accounts";
import { accessOf } from "./service";

const money = (minor: number, currency: string | null) =>
  currency ? formatMoney(minor, currency) : String(minor);

export async function payslipPdf(a: TWageAccount, createdAt: Date): Promise<Uint8Array> {
  const { doc, font, bold, safe } = await newPdf(
    `Payslip - ${a.name} - ${a.month}`,
    "Monthly wage account (MLC 2006 Standard A2.2)",
    createdAt,
  );
  const page: PDFPage = doc.addPage([595, 842]); // A4 portrait
  let y = 790;
  const text = (s: string, x: number, size = 10, f: PDFFont = font) =>
    page.drawText(safe(s), { x, y, size, font: f, color: rgb(0, 0, 0) });
  const right = (s: string, xRight: number, size = 10, f: PDFFont = font) =>
    page.drawText(safe(s), { x: xRight - f.widthOfTextAtSize(safe(s), size), y, size, font: f });

  text(`Payslip ${a.month}`, 50, 18, bold);
  y -= 28;
  text(`${a.name}${a.rank ? `, ${a.rank}` : ""}`, 50, 12, bold);
  y -= 16;
  text(
    `Days aboard: ${a.daysAboard}   Currency: ${a.currency ?? "-"}${a.closed ? "   (month closed)" : ""}`,
    50,
  );
  y -= 28;
  text("Item", 50, 10, bold);
  right("Earnings", 420, 10, bold);
  right("Deductions", 540, 10, bold);
  y -= 16;
  for (const l of a.lines) {
    text(l.label, 50);
    right(money(l.amount, a.currency), l.kind === "earning" ? 420 : 540);
    y -= 14;
    if (y < 120) break;
  }
  y -= 8;
  page.drawLine({ start: { x: 50, y: y + 10 }, end: { x: 545, y: y + 10 }, thickness: 0.5 });
  const rows: [string, number | null][] = [
    ["Total earnings", a.earnings],
    ["Total deductions", a.deductions],
    ["Net this month", a.net],
    ["Balance brought forward", a.carriedIn],
    ["Final settlement paid", a.finalSettlement],
    ["Balance carried forward", a.carriedOut],
  ];
  for (const [label, value] of rows) {
    if (value === null) continue;
    text(label, 50, 10, bold);
    right(money(value, a.currency), 540, 10, bold);
    y -= 15;
  }
  y -= 10;
  if (a.workHours !== null) text(`Hours of work recorded (hours of rest record): ${a.workHours}`, 50, 9);
  return savePdf(doc);
}

export async function payslipFor(ctx: RequestCtx, id: string, month: string) {
  const { m } = await accessOf(ctx.db, ctx.caller, id, month);
  const account = await accountOf(ctx.db, ctx.today, m, month);
  return {
    pdf: await payslipPdf(account, ctx.now),
    fileName: `payslip-${m.lastName}-${m.firstName}-${month}.pdf`,
  };
}
