import { describe, expect, it } from "vitest";
import { buildTd3, mrzCheckDigit } from "./mrz-check";

describe("MRZ check digits", () => {
  it("matches the ICAO 9303 specimen", () => {
    expect(mrzCheckDigit("L898902C3")).toBe("6");
    expect(mrzCheckDigit("740812")).toBe("2");
    expect(mrzCheckDigit("120415")).toBe("9");
  });
  it("builds the ICAO specimen zone exactly", () => {
    const [l1, l2] = buildTd3({
      issuingState: "UTO",
      surname: "ERIKSSON",
      givenNames: "ANNA MARIA",
      documentNumber: "L898902C3",
      nationality: "UTO",
      birthDate: "740812",
      sex: "F",
      expiryDate: "120415",
      personalNumber: "ZE184226B",
    });
    expect(l1).toBe("P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<");
    expect(l2).toBe("L898902C36UTO7408122F1204159ZE184226B<<<<<10");
  });
});
