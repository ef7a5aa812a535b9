import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  daysNotRecorded,
  eighteenthBirthday,
  type RestCheckOptions,
  type RestDayInput,
  type RestNonConformity,
  type RestRegime,
  type RestRule,
  summarizeDay,
  workPeriodsProblem,
} from "./rest-hours";
import { checkRestHours } from "./rest-hours-check";
import { restReference } from "./test/rest-hours.reference";

const p = (from: string, to: string) => ({ from, to });
/** The same work periods on `count` consecutive days from `start`. */
function days(start: string, count: number, work: { from: string; to: string }[]): RestDayInput[] {
  const out: RestDayInput[] = [];
  const d = new Date(`${start}T00:00:00Z`);
  for (let i = 0; i < count; i++) {
    out.push({ date: d.toISOString().slice(0, 10), work });
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return out;
}
const REGIMES: RestRegime[] = ["minimum_rest", "maximum_work", "exception"];
const rules = (list: RestNonConformity[]) => [...new Set(list.map((n) => n.rule))].sort();
const only = (list: RestNonConformity[], rule: RestRule) => list.filter((n) => n.rule === rule);

describe("work periods", () => {
  it("accepts sorted periods on the grid, up to the day's end", () => {
    expect(workPeriodsProblem([p("00:00", "04:00"), p("04:00", "08:00"), p("20:00", "24:00")])).toBeNull();
    expect(workPeriodsProblem([])).toBeNull();
  });
  it("rejects times off the 30-minute grid, reversed, overlapping, unsorted and past the day's end", () => {
    expect(workPeriodsProblem([p("08:15", "10:00")])).toMatch(/30-minute grid/);
    expect(workPeriodsProblem([p("10:00", "10:00")])).toMatch(/end after/);
    expect(workPeriodsProblem([p("08:00", "12:00"), p("11:30", "13:00")])).toMatch(/overlap/);
    expect(workPeriodsProblem([p("12:00", "13:00"), p("08:00", "09:00")])).toMatch(/order/);
    expect(workPeriodsProblem([p("20:00", "24:30")])).toMatch(/ends at 24:00/);
    expect(workPeriodsProblem([p("8:00", "10:00")])).toMatch(/HH:mm/);
    expect(workPeriodsProblem([p("08:60", "10:00")])).toMatch(/HH:mm/);
  });
  it("lets a retarded-clock day run to 24:30 / 25:00 and stops an advanced one at 23:00", () => {
    expect(workPeriodsProblem([p("20:00", "24:30")], 30)).toBeNull();
    expect(workPeriodsProblem([p("20:00", "25:00")], 60)).toBeNull();
    expect(workPeriodsProblem([p("20:00", "25:00")], 30)).toMatch(/ends at 24:30/);
    expect(workPeriodsProblem([p("20:00", "23:30")], -60)).toMatch(/ends at 23:00/);
    expect(workPeriodsProblem([], 45)).toMatch(/Clock change/);
  });
  it("sums a day's work and rest over its real length", () => {
    expect(summarizeDay({ date: "2026-10-25", work: [p("00:00", "04:00")], clockChange: 60 })).toMatchObject({
      workMinutes: 240,
      restMinutes: 1260,
      dayMinutes: 1500,
    });
  });
});

describe("rest_24h: at least 10 h in any 24 hours", () => {
  it("10 h passes, 9 h 30 fails", () => {
    expect(checkRestHours(days("2026-03-10", 1, [p("00:00", "14:00")]))).toEqual([]);
    expect(only(checkRestHours(days("2026-03-10", 1, [p("00:00", "14:30")])), "rest_24h")).toEqual([
      {
        rule: "rest_24h",
        from: "2026-03-10T00:00",
        to: "2026-03-10T24:00",
        detail: "9.5 h rest in 24 h (minimum 10 h)",
      },
    ]);
  });
  it("finds the short window across midnight and a month end that neither calendar day shows", () => {
    // 31 Jan: rest 00–12, work 12–24; 1 Feb: work 00–02:30, rest after. Each day has ≥ 10 h of rest.
    const list = checkRestHours([
      { date: "2026-01-31", work: [p("12:00", "24:00")] },
      { date: "2026-02-01", work: [p("00:00", "02:30")] },
    ]);
    expect(only(list, "rest_24h")).toEqual([
      {
        rule: "rest_24h",
        from: "2026-01-31T02:30",
        to: "2026-02-01T12:00",
        detail: "9.5 h rest in 24 h (minimum 10 h)",
      },
    ]);
    const exact = checkRestHours([
      { date: "2026-01-31", work: [p("12:00", "24:00")] },
      { date: "2026-02-01", work: [p("00:00", "02:00")] },
    ]);
    expect(only(exact, "rest_24h")).toEqual([]);
  });
  it("maximum-work regime: more than 14 h of work in 24 h", () => {
    expect(checkRestHours(days("2026-03-10", 1, [p("00:00", "14:00")]), { regime: "maximum_work" })).toEqual(
      [],
    );
    expect(
      checkRestHours(days("2026-03-10", 1, [p("00:00", "14:30")]), { regime: "maximum_work" })[0].detail,
    ).toBe("14.5 h work in 24 h (maximum 14 h)");
  });
});

describe("rest_7d: at least 77 h in any 7 days", () => {
  const week = (lastDayWork: string) => [
    ...days("2026-05-26", 6, [p("00:00", "13:00")]),
    { date: "2026-06-01", work: [p("00:00", lastDayWork)] },
  ];
  it("77 h passes, 76 h 30 fails (across a month end)", () => {
    expect(checkRestHours(week("13:00"))).toEqual([]);
    expect(checkRestHours(week("13:30"))).toEqual([
      {
        rule: "rest_7d",
        from: "2026-05-26T00:00",
        to: "2026-06-01T24:00",
        detail: "76.5 h rest in 7 days (minimum 77 h)",
      },
    ]);
  });
  it("the exception regime lowers it to 70 h; maximum work allows at most 72 h of work", () => {
    const tenHours = days("2026-05-26", 7, [p("00:00", "14:00")]);
    expect(rules(checkRestHours(tenHours))).toEqual(["rest_7d"]);
    expect(checkRestHours(tenHours, { regime: "exception" })).toEqual([]);
    const nineHalf = [
      ...days("2026-05-26", 6, [p("00:00", "14:00")]),
      { date: "2026-06-01", work: [p("00:00", "14:30")] },
    ];
    // (the last day's 14 h 30 of work is also too long an interval)
    expect(rules(checkRestHours(nineHalf, { regime: "exception" }))).toEqual([
      "interval",
      "rest_24h",
      "rest_7d",
    ]);
    // 7 × 13 h = 91 h of work: minimum rest is met (77 h), maximum work (72 h) is not.
    const thirteen = days("2026-05-26", 7, [p("00:00", "13:00")]);
    expect(checkRestHours(thirteen)).toEqual([]);
    expect(checkRestHours(thirteen, { regime: "maximum_work" })).toEqual([
      {
        rule: "rest_7d",
        from: "2026-05-26T00:00",
        to: "2026-06-01T24:00",
        detail: "91 h work in 7 days (maximum 72 h)",
      },
    ]);
  });
});

describe("periods and long_period: at most 2 periods, one of at least 6 h", () => {
  it("a 4-on/8-off watch is two periods in every window (a period cut by the edge counts where it ends)", () => {
    expect(checkRestHours(days("2026-02-26", 5, [p("00:00", "04:00"), p("12:00", "16:00")]))).toEqual([]);
  });
  it("rest 12:00–02:00 and 04:00–10:00 is two periods, though each calendar day shows three pieces", () => {
    expect(checkRestHours(days("2026-02-26", 4, [p("02:00", "04:00"), p("10:00", "12:00")]))).toEqual([]);
  });
  it("10 h in two periods plus a lunch hour passes; 9.5 h in the two longest plus a lunch hour fails", () => {
    // Rest 22:00–04:00 (6 h), lunch 11:00–12:00 (1 h), 17:00–21:00 (4 h): 10 h within two periods.
    const ten = days("2026-07-01", 3, [p("04:00", "11:00"), p("12:00", "17:00"), p("21:00", "22:00")]);
    expect(checkRestHours(ten)).toEqual([]);
    // The evening rest cut to 17:30–21:00: 10.5 h in all, but the two longest periods give 9.5 h.
    const short = days("2026-07-01", 3, [p("04:00", "11:00"), p("12:00", "17:30"), p("21:00", "22:00")]);
    const list = checkRestHours(short);
    expect(rules(list)).toEqual(["periods"]);
    expect(list[0].detail).toBe("the 2 longest rest periods within 24 h give 9.5 h (10 h in at most 2)");
    // The exception regime takes the 10 h from three periods of at least 1 h.
    expect(only(checkRestHours(short, { regime: "exception" }), "periods")).toEqual([]);
  });
  it("a day worker's lunch hour and tea break on top of the night's rest are no breach", () => {
    const dayWorker = days("2026-07-06", 5, [p("08:00", "12:00"), p("13:00", "15:00"), p("16:00", "18:00")]);
    expect(checkRestHours(dayWorker)).toEqual([]);
  });
});

describe("short breaks: a break under 1 h is not rest, in every regime", () => {
  // Work 06:00–12:00 and 12:30 (or 13:00)–20:30 (or 21:00), rest the night: the break is 30 or 60 min.
  const withBreak = (resume: string, end: string) =>
    days("2026-07-01", 3, [p("06:00", "12:00"), p(resume, end)]);
  it.each(REGIMES)(
    "%s: a 30-minute break is work (9.5 h rest, 14.5 h of work); a 60-minute one is rest",
    (regime) => {
      const list = checkRestHours(withBreak("12:30", "20:30"), { regime });
      if (regime === "maximum_work")
        expect(only(list, "rest_24h")[0].detail).toBe("14.5 h work in 24 h (maximum 14 h)");
      else expect(only(list, "rest_24h")[0].detail).toBe("9.5 h rest in 24 h (minimum 10 h)");
      expect(only(list, "interval")[0]).toMatchObject({
        from: "2026-07-01T06:00",
        to: "2026-07-01T20:30",
        detail: "14.5 h between rest periods (maximum 14 h)",
      });
      expect(checkRestHours(withBreak("13:00", "21:00"), { regime })).toEqual([]);
    },
  );
  it("59 minutes cannot be recorded on the 30-minute grid; minute by minute, 59 is work and 60 is rest", () => {
    expect(workPeriodsProblem([p("06:00", "12:00"), p("12:59", "21:00")])).toMatch(/30-minute grid/);
    const minutes = (resume: string) =>
      restReference(days("2026-07-01", 1, [p("06:00", "12:00"), p(resume, "20:30")]), {}).nonConformities;
    expect(only(minutes("12:59"), "rest_24h")[0].detail).toBe("9.5 h rest in 24 h (minimum 10 h)");
    expect(only(minutes("13:00"), "rest_24h")).toEqual([]);
  });
});

describe("long_period: one period of at least 6 h", () => {
  it("6 h passes, 5 h 30 fails", () => {
    const six = days("2026-08-30", 4, [p("06:00", "12:00"), p("16:00", "24:00")]);
    expect(checkRestHours(six)).toEqual([]);
    const fiveHalf = days("2026-08-30", 4, [p("05:30", "12:00"), p("16:30", "24:00")]);
    const list = checkRestHours(fiveHalf);
    expect(rules(list)).toEqual(["long_period"]);
    expect(list[0].detail).toBe("no rest period of at least 6 h within 24 h");
  });
  it("a rest period still running at the end of the records is not yet a period", () => {
    // Three rests each day would end at 02, 10 and 24 if the last one's end were assumed.
    expect(checkRestHours(days("2026-02-27", 1, [p("02:00", "04:00"), p("10:00", "12:00")]))).toEqual([]);
  });
  it("a rest period that began before the records is not judged too short", () => {
    // Day 1 starts with 05:30 of rest (maybe more before): no long_period for the windows it serves.
    const list = checkRestHours(days("2026-08-30", 1, [p("05:30", "12:00"), p("16:30", "24:00")]));
    expect(list).toEqual([]);
  });
  it("a long rest running past the window's end counts with its part inside", () => {
    // Rest 13:00 → next day 03:00 (14 h); work 03:00–13:00 then. Every window holds ≥ 6 h of it.
    expect(checkRestHours(days("2026-03-01", 3, [p("03:00", "13:00")]))).toEqual([]);
  });
});

describe("interval: at most 14 h between rest periods", () => {
  it("14 h passes, 14 h 30 fails, across midnight", () => {
    const at = (to: string) => [
      { date: "2026-12-31", work: [p("12:00", "24:00")] },
      { date: "2027-01-01", work: [p("00:00", to)] },
    ];
    expect(only(checkRestHours(at("02:00")), "interval")).toEqual([]);
    expect(only(checkRestHours(at("02:30")), "interval")).toEqual([
      {
        rule: "interval",
        from: "2026-12-31T12:00",
        to: "2027-01-01T02:30",
        detail: "14.5 h between rest periods (maximum 14 h)",
      },
    ]);
  });
});

describe("clock-change days", () => {
  it("a 25-hour day with 10 h of rest at its end has only 9 h in its first 24 hours", () => {
    const day: RestDayInput = { date: "2026-10-25", work: [p("00:00", "15:00")], clockChange: 60 };
    const list = checkRestHours([day]);
    expect(only(list, "rest_24h")).toEqual([
      {
        rule: "rest_24h",
        from: "2026-10-25T00:00",
        to: "2026-10-25T24:30",
        detail: "9 h rest in 24 h (minimum 10 h)",
      },
    ]);
    expect(list.find((n) => n.rule === "interval")?.detail).toBe("15 h between rest periods (maximum 14 h)");
  });
  it("a 23-hour day: windows run on into the next day by real time", () => {
    const list = checkRestHours([
      { date: "2026-03-29", work: [p("00:00", "13:00")], clockChange: -60 },
      { date: "2026-03-30", work: [p("00:00", "01:00")] },
    ]);
    // 13:00–23:00 (10 h) is the 23-hour day's rest; the 24 h from 00:00 end at 01:00 the next day, all work.
    expect(only(list, "rest_24h")).toEqual([]);
    const tight = checkRestHours([
      { date: "2026-03-29", work: [p("00:00", "13:30")], clockChange: -60 },
      { date: "2026-03-30", work: [p("00:00", "01:00")] },
    ]);
    expect(only(tight, "rest_24h")[0]).toMatchObject({ from: "2026-03-29T00:00", to: "2026-03-30T01:00" });
  });
  it("a 24.5-hour day has two 24-hour windows and ends at 24:30 in labels", () => {
    // 10 h of rest (14:30–24:30): the 24 h from 00:00 hold 9 h 30 of it, the 24 h from 00:30 all 10 h.
    const ok = checkRestHours([{ date: "2026-10-24", work: [p("00:00", "14:30")], clockChange: 30 }]);
    expect(only(ok, "rest_24h")).toEqual([
      {
        rule: "rest_24h",
        from: "2026-10-24T00:00",
        to: "2026-10-24T24:00",
        detail: "9.5 h rest in 24 h (minimum 10 h)",
      },
    ]);
    const list = checkRestHours([{ date: "2026-10-24", work: [p("00:00", "15:00")], clockChange: 30 }]);
    expect(only(list, "rest_24h")[0]).toMatchObject({
      to: "2026-10-24T24:30",
      detail: "9 h rest in 24 h (minimum 10 h)",
    });
  });
});

describe("night_rest (under 18)", () => {
  it("asks 9 consecutive hours covering 00:00–05:00 on days before the 18th birthday", () => {
    const adultFrom = "2026-04-03";
    const nine = days("2026-04-01", 3, [p("05:00", "12:00"), p("14:00", "20:00")]);
    expect(checkRestHours(nine, { adultFrom })).toEqual([]);
    const eight = days("2026-04-01", 3, [p("05:00", "12:00"), p("14:00", "21:00")]);
    expect(checkRestHours(eight, { adultFrom })).toEqual([
      {
        rule: "night_rest",
        from: "2026-04-02T00:00",
        to: "2026-04-02T05:00",
        detail: "night rest 8 h (minimum 9 h including 00:00–05:00)",
      },
    ]);
    expect(checkRestHours(eight)).toEqual([]);
    const earlyStart = days("2026-04-01", 1, [p("04:30", "12:00")]);
    expect(checkRestHours(earlyStart, { adultFrom })[0].detail).toBe("work between 00:00 and 05:00");
  });
  it("the 18th birthday", () => {
    expect(eighteenthBirthday("2008-04-03")).toBe("2026-04-03");
    expect(eighteenthBirthday("2008-02-29")).toBe("2026-03-01");
  });
});

describe("the flag-approved exception's limits in time (exception regime)", () => {
  /** A timeline of 30-minute slots (true = work) from 2026-03-01, as days. */
  const timeline = (...parts: Array<[boolean, number]>) => {
    const slots = parts.flatMap(([work, n]) => new Array<boolean>(n).fill(work));
    return slotsToDays("2026-03-01", Math.ceil(slots.length / 48), slots, [], null);
  };
  const exception = (list: RestDayInput[]) => checkRestHours(list, { regime: "exception" });

  /** Full rest days, then `spells` of reduced days (10 h rest: work 08:00–22:00) with full days between. */
  const spells = (...runs: Array<[full: number, reduced: number]>) => {
    const slots: Array<[boolean, number]> = [];
    for (const [full, reduced] of runs) {
      slots.push([false, full * 48]);
      for (let i = 0; i < reduced; i++) slots.push([false, 16], [true, 28], [false, 4]);
    }
    slots.push([false, 14 * 48]);
    return timeline(...slots);
  };

  it("weeks of reduced rest are counted in reduced days: 8 and 14 days pass, 15 fail", () => {
    expect(exception(spells([7, 8]))).toEqual([]);
    expect(exception(spells([7, 14]))).toEqual([]);
    expect(exception(spells([7, 15]))).toEqual([
      {
        rule: "exception_weeks",
        from: "2026-03-08T00:00",
        to: "2026-03-22T24:00",
        detail: "weekly rest reduced for 15 days running (maximum 14 days)",
      },
    ]);
    // Outside the exception regime the same records are no exception_weeks finding.
    expect(rules(checkRestHours(spells([7, 15])))).not.toContain("exception_weeks");
  });

  it("the next reduced spell waits at least twice as many days as the one before lasted", () => {
    expect(exception(spells([7, 7], [14, 7]))).toEqual([]);
    expect(exception(spells([7, 7], [13, 7]))).toEqual([
      {
        rule: "exception_weeks",
        from: "2026-03-15T00:00",
        to: "2026-03-27T24:00",
        detail: "13 days between periods of reduced weekly rest (minimum 14 days, twice the 7 days before)",
      },
    ]);
  });

  it("rest in 3 periods on at most two 24-hour periods in any 7 days: two pass (even running), a third fails", () => {
    const watch = [p("06:00", "12:00"), p("18:00", "22:00")]; // rest 22:00–06:00 and 12:00–18:00
    const split = [p("04:00", "10:00"), p("11:00", "15:00"), p("18:00", "22:00")]; // 6 h + 1 h + 3 h
    const record = (pattern: string) =>
      [...pattern].map((c, i) => ({ date: `2026-03-0${i + 1}`, work: c === "S" ? split : watch }));
    expect(exception(record("NSSNNNNNN"))).toEqual([]);
    const list = exception(record("NSNSNSNNN"));
    expect(rules(list)).toEqual(["exception_days"]);
    expect(list[0].detail).toBe("rest in 3 periods in 3 separate 24-hour periods within 7 days (maximum 2)");
    // Under the minimum-rest regime each split day is a `periods` finding instead.
    expect(rules(checkRestHours(record("NSNSNNNNN")))).toEqual(["periods"]);
  });

  it("3-period windows are counted on the rolling basis: a 36-hour cycle trips it, though no calendar day does", () => {
    // Work 6 h, rest 5 h, work 4 h, rest 4 h, work 8 h, rest 4 h, work 5 h: three rest periods end within
    // 20 h, never more than two on one calendar day.
    const cycle: Array<[boolean, number]> = [
      [true, 12],
      [false, 10],
      [true, 8],
      [false, 8],
      [true, 16],
      [false, 8],
      [true, 10],
    ];
    const list = only(
      exception(timeline(...Array.from({ length: 7 }, () => cycle).flat())),
      "exception_days",
    );
    expect(list.length).toBeGreaterThan(0);
    expect(list[0].detail).toMatch(/^rest in 3 periods in [3-9] separate 24-hour periods within 7 days/);
  });
});

describe("not_recorded: a day missing between two recorded days", () => {
  it("is reported, and no window crosses it as if it were rest", () => {
    const list = checkRestHours([
      { date: "2026-01-30", work: [p("12:00", "24:00")] },
      { date: "2026-02-01", work: [p("00:00", "04:00")] },
    ]);
    expect(list).toEqual([
      { rule: "not_recorded", from: "2026-01-31T00:00", to: "2026-01-31T24:00", detail: "day not recorded" },
    ]);
  });
  it("a run of missing days is one finding; days before the first or after the last record are not", () => {
    const list = checkRestHours([...days("2026-02-26", 2, []), ...days("2026-03-03", 1, [])]);
    expect(list).toEqual([
      {
        rule: "not_recorded",
        from: "2026-02-28T00:00",
        to: "2026-03-02T24:00",
        detail: "3 days not recorded",
      },
    ]);
    expect(checkRestHours(days("2026-02-26", 3, []))).toEqual([]);
  });
  it("only days aboard (within a tour) are reported: a run is split at a leave, one finding per stretch", () => {
    // aboard 1–31 January (sign-off day counted), home in February, aboard again from 1 March
    const aboard = [
      { from: "2026-01-01", to: "2026-01-31" },
      { from: "2026-03-01", to: null },
    ];
    const recorded = [...days("2026-01-29", 1, []), ...days("2026-03-03", 1, [])];
    expect(only(checkRestHours(recorded, { aboard }), "not_recorded")).toEqual([
      {
        rule: "not_recorded",
        from: "2026-01-30T00:00",
        to: "2026-01-31T24:00",
        detail: "2 days not recorded",
      },
      {
        rule: "not_recorded",
        from: "2026-03-01T00:00",
        to: "2026-03-02T24:00",
        detail: "2 days not recorded",
      },
    ]);
    // a run wholly on leave is no finding; without tours given every missing day counts
    const leaveOnly = [...days("2026-01-31", 1, []), ...days("2026-03-01", 1, [])];
    expect(only(checkRestHours(leaveOnly, { aboard }), "not_recorded")).toEqual([]);
    expect(only(checkRestHours(leaveOnly), "not_recorded")).toHaveLength(1);
  });
});

describe("daysNotRecorded: the days signing a month asks about", () => {
  const recorded = ["2026-01-29", "2026-03-03", "2026-03-05"];
  it("are the missing days between two recorded days, within the range", () => {
    expect(daysNotRecorded(recorded, "2026-03-01", "2026-03-31")).toEqual([
      "2026-03-01",
      "2026-03-02",
      "2026-03-04",
    ]);
    expect(daysNotRecorded(["2026-03-03"], "2026-03-01", "2026-03-31")).toEqual([]);
  });
  it("with the seafarer's tours, only the days aboard: a day at home needs no record", () => {
    const aboard = [
      { from: "2026-01-01", to: "2026-01-31" },
      { from: "2026-03-02", to: null },
    ];
    expect(daysNotRecorded(recorded, "2026-02-01", "2026-02-28", aboard)).toEqual([]);
    expect(daysNotRecorded(recorded, "2026-01-01", "2026-01-31", aboard)).toEqual([
      "2026-01-30",
      "2026-01-31",
    ]);
    expect(daysNotRecorded(recorded, "2026-03-01", "2026-03-31", aboard)).toEqual([
      "2026-03-02",
      "2026-03-04",
    ]);
  });
});

// ---- Property tests against the minute-by-minute reference ----

const START_DATES = ["2026-01-29", "2026-02-26", "2028-02-27", "2026-03-28", "2026-10-24", "2026-12-30"];
const arbSchedule = fc
  .record({
    start: fc.constantFrom(...START_DATES),
    dayCount: fc.integer({ min: 1, max: 9 }),
    // Alternating work/rest runs in 30-minute slots; the first run's kind is random.
    firstIsWork: fc.boolean(),
    runs: fc.array(fc.integer({ min: 1, max: 28 }), { minLength: 1, maxLength: 80 }),
    clock: fc.array(fc.constantFrom(0, 0, 0, 0, 0, 0, -60, -30, 30, 60), { minLength: 9, maxLength: 9 }),
    gapAfter: fc.option(fc.integer({ min: 0, max: 8 }), { freq: 4 }),
    regime: fc.constantFrom<RestRegime>("minimum_rest", "maximum_work", "exception"),
    youngDays: fc.option(fc.integer({ min: 0, max: 9 })),
  })
  .map(({ start, dayCount, firstIsWork, runs, clock, gapAfter, regime, youngDays }) => {
    const slots: boolean[] = [];
    let work = firstIsWork;
    for (let i = 0; slots.length < dayCount * 50; i++) {
      for (let k = 0; k < runs[i % runs.length]; k++) slots.push(work);
      work = !work;
    }
    const result = slotsToDays(start, dayCount, slots, clock, gapAfter);
    const adultFrom = youngDays === null ? null : result[Math.min(youngDays, result.length - 1)].date;
    const options: RestCheckOptions = { regime, adultFrom };
    return { days: result, options };
  });

/** Consecutive days (one gap after day `gapAfter`) cut from a timeline of 30-minute slots (true = work). */
function slotsToDays(
  start: string,
  dayCount: number,
  slots: readonly boolean[],
  clock: readonly number[],
  gapAfter: number | null,
): RestDayInput[] {
  const result: RestDayInput[] = [];
  const d = new Date(`${start}T00:00:00Z`);
  let offset = 0;
  for (let i = 0; i < dayCount; i++) {
    const length = (1440 + (clock[i] ?? 0)) / 30;
    const periods: { from: string; to: string }[] = [];
    let s = 0;
    while (s < length) {
      if (!slots[offset + s]) {
        s++;
        continue;
      }
      let e = s;
      while (e < length && slots[offset + e]) e++;
      const t = (x: number) => `${String(Math.floor(x / 2)).padStart(2, "0")}:${x % 2 ? "30" : "00"}`;
      periods.push({ from: t(s), to: t(e) });
      s = e;
    }
    offset += length;
    result.push({ date: d.toISOString().slice(0, 10), work: periods, clockChange: clock[i] ?? 0 });
    d.setUTCDate(d.getUTCDate() + (gapAfter === i ? 2 : 1));
  }
  return result;
}

/**
 * Weeks under the exception regime: work runs of 4–12 h and rest runs of 0.5–10 h, so that 7-day rest
 * totals wander around 70–77 h and days with 3 rest periods come and go (the exception's own limits).
 */
const arbExceptionWeeks = fc
  .record({
    start: fc.constantFrom(...START_DATES),
    dayCount: fc.integer({ min: 7, max: 40 }),
    work: fc.array(fc.integer({ min: 8, max: 24 }), { minLength: 1, maxLength: 60 }),
    rest: fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 60 }),
    clock: fc.array(fc.constantFrom(0, 0, 0, 0, 0, 0, 0, 0, -60, 60), { minLength: 40, maxLength: 40 }),
    gapAfter: fc.option(fc.integer({ min: 0, max: 39 }), { freq: 5 }),
  })
  .map(({ start, dayCount, work, rest, clock, gapAfter }) => {
    const slots: boolean[] = [];
    for (let i = 0; slots.length < dayCount * 50; i++) {
      for (let k = 0; k < work[i % work.length]; k++) slots.push(true);
      for (let k = 0; k < rest[i % rest.length]; k++) slots.push(false);
    }
    return slotsToDays(start, dayCount, slots, clock, gapAfter);
  });

