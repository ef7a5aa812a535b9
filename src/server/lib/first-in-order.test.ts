// firstInOrder answers what sorting everything and cutting answers: random rows with many ties, every limit.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { firstInOrder } from "./first-in-order";

interface Row {
  date: number;
  id: number;
  at: number;
}
const byDate = (a: Row, b: Row) => a.date - b.date;

describe("firstInOrder", () => {
  it("equals a stable sort cut to the limit", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.nat(50))),
        fc.nat(12),
        (pairs, limit) => {
          const rows = pairs.map(([date, id], at) => ({ date, id, at }));
          expect(firstInOrder(rows, limit, byDate)).toEqual([...rows].sort(byDate).slice(0, limit));
        },
      ),
      { seed: 20261202, numRuns: 500 },
    );
  });

  it("answers nothing for a limit of 0 and everything sorted for a limit beyond the rows", () => {
    const rows = [3, 1, 2].map((date, at) => ({ date, id: at, at }));
    expect(firstInOrder(rows, 0, byDate)).toEqual([]);
    expect(firstInOrder(rows, 9, byDate).map((r) => r.date)).toEqual([1, 2, 3]);
  });
});
