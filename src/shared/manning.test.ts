import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "./dates";
import {
  DUPLICATE_POSITION_MESSAGE,
  headCountOn,
  type ManningGap,
  type ManningPosition,
  type ManningTour,
  manningGaps,
  ZManningGapsQuery,
  ZSafeManningRequest,
} from "./manning";

const tour = (rank: string, signOn: string | null, signOff: string | null): ManningTour => ({
  rank,
  signOn,
  signOff,
});
const AB2 = [{ rank: "Able Seaman", count: 2 }];

describe("manningGaps: the day boundary", () => {
  it("counts the sign-on day and not the sign-off day", () => {
    const gaps = manningGaps(
      [tour("Cook", "2027-01-05", "2027-01-10")],
      [{ rank: "Cook", count: 1 }],
      "2027-01-01",
      "2027-01-15",
    );
    expect(gaps).toEqual([
      { rank: "Cook", from: "2027-01-01", to: "2027-01-04", required: 1, planned: 0 },
      { rank: "Cook", from: "2027-01-10", to: "2027-01-15", required: 1, planned: 0 },
    ]);
  });

  it("a sign-off and a relief's sign-on on the same day leave no gap", () => {
    const tours = [tour("Cook", null, "2027-01-10"), tour("Cook", "2027-01-10", null)];
    expect(manningGaps(tours, [{ rank: "Cook", count: 1 }], "2027-01-01", "2027-01-31")).toEqual([]);
    expect(headCountOn(tours, "2027-01-10").get("Cook")).toBe(1);
  });

  it("a relief joining the day after the sign-off leaves the sign-off day short", () => {
    const tours = [tour("Cook", null, "2027-01-10"), tour("Cook", "2027-01-11", null)];
    expect(manningGaps(tours, [{ rank: "Cook", count: 1 }], "2027-01-01", "2027-01-31")).toEqual([
      { rank: "Cook", from: "2027-01-10", to: "2027-01-10", required: 1, planned: 0 },
    ]);
  });

  it("a gap at the range's first and last day is clipped to the range", () => {
    const gaps = manningGaps(
      [tour("Cook", "2027-01-02", "2027-01-03")],
      [{ rank: "Cook", count: 1 }],
      "2027-01-01",
      "2027-01-03",
    );
    expect(gaps.map((g) => [g.from, g.to])).toEqual([
      ["2027-01-01", "2027-01-01"],
      ["2027-01-03", "2027-01-03"],
    ]);
  });

  it("a tour signing off on its sign-on day counts on no day", () => {
    const gaps = manningGaps(
      [tour("Cook", "2027-01-02", "2027-01-02")],
      [{ rank: "Cook", count: 1 }],
      "2027-01-02",
      "2027-01-02",
    );
    expect(gaps).toEqual([{ rank: "Cook", from: "2027-01-02", to: "2027-01-02", required: 1, planned: 0 }]);
  });
});

describe("manningGaps: counts", () => {
  it("adds overlapping tours and splits a gap where the head count changes", () => {
    const tours = [
      tour("Able Seaman", "2027-01-01", "2027-01-20"),
      tour("Able Seaman", "2027-01-10", null),
      tour("Able Seaman", "2027-01-05", "2027-01-08"),
    ];
    expect(manningGaps(tours, AB2, "2027-01-01", "2027-01-31")).toEqual([
      { rank: "Able Seaman", from: "2027-01-01", to: "2027-01-04", required: 2, planned: 1 },
      { rank: "Able Seaman", from: "2027-01-08", to: "2027-01-09", required: 2, planned: 1 },
      { rank: "Able Seaman", from: "2027-01-20", to: "2027-01-31", required: 2, planned: 1 },
    ]);
  });

  it("merges a run across a day where one tour ends and another starts", () => {
    const tours = [tour("Able Seaman", null, "2027-01-10"), tour("Able Seaman", "2027-01-10", null)];
    expect(manningGaps(tours, AB2, "2027-01-01", "2027-01-31")).toEqual([
      { rank: "Able Seaman", from: "2027-01-01", to: "2027-01-31", required: 2, planned: 1 },
    ]);
  });

  it("ignores other ranks, zero requirements and extra heads; orders by the rank catalogue", () => {
    const tours = [tour("Captain", null, null), tour("Captain", null, null), tour("Oiler", null, null)];
    const positions = [
      { rank: "Cook", count: 1 },
      { rank: "Captain", count: 1 },
      { rank: "Wiper", count: 0 },
      { rank: "Chief Officer", count: 1 },
    ];
    expect(manningGaps(tours, positions, "2027-01-01", "2027-01-02").map((g) => g.rank)).toEqual([
      "Chief Officer",
      "Cook",
    ]);
  });

  it("answers nothing for a reversed range", () => {
    expect(manningGaps([], AB2, "2027-01-02", "2027-01-01")).toEqual([]);
  });
});