describe("the engine agrees with the minute-by-minute reference", () => {
  it("random schedules: same non-conformities, same windows, same details", () => {
    fc.assert(
      fc.property(arbSchedule, ({ days: schedule, options }) => {
        for (const day of schedule) expect(workPeriodsProblem(day.work, day.clockChange)).toBeNull();
        expect(checkRestHours(schedule, options)).toEqual(restReference(schedule, options).nonConformities);
      }),
      { numRuns: 150 },
    );
  }, 120_000); // the reference is slow on purpose: a generous limit for a busy machine, not a timing test
  it("the exception's limits in time over weeks of records: same findings as the reference", () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(arbExceptionWeeks, (schedule) => {
        for (const day of schedule) expect(workPeriodsProblem(day.work, day.clockChange)).toBeNull();
        const found = checkRestHours(schedule, { regime: "exception" });
        for (const f of found) seen.add(f.rule);
        expect(found).toEqual(restReference(schedule, { regime: "exception" }).nonConformities);
      }),
      { numRuns: 40 },
    );
    // The generator reaches both rules (the property is not vacuous).
    expect([...seen]).toEqual(expect.arrayContaining(["exception_weeks", "exception_days"]));
  }, 180_000);
  it("windows starting at every minute find the same rules as windows on the 30-minute grid", () => {
    fc.assert(
      fc.property(
        arbSchedule.filter((s) => s.days.length <= 4),
        ({ days: schedule, options }) => {
          const ref = restReference(schedule, options, { everyMinute: true });
          expect(ref.rulesAtEveryMinute).toEqual(ref.rulesOnGrid);
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
  it("a regular 4-on/8-off watch over a whole month has no non-conformity", () => {
    const month = days("2026-01-01", 31, [p("00:00", "04:00"), p("12:00", "16:00")]);
    expect(checkRestHours(month)).toEqual([]);
  });
});
