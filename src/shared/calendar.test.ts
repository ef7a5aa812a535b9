import { describe, expect, it } from "vitest";
import {
  dayBars,
  daysInMonth,
  gridRange,
  isLeapYear,
  monthGrid,
  monthLabel,
  rotationsOnDay,
  shiftMonth,
  WEEKDAY_HEADERS,
} from "./calendar";

describe("month grid", () => {
  it("starts weeks on Sunday", () => {
    expect(WEEKDAY_HEADERS[0]).toBe("Sun");
    // November 2026 starts on a Sunday: no leading padding.
    const nov = monthGrid("2026-11");
    expect(nov[0][0]).toEqual({ date: "2026-11-01", inMonth: true });
    // December 2026 starts on a Tuesday: Sun 29 and Mon 30 Nov lead the first week.
    const dec = monthGrid("2026-12");
    expect(dec[0].slice(0, 3).map((d) => [d.date, d.inMonth])).toEqual([
      ["2026-11-29", false],
      ["2026-11-30", false],
      ["2026-12-01", true],
    ]);
    for (const week of dec) {
      expect(week).toHaveLength(7);
      expect(new Date(`${week[0].date}T00:00:00Z`).getUTCDay()).toBe(0);
    }
    expect(dec[dec.length - 1][6].date).toBe("2027-01-02");
  });

  it("holds every day of 28-, 29-, 30- and 31-day months exactly once", () => {
    for (const [month, n] of [
      ["2026-02", 28],
      ["2028-02", 29],
      ["2026-04", 30],
      ["2026-01", 31],
    ] as const) {
      expect(daysInMonth(month)).toBe(n);
      const days = monthGrid(month)
        .flat()
        .filter((d) => d.inMonth);
      expect(days).toHaveLength(n);
      expect(days[n - 1].date).toBe(`${month}-${n}`);
    }
  });

  it("fits February 2015 (28 days from a Sunday) in exactly 4 weeks", () => {
    expect(monthGrid("2015-02")).toHaveLength(4);
    expect(monthGrid("2026-08")).toHaveLength(6); // Aug 2026: Saturday the 1st, 31 days
  });

  it("knows leap years", () => {
    expect(isLeapYear(2024)).toBe(true);
    expect(isLeapYear(2026)).toBe(false);
    expect(isLeapYear(1900)).toBe(false);
    expect(isLeapYear(2000)).toBe(true);
    expect(daysInMonth("2000-02")).toBe(29);
    expect(daysInMonth("2100-02")).toBe(28);
  });

  it("moves between months across years", () => {
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(monthLabel("2026-03")).toBe("March 2026");
    expect(gridRange("2026-12")).toEqual({ from: "2026-11-29", to: "2027-01-02" });
  });
});

describe("day contents", () => {
  const r = (id: string, joinDate: string, leaveDate: string | null) => ({ id, joinDate, leaveDate });

  it("marks joins on the join day and leaves on the leave day", () => {
    const rows = [
      r("a", "2026-12-03", "2026-12-20"),
      r("b", "2026-12-20", null),
      r("c", "2026-12-05", "2026-12-05"),
    ];
    expect(rotationsOnDay(rows, "2026-12-03").map((e) => [e.rotation.id, e.mark])).toEqual([["a", "join"]]);
    expect(rotationsOnDay(rows, "2026-12-20").map((e) => [e.rotation.id, e.mark])).toEqual([
      ["b", "join"],
      ["a", "leave"],
    ]);
    expect(rotationsOnDay(rows, "2026-12-05")).toHaveLength(1);
    expect(rotationsOnDay(rows, "2026-12-10")).toEqual([]);
  });

  it("shows at most 3 bars, then +N more", () => {
    expect(dayBars([1, 2, 3])).toEqual({ shown: [1, 2, 3], more: 0 });
    expect(dayBars([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3], more: 2 });
    expect(dayBars([])).toEqual({ shown: [], more: 0 });
  });
});