/** The reference: every day of the range, count heads by the day boundary, then join equal neighbours. */
function dayByDay(
  tours: ManningTour[],
  positions: ManningPosition[],
  from: string,
  to: string,
): ManningGap[] {
  const out: ManningGap[] = [];
  for (const { rank, count } of positions) {
    if (count <= 0) continue;
    for (let d = from; d <= to; d = addDays(d, 1)) {
      const planned = tours.filter(
        (t) =>
          t.rank === rank && (t.signOn === null || t.signOn <= d) && (t.signOff === null || d < t.signOff),
      ).length;
      if (planned >= count) continue;
      const prev = out[out.length - 1];
      if (prev && prev.rank === rank && prev.planned === planned && addDays(prev.to, 1) === d) prev.to = d;
      else out.push({ rank, from: d, to: d, required: count, planned });
    }
  }
  return out;
}

describe("manningGaps against a day-by-day reference", () => {
  const base = "2027-03-01";
  const ranks = ["Captain", "Able Seaman", "Cook"] as const;
  const day = fc.integer({ min: -5, max: 45 }).map((n) => addDays(base, n));
  const arbTour = fc.record({
    rank: fc.constantFrom(...ranks),
    signOn: fc.option(day, { nil: null }),
    signOff: fc.option(day, { nil: null }),
  });
  const arbPositions = fc.uniqueArray(
    fc.record({ rank: fc.constantFrom(...ranks), count: fc.integer({ min: 0, max: 3 }) }),
    { selector: (p) => p.rank },
  );

  it("finds exactly the short days, with the same head counts", () => {
    fc.assert(
      fc.property(
        fc.array(arbTour, { maxLength: 12 }),
        arbPositions,
        day,
        fc.integer({ min: 0, max: 40 }),
        (tours, positions, from, len) => {
          const to = addDays(from, len);
          const ordered = [...positions].sort((a, b) => ranks.indexOf(a.rank) - ranks.indexOf(b.rank));
          expect(manningGaps(tours, positions, from, to)).toEqual(dayByDay(tours, ordered, from, to));
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe("safe manning and gaps requests", () => {
  it("stores aliases as catalogue names and refuses unknown ranks, negative counts and repeats", () => {
    expect(ZSafeManningRequest.parse({ positions: [{ rank: "Master", count: 1 }] }).positions[0].rank).toBe(
      "Captain",
    );
    const bad = ZSafeManningRequest.safeParse({
      positions: [
        { rank: "Pilot", count: 1 },
        { rank: "Cook", count: -1 },
        { rank: "Cook", count: 1 },
      ],
    });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        "positions.0.rank: Choose a rank from the list",
        "positions.1.count: A count can't be below zero",
      ]),
    );
    expect(
      ZSafeManningRequest.safeParse({
        positions: [
          { rank: "Cook", count: 1 },
          { rank: "cook", count: 2 },
        ],
      }).error?.issues[0].message,
    ).toBe(DUPLICATE_POSITION_MESSAGE);
  });

  it("bounds the gaps range", () => {
    expect(ZManningGapsQuery.safeParse({ from: "2027-01-02", to: "2027-01-01" }).success).toBe(false);
    expect(ZManningGapsQuery.safeParse({ from: "2027-01-01", to: "2028-12-31" }).success).toBe(true);
    expect(ZManningGapsQuery.safeParse({ from: "2027-01-01", to: "2029-01-01" }).success).toBe(false);
  });
});
