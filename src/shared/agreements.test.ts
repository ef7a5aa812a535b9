import { describe, expect, it } from "vitest";
import {
  AGREEMENT_PARTICULARS,
  type AgreementParticulars,
  missingParticulars,
  ZCompanyParticulars,
} from "./agreements";

const full = Object.fromEntries(
  Object.keys(AGREEMENT_PARTICULARS).map((k) => [k, "x"]),
) as AgreementParticulars;

describe("agreement particulars (MLC A2.1 para 4)", () => {
  it("lists the missing particulars in the order of para 4; a collective agreement is optional", () => {
    expect(missingParticulars(full)).toEqual([]);
    expect(missingParticulars({ ...full, collectiveAgreement: null })).toEqual([]);
    expect(missingParticulars({ ...full, placeOfBirth: " ", wages: null })).toEqual([
      "placeOfBirth",
      "wages",
    ]);
  });
  it("refuses less than 7 days' notice (A2.1 para 5)", () => {
    const p = {
      shipownerName: "A",
      shipownerAddress: "B",
      paidLeave: "C",
      healthBenefits: "D",
      repatriation: "E",
    };
    expect(ZCompanyParticulars.safeParse({ ...p, noticeDays: 6 }).success).toBe(false);
    expect(ZCompanyParticulars.safeParse({ ...p, noticeDays: 7 }).success).toBe(true);
  });
});
