import { describe, expect, it } from "vitest";
import { isValidImo, makeImo } from "./imo";

describe("IMO numbers", () => {
  it("accepts real IMO numbers and rejects a wrong check digit", () => {
    expect(isValidImo("9074729")).toBe(true); // the textbook example
    expect(isValidImo("IMO 9074729")).toBe(true);
    expect(isValidImo("9074728")).toBe(false);
    expect(isValidImo("907472")).toBe(false);
    expect(isValidImo("90747290")).toBe(false);
  });
  it("makes valid numbers for seeds", () => {
    for (const base of [0, 912345, 999999]) expect(isValidImo(makeImo(base))).toBe(true);
  });
});
