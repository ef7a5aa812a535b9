// The seafarer employment agreement as a PDF (MLC A2.1 para 4: every particular, in its order; the
// checklist of those missing on a draft; both signatures), drawn with pdf-lib like the payslip.
import type { PDFFont } from "pdf-lib";
import { AGREEMENT_PARTICULARS, type AgreementParticular, type TAgreement } from "../../../shared/agreements";
import { newPdf, savePdf } from "../../lib/pdf-kit";
import type { RequestCtx } from "../../lib/request-ctx";
import { getAgreement } from "./agreements";

const STATE_TEXT = {
  draft: "DRAFT - not signed",
  seafarer_signed: "Signed by the seafarer",
  signed: "Signed by both parties",
};

export async function agreementPdf(a: TAgreement, createdAt: Date): Promise<Uint8Array> {
  const { doc, font, bold, safe } = await newPdf(
    `Seafarer employment agreement - ${a.particulars.seafarerName ?? ""} - version ${a.version}`,
    "Seafarer employment agreement (MLC 2006 Standard A2.1)",
    createdAt,
  );
  let page = doc.addPage([595, 842]);
  let y = 790;
  const line = (s: string, size = 10, f: PDFFont = font, x = 50) => {
    // wrap to the page width
    const words = safe(s).split(" ");
    let cur = "";
    for (const w of words) {
      const next = cur ? `${cur} ${w}` : w;
      if (f.widthOfTextAtSize(next, size) > 595 - x - 50 && cur) {
        page.drawText(cur, { x, y, size, font: f });
        y -= size + 4;
        cur = w;
      } else cur = next;
    }
    page.drawText(cur, { x, y, size, font: f });
    y -= size + 4;
    if (y < 60) {
      page = doc.addPage([595, 842]);
      y = 790;
    }
  };
  line("Seafarer Employment Agreement", 16, bold);
  line(`Version ${a.version} - ${STATE_TEXT[a.state]}`, 10);
  y -= 8;
  for (const [key, label] of Object.entries(AGREEMENT_PARTICULARS) as [AgreementParticular, string][]) {
    line(label, 9, bold);
    line(a.particulars[key] ?? (key === "collectiveAgreement" ? "None applies" : "MISSING"), 10, font, 60);
    y -= 2;
  }
  if (a.missing.length) {
    y -= 6;
    line(
      `Missing before signing: ${a.missing.map((k) => AGREEMENT_PARTICULARS[k as AgreementParticular]).join("; ")}`,
      9,
      bold,
    );
  }
  y -= 10;
  line(
    `Seafarer: ${a.seafarerSignedAt ? `signed ${a.seafarerSignedAt.slice(0, 16).replace("T", " ")} UTC` : "not signed"}`,
  );
  line(
    `Shipowner: ${a.companySignedAt ? `signed ${a.companySignedAt.slice(0, 16).replace("T", " ")} UTC` : "not signed"}`,
  );
  return savePdf(doc);
}

export async function agreementPdfFor(ctx: RequestCtx, contractId: string) {
  const a = await getAgreement(ctx, contractId);
  return { pdf: await agreementPdf(a, ctx.now), fileName: `agreement-${contractId}-v${a.version}.pdf` };
}
