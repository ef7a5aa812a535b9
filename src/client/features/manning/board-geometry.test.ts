// The planning board's time axis: a range of whole days as percentages of its width.
import { describe, expect, it } from "vitest";
import { boardRange, monthSpans, spanOf } from "./board-geometry";

describe("board geometry", () => {
  it("a board range is whole months from the first of the month", () => {
    expect(boardRange("2026-11-25", 6)).toEqual({ from: "2026-11-01", to: "2027-04-30" });
    expect(boardRange("2028-02-29", 1)).toEqual({ from: "2028-02-01", to: "2028-02-29" });
  });

  it("places a half-open span of days and clips it to the range", () => {
    // a 10-day range: 2026-01-01 .. 2026-01-10
    expect(spanOf("2026-01-01", "2026-01-10", "2026-01-03", "2026-01-05")).toEqual({ left: 20, width: 20 });
    expect(spanOf("2026-01-01", "2026-01-10", null, null)).toEqual({ left: 0, width: 100 });
    expect(spanOf("2026-01-01", "2026-01-10", "2025-12-01", "2026-01-02")).toEqual({ left: 0, width: 10 });
    expect(spanOf("2026-01-01", "2026-01-10", "2026-01-11", null)).toBeNull();
    expect(spanOf("2026-01-01", "2026-01-10", "2026-01-04", "2026-01-04")).toBeNull();
  });

  it("labels each month with its share of the range", () => {
    const months = monthSpans("2026-01-01", "2026-02-28");
    expect(months.map((m) => m.label)).toEqual(["Jan 2026", "Feb 2026"]);
    expect(months[0]).toMatchObject({ left: 0, width: 52.54 });
    expect(months[1].left + months[1].width).toBeCloseTo(100, 1);
  });
});
