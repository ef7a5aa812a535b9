import { describe, expect, it } from "vitest";
import { layoutWindow, shouldVirtualize, VIRTUALIZE_MIN_ROWS, withKeptIndex } from "./virtual-rows";

const item = (index: number, size = 50) => ({ index, start: index * size, end: (index + 1) * size });

describe("windowed rows", () => {
  it("windows lists from the threshold up and leaves shorter ones plain", () => {
    expect(shouldVirtualize(VIRTUALIZE_MIN_ROWS - 1)).toBe(false);
    expect(shouldVirtualize(VIRTUALIZE_MIN_ROWS)).toBe(true);
    expect(shouldVirtualize(500)).toBe(true);
    expect(shouldVirtualize(10, 5)).toBe(true);
  });

  it("puts spacers before and after the rendered rows so the list keeps its full height", () => {
    const pieces = layoutWindow([item(10), item(11), item(12)], 100 * 50);
    expect(pieces.map((p) => (p.kind === "row" ? p.item.index : `spacer ${p.size}`))).toEqual([
      "spacer 500",
      10,
      11,
      12,
      "spacer 4350",
    ]);
    const size = pieces.reduce((n, p) => n + (p.kind === "row" ? p.item.end - p.item.start : p.size), 0);
    expect(size).toBe(100 * 50);
  });

  it("leaves out empty spacers at the top and the bottom", () => {
    expect(layoutWindow([item(0), item(1)], 100).map((p) => p.kind)).toEqual(["row", "row"]);
  });

  it("fills the gap between the window and a kept row far from it, in index order", () => {
    const pieces = layoutWindow([item(40), item(41), item(2)], 50 * 50);
    expect(pieces.map((p) => (p.kind === "row" ? p.item.index : `spacer ${p.size}`))).toEqual([
      "spacer 100",
      2,
      "spacer 1850",
      40,
      41,
      "spacer 400",
    ]);
    expect(new Set(pieces.map((p) => (p.kind === "row" ? p.item.index : p.key))).size).toBe(pieces.length);
  });

  it("keeps the focused row among the rendered indexes", () => {
    expect(withKeptIndex([20, 21, 22], 3, 100)).toEqual([3, 20, 21, 22]);
    expect(withKeptIndex([20, 21, 22], 21, 100)).toEqual([20, 21, 22]);
    expect(withKeptIndex([20, 21, 22], null, 100)).toEqual([20, 21, 22]);
    // a focused row that no longer exists (the list shrank) is not rendered
    expect(withKeptIndex([0, 1], 7, 5)).toEqual([0, 1]);
  });
});
