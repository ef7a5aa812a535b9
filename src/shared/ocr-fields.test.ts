import { describe, expect, it } from "vitest";
import {
  extractLabelledFields,
  findMrz,
  mrzDate,
  normaliseMrzLine,
  parseLooseDate,
  splitFullName,
} from "./ocr-fields";
import { SAMPLE_CONTRACT_FIELDS } from "./test/samples";

describe("machine-readable zone finding", () => {
  it("finds a TD3 zone and turns a filler misread as K/L back into <", () => {
    const text =
      "Passport No: P4366918\nP<PHLSANTOS<<MARIA<CLARA<<<<<<L<KLLKKLLKLKLLKKLKLKL\nP4366918<OPHL9003152F3108206<<<<<<<<<<<<<<06\n";
    const mrz = findMrz(text);
    expect(mrz?.format).toBe("TD3");
    expect(mrz?.lines).toEqual([
      "P<PHLSANTOS<<MARIA<CLARA<<<<<<<<<<<<<<<<<<<<",
      "P4366918<OPHL9003152F3108206<<<<<<<<<<<<<<06",
    ]);
  });
  it("keeps a name that ends in K or L", () => {
    expect(normaliseMrzLine("P<NORHAUGLAND<<PAUL<<<<KL", 30)).toBe("P<NORHAUGLAND<<PAUL<<<<<<<<<<<");
  });
  it("finds a TD1 zone of three 30-character lines", () => {
    const text =
      "I<UTOD231458907<<<<<<<<<<<<<<<\n7408122F1204159UTO<<<<<<<<<<<6\nERIKSSON<<ANNA<MARIA<<<<<<<<<<\n";
    expect(findMrz(text)?.format).toBe("TD1");
  });
  it("finds nothing in ordinary text", () => {
    expect(findMrz("Name: Juan Dela Cruz\nPosition: Able Seaman")).toBeNull();
  });
  it("reads zone dates with the right century", () => {
    expect(mrzDate("900315", "birth", "2026-11-22")).toBe("1990-03-15");
    expect(mrzDate("050101", "birth", "2026-11-22")).toBe("2005-01-01");
    expect(mrzDate("310820", "expiry", "2026-11-22")).toBe("2031-08-20");
    expect(mrzDate("991331", "expiry", "2026-11-22")).toBeNull();
  });
});

describe("labelled text", () => {
  const lines = (text: string) => text.split("\n").map((t) => ({ text: t, confidence: 92 }));
  it("extracts the spec's fields from a seafarer's contract", () => {
    const found = extractLabelledFields(
      lines(
        "SEAFARER EMPLOYMENT AGREEMENT\nName: Juan Dela Cruz\nPosition: Able Seaman\nNationality: Filipino\nDate of Birth: 12 April 1988\nPhone: +63 917 555 0123\nContract Start Date: 2026-12-01\nContract End Date: 2027-05-30\nEmergency Contact: Maria Dela Cruz\nEmergency Phone: +63 917 555 0456",
      ),
    );
    expect(Object.fromEntries(Object.entries(found).map(([k, v]) => [k, v?.value]))).toEqual(
      SAMPLE_CONTRACT_FIELDS,
    );
    expect(found.name?.confidence).toBe(0.92);
  });
  it("skips values that are not what the label promises", () => {
    const found = extractLabelledFields(lines("Date of Birth: sometime in spring\nPhone: call me"));
    expect(found).toEqual({});
  });
  it("reads the accepted date forms and rejects impossible dates", () => {
    expect(parseLooseDate("15 MAR 1990")).toBe("1990-03-15");
    expect(parseLooseDate("April 12, 1988")).toBe("1988-04-12");
    expect(parseLooseDate("03/04/2027")).toBe("2027-04-03");
    expect(parseLooseDate("2027-02-30")).toBeNull();
  });
  it("splits a bare full name at the first space", () => {
    expect(splitFullName("Juan Dela Cruz")).toEqual({ firstName: "Juan", lastName: "Dela Cruz" });
    expect(splitFullName("Madonna")).toEqual({ firstName: "Madonna", lastName: "" });
  });
});
