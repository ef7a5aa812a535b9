import { describe, expect, it } from "vitest";
import { fitWithin, MAX_SIDE } from "./downscale-image";

describe("fitWithin", () => {
  it("shrinks the longer side to the maximum and keeps the proportions", () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: MAX_SIDE, height: 1500 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1500, height: MAX_SIDE });
  });
  it("never enlarges a small picture", () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(MAX_SIDE, 10)).toEqual({ width: MAX_SIDE, height: 10 });
  });
  it("keeps at least one pixel on a very thin picture", () => {
    expect(fitWithin(100_000, 10)).toEqual({ width: MAX_SIDE, height: 1 });
  });
});
