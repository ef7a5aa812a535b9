import { describe, expect, it } from "vitest";
import { changePercent, percentOf, startOfPreviousMonth } from "./dashboard";

describe("dashboard figures", () => {
  it("changePercent: one decimal, null when there is nothing to compare", () => {
    expect(changePercent(4, 3)).toBe(33.3);
    expect(changePercent(2, 4)).toBe(-50);
    expect(changePercent(5, 5)).toBe(0);
    expect(changePercent(3, 0)).toBeNull();
    expect(changePercent(0, 0)).toBeNull();
  });

  it("percentOf: null for an empty whole, never NaN", () => {
    expect(percentOf(1, 4)).toBe(25);
    expect(percentOf(10, 38)).toBe(26.3);
    expect(percentOf(0, 0)).toBeNull();
    expect(percentOf(0, 5)).toBe(0);
  });

  it("startOfPreviousMonth crosses the year", () => {
    expect(startOfPreviousMonth("2030-03-15")).toBe("2030-02-01");
    expect(startOfPreviousMonth("2030-01-01")).toBe("2029-12-01");
    expect(startOfPreviousMonth("2030-12-31")).toBe("2030-11-01");
  });
});
