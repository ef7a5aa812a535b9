import { describe, expect, it } from "vitest";
import {
  cellCount,
  cellsToPeriods,
  clockChangeNote,
  type DayDraft,
  findingDates,
  liveFindings,
  monthDates,
  periodsToCells,
  rollingRest7d,
  shiftMonth,
  templateWork,
} from "./grid-model";

describe("hours-of-rest grid model", () => {
  it("turns periods into cells and back, merging adjacent cells and ending at 24:00", () => {
    const work = [
      { from: "00:00", to: "04:00" },
      { from: "12:00", to: "16:00" },
      { from: "23:30", to: "24:00" },
    ];
    const cells = periodsToCells(work);
    expect(cells).toHaveLength(48);
    expect(cells.filter(Boolean)).toHaveLength(17);
    expect(cellsToPeriods(cells)).toEqual(work);
    const split = periodsToCells([
      { from: "08:00", to: "09:00" },
      { from: "09:00", to: "10:00" },
    ]);
    expect(cellsToPeriods(split)).toEqual([{ from: "08:00", to: "10:00" }]);
  });

  it("gives clock-change days 46 to 50 cells and says which day it was", () => {
    expect([-60, -30, 0, 30, 60].map(cellCount)).toEqual([46, 47, 48, 49, 50]);
    expect(cellsToPeriods(periodsToCells([{ from: "20:00", to: "25:00" }], 60))).toEqual([
      { from: "20:00", to: "25:00" },
    ]);
    // Shortening the day cuts work past its end.
    expect(cellsToPeriods(periodsToCells([{ from: "20:00", to: "24:00" }], -60))).toEqual([
      { from: "20:00", to: "23:00" },
    ]);
    expect(clockChangeNote(0)).toBeNull();
    expect(clockChangeNote(60)).toContain("25-hour day");
    expect(clockChangeNote(-30)).toContain("23.5-hour day");
  });

  it("has the watch templates", () => {
    expect(templateWork("watch-04-08")).toEqual([
      { from: "04:00", to: "08:00" },
      { from: "16:00", to: "20:00" },
    ]);
    expect(templateWork("watch-08-12")[1]).toEqual({ from: "20:00", to: "24:00" });
  });

  it("walks months and their dates", () => {
    expect(monthDates("2028-02")).toHaveLength(29);
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
  });

  it("totals the rolling 7 days only when all 7 are recorded", () => {
    const days = new Map<string, DayDraft>();
    for (let d = 1; d <= 7; d++)
      days.set(`2026-11-0${d}`, { work: templateWork("day-work"), clockChange: 0 });
    expect(rollingRest7d(days, "2026-11-07")).toBe(7 * 16 * 60);
    expect(rollingRest7d(days, "2026-11-06")).toBeNull();
  });

  it("finds a violation live as a day gets too long, and only from the month's first day", () => {
    const days = new Map<string, DayDraft>();
    days.set("2026-10-31", { work: templateWork("day-work"), clockChange: 0 });
    days.set("2026-11-01", { work: templateWork("day-work"), clockChange: 0 });
    expect(liveFindings(days, "minimum_rest", "2026-11-01")).toEqual([]);
    days.set("2026-11-01", { work: [{ from: "06:00", to: "21:00" }], clockChange: 0 });
    const found = liveFindings(days, "minimum_rest", "2026-11-01");
    expect(found.map((f) => f.rule)).toContain("rest_24h");
    expect(findingDates(found.find((f) => f.rule === "rest_24h") ?? found[0]).length).toBeGreaterThan(0);
    days.delete("2026-11-01");
    days.set("2026-10-31", { work: [{ from: "06:00", to: "21:00" }], clockChange: 0 });
    expect(liveFindings(days, "minimum_rest", "2026-11-01")).toEqual([]);
  });

  it("reports days not recorded live only while aboard, as the server does", () => {
    const days = new Map<string, DayDraft>([
      ["2026-11-02", { work: templateWork("day-work"), clockChange: 0 }],
      ["2026-11-06", { work: templateWork("day-work"), clockChange: 0 }],
    ]);
    const gaps = (aboard?: { from: string | null; to: string | null }[]) =>
      liveFindings(days, "minimum_rest", "2026-11-01", null, aboard)
        .filter((f) => f.rule === "not_recorded")
        .map((f) => [f.from, f.to]);
    expect(gaps()).toEqual([["2026-11-03T00:00", "2026-11-05T24:00"]]);
    // signed off on 3 November, back aboard on 5 November: the 4th, at home, needs no record
    const tours = [
      { from: null, to: "2026-11-03" },
      { from: "2026-11-05", to: null },
    ];
    expect(gaps(tours)).toEqual([
      ["2026-11-03T00:00", "2026-11-03T24:00"],
      ["2026-11-05T00:00", "2026-11-05T24:00"],
    ]);
  });

  it("checks night rest live for the days before the 18th birthday only", () => {
    const days = new Map<string, DayDraft>([
      ["2026-05-30", { work: [{ from: "08:00", to: "12:00" }], clockChange: 0 }],
      ["2026-05-31", { work: [{ from: "04:00", to: "08:00" }], clockChange: 0 }],
      ["2026-06-01", { work: [{ from: "04:00", to: "08:00" }], clockChange: 0 }],
    ]);
    const night = (adultFrom: string | null) =>
      liveFindings(days, "minimum_rest", "2026-05-01", adultFrom)
        .filter((f) => f.rule === "night_rest")
        .map((f) => f.from);
    expect(night("2026-06-01")).toEqual(["2026-05-31T00:00"]);
    expect(night("2026-06-02")).toEqual(["2026-05-31T00:00", "2026-06-01T00:00"]);
    expect(night(null)).toEqual([]);
  });

  it("spans a finding over the dates it touches (a window ending at 00:00 ends the day before)", () => {
    expect(
      findingDates({ rule: "rest_24h", from: "2026-11-01T06:00", to: "2026-11-03T00:00", detail: "" }),
    ).toEqual(["2026-11-01", "2026-11-02"]);
  });
});
