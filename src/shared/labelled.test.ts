import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import { labelledValues } from "./labelled";
import { SEVERITY_LEVELS, SEVERITY_SHORT_LABELS } from "./severity";

const PLACES = { "port-of-call": "Port of call", anchorage: "Anchorage", at_sea: "At sea", dock: "Dock" };

describe("labelledValues", () => {
  it("gives the labels' keys in the order they are written", () => {
    expect(labelledValues(PLACES)).toEqual(["port-of-call", "anchorage", "at_sea", "dock"]);
  });

  it("types the values as a non-empty tuple of the keys", () => {
    const places = labelledValues(PLACES);
    expectTypeOf(places).toEqualTypeOf<
      readonly [
        "port-of-call" | "anchorage" | "at_sea" | "dock",
        ...("port-of-call" | "anchorage" | "at_sea" | "dock")[],
      ]
    >();
    expectTypeOf<(typeof places)[number]>().toEqualTypeOf<keyof typeof PLACES>();
  });

  it("serves z.enum: its options in the same order, other values refused", () => {
    const ZPlace = z.enum(labelledValues(PLACES));
    expect(ZPlace.options).toEqual(["port-of-call", "anchorage", "at_sea", "dock"]);
    expect(ZPlace.parse("at_sea")).toBe("at_sea");
    expectTypeOf(ZPlace.parse("dock")).toEqualTypeOf<keyof typeof PLACES>();
    expect(ZPlace.safeParse("harbour").success).toBe(false);
  });

  it("refuses a key that reads as an array index (Object.keys would move it first)", () => {
    expect(() => labelledValues({ b: "B", "30": "Thirty" })).toThrow(/"30" would not keep its written place/);
    expect(() => labelledValues({ "07": "Seven", "-1": "Minus one", "1.5": "One and a half" })).not.toThrow();
  });

  it("refuses no labels at all (z.enum needs one value)", () => {
    expect(() => labelledValues({})).toThrow(/no labels/);
  });

  it("keeps the severity scale most urgent first", () => {
    expect(SEVERITY_LEVELS).toEqual(["expired", "critical", "warning", "info", "upcoming"]);
    expect(Object.keys(SEVERITY_SHORT_LABELS)).toEqual(SEVERITY_LEVELS);
  });
});
