// E2E helper: give a crew member, through the API, a valid document of every certificate type their rank
// needs on any vessel type (GET /api/requirements), so a join rotation or assignment passes the
// eligibility check. The CoC has no issuing state: no flag endorsement is asked for.
import { expect, type Page } from "@playwright/test";

export async function giveCertificates(page: Page, crewMemberId: string, rank: string) {
  const res = await page.request.get(`/api/requirements?rank=${encodeURIComponent(rank)}`);
  expect(res.status(), await res.text()).toBe(200);
  const codes = new Set((await res.json()).map((r: { certificateType: string }) => r.certificateType));
  codes.delete("flag_endorsement");
  const year = new Date().getFullYear();
  for (const type of codes) {
    const doc = await page.request.post("/api/documents", {
      data: {
        crewMemberId,
        type,
        documentNumber: `E2E-${type}`.toUpperCase(),
        issueDate: `${year - 1}-01-01`,
        expiryDate: `${year + 4}-12-31`,
        issuingAuthority: "E2E Maritime Authority",
      },
    });
    expect(doc.status(), await doc.text()).toBe(201);
  }
}
