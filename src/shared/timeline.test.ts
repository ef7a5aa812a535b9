import { describe, expect, it } from "vitest";
import { clipStay, reliefGaps, type Stay } from "./timeline";

const stay = (
  id: string,
  joinDate: string,
  leaveDate: string | null,
  rank = "Bosun",
  vesselId = "v1",
): Stay => ({
  id,
  vesselId,
  rank,
  joinDate,
  leaveDate,
  status: "scheduled",
});

describe("clipStay", () => {
  it("clips a stay to the window and runs open stays to its end", () => {
    expect(clipStay(stay("a", "2026-11-20", "2026-12-10"), "2026-12-01", "2026-12-31")).toEqual({
      start: "2026-12-01",
      end: "2026-12-10",
    });
    expect(clipStay(stay("a", "2026-12-05", null), "2026-12-01", "2026-12-31")).toEqual({
      start: "2026-12-05",
      end: "2026-12-31",
    });
    expect(clipStay(stay("a", "2027-01-05", null), "2026-12-01", "2026-12-31")).toBeNull();
    expect(clipStay(stay("a", "2026-10-01", "2026-11-30"), "2026-12-01", "2026-12-31")).toBeNull();
  });
});

describe("reliefGaps", () => {
  const from = "2026-12-01";
  const to = "2026-12-31";
  it("finds a gap until the next same-rank join", () => {
    const gaps = reliefGaps([stay("a", "2026-10-01", "2026-12-10"), stay("b", "2026-12-15", null)], from, to);
    expect(gaps).toEqual([
      { start: "2026-12-11", end: "2026-12-14", vesselId: "v1", rank: "Bosun", afterId: "a" },
    ]);
  });
  it("has no gap when the relief joins by the day after", () => {
    expect(
      reliefGaps([stay("a", "2026-10-01", "2026-12-10"), stay("b", "2026-12-11", null)], from, to),
    ).toEqual([]);
    expect(
      reliefGaps([stay("a", "2026-10-01", "2026-12-10"), stay("b", "2026-12-08", "2027-03-01")], from, to),
    ).toEqual([]);
  });
  it("runs to the window's end without relief, and ignores other ranks, vessels and cancelled plans", () => {
    const gaps = reliefGaps(
      [
        stay("a", "2026-10-01", "2026-12-20"),
        stay("b", "2026-12-21", null, "Cook"),
        stay("c", "2026-12-21", null, "Bosun", "v2"),
        { ...stay("d", "2026-12-21", null), status: "cancelled" },
      ],
      from,
      to,
    );
    expect(gaps.map((g) => [g.afterId, g.start, g.end])).toEqual([["a", "2026-12-21", "2026-12-31"]]);
  });
  it("ignores leaves outside the window and open stays", () => {
    expect(
      reliefGaps([stay("a", "2026-10-01", "2027-02-01"), stay("b", "2026-12-01", null)], from, to),
    ).toEqual([]);
  });
});
