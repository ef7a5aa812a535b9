import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  daysBetween,
  earlierDate,
  formatDisplayDate,
  formatMonthName,
  isValidIsoDate,
  laterDate,
  MIN_CALC_DATE,
  todayIn,
} from "./dates";
import { DATE_RANGE_MESSAGE, MONTH_RANGE_MESSAGE, ZIsoDate, ZMonth } from "./iso-date";

describe("calendar dates", () => {
  it("validates real calendar dates only", () => {
    expect(isValidIsoDate("2024-02-29")).toBe(true);
    expect(isValidIsoDate("2025-02-29")).toBe(false);
    expect(isValidIsoDate("2025-13-01")).toBe(false);
    expect(isValidIsoDate("2025-1-01")).toBe(false);
    expect(ZIsoDate.safeParse("2025-04-31").success).toBe(false);
  });

  it("counts whole days across month, year and DST boundaries", () => {
    expect(daysBetween("2025-01-31", "2025-03-01")).toBe(29);
    expect(daysBetween("2024-12-31", "2025-01-01")).toBe(1);
    expect(daysBetween("2025-03-29", "2025-03-31")).toBe(2); // EU DST change in between
    expect(daysBetween("2025-05-10", "2025-05-01")).toBe(-9);
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2025-01-01", -1)).toBe("2024-12-31");
  });

  it("takes today in the operator's time zone, not UTC", () => {
    const instant = new Date("2025-06-30T23:30:00Z");
    expect(todayIn("UTC", instant)).toBe("2025-06-30");
    expect(todayIn("Asia/Manila", instant)).toBe("2025-07-01");
    expect(todayIn("America/New_York", instant)).toBe("2025-06-30");
  });

  it("answers today as Intl does at every instant, each zone's midnight and the millisecond before it included", () => {
    // todayIn keeps its last answer per zone for the rest of a quarter hour of UTC: the reference is Intl
    const formats = new Map<string, Intl.DateTimeFormat>();
    const intl = (zone: string, at: Date) => {
      const f =
        formats.get(zone) ??
        new Intl.DateTimeFormat("en-CA", {
          timeZone: zone,
          year: "numeric",
          month: "2-digit",
          day: "2-digit",
        });
      formats.set(zone, f);
      return f.format(at);
    };
    const zones = [
      "UTC",
      "Asia/Kathmandu",
      "Pacific/Chatham",
      "Asia/Kolkata",
      "America/St_Johns",
      "Europe/Berlin",
      "Pacific/Kiritimati",
      "Pacific/Pago_Pago",
      "Australia/Eucla",
      "America/New_York",
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: Date.UTC(1950, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.array(fc.integer({ min: -3_600_000, max: 3_600_000 }), { minLength: 1, maxLength: 8 }),
        (zone, start, steps) => {
          let at = start;
          for (const step of steps) {
            at += step;
            expect(todayIn(zone, new Date(at)), `${zone} ${new Date(at).toISOString()}`).toBe(
              intl(zone, new Date(at)),
            );
          }
        },
      ),
      { numRuns: 1000 },
    );
    for (const zone of zones) {
      // every 5 minutes (and the millisecond before) over three days: each zone's local midnights among them
      for (let day = 0; day < 3; day++) {
        const midnight = Date.parse(`2026-12-0${day + 4}T00:00:00Z`);
        for (let at = midnight - 15 * 3_600_000; at <= midnight + 15 * 3_600_000; at += 300_000) {
          expect(todayIn(zone, new Date(at)), zone).toBe(intl(zone, new Date(at)));
          expect(todayIn(zone, new Date(at - 1)), zone).toBe(intl(zone, new Date(at - 1)));
        }
      }
    }
  });

  it("displays dates as MMM dd, yyyy", () => {
    expect(formatDisplayDate("2025-01-05")).toBe("Jan 05, 2025");
    expect(formatDisplayDate("2025-12-31T22:00:00.000Z")).toBe("Dec 31, 2025");
    expect(formatDisplayDate(null)).toBe("");
    expect(formatDisplayDate("garbage")).toBe("");
  });

  it("keeps every accepted date computable: sums past the last accepted day stop there, in yyyy-MM-dd", () => {
    expect(addDays("9999-12-31", 1)).toBe("9999-12-31");
    expect(addDays("9999-12-30", 400)).toBe("9999-12-31");
    expect(addMonths("9999-12-31", 6)).toBe("9999-12-31");
    expect(addMonths("9999-07-31", 6)).toBe("9999-12-31");
    expect(addMonths("9999-12-31", -6)).toBe("9999-06-30");
    expect(addDays("0001-01-01", -1)).toBe(MIN_CALC_DATE);
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(daysBetween("2026-01-01", "9999-12-31")).toBe(2912442);
  });

  it("accepts dates from 1900-01-01 to 9999-12-31 and months from 1900-01 to 2999-12, one message each", () => {
    for (const ok of ["1900-01-01", "9999-12-31", "2024-02-29"])
      expect(ZIsoDate.safeParse(ok).success).toBe(true);
    for (const out of ["1899-12-31", "0001-01-01"])
      expect(ZIsoDate.safeParse(out).error?.issues.map((i) => i.message)).toEqual([DATE_RANGE_MESSAGE]);
    expect(ZIsoDate.safeParse("10000-01-01").error?.issues.map((i) => i.message)).toEqual([
      "Use the format yyyy-MM-dd",
    ]);
    for (const ok of ["1900-01", "2999-12", "2026-06"]) expect(ZMonth.safeParse(ok).success).toBe(true);
    for (const out of ["9999-12", "3000-01", "1899-12", "0000-01"])
      expect(ZMonth.safeParse(out).error?.issues.map((i) => i.message)).toEqual([MONTH_RANGE_MESSAGE]);
    for (const bad of ["2026-13", "2026-00", "2026-6", "10000-01", ""])
      expect(ZMonth.safeParse(bad).success).toBe(false);
  });
});

describe("formatMonthName", () => {
  it("names a yyyy-MM month as people say it (the countersign dialog's title)", () => {
    expect(formatMonthName("2026-11")).toBe("November 2026");
    expect(formatMonthName("2027-01")).toBe("January 2027");
    expect(formatMonthName("2026-13")).toBe("");
    expect(formatMonthName("November")).toBe("");
  });
});

describe("earlierDate / laterDate", () => {
  it("compare ISO dates as dates, across months and years", () => {
    expect(earlierDate("2026-09-30", "2026-10-01")).toBe("2026-09-30");
    expect(earlierDate("2027-01-01", "2026-12-31")).toBe("2026-12-31");
    expect(laterDate("2026-09-30", "2026-10-01")).toBe("2026-10-01");
    expect(laterDate("2027-01-01", "2026-12-31")).toBe("2027-01-01");
    expect(earlierDate("2026-05-05", "2026-05-05")).toBe("2026-05-05");
  });
});

/** Any date of the four-digit years, as "yyyy-MM-dd". */
const anyDay = fc
  .date({ min: new Date("0000-01-01T00:00:00Z"), max: new Date("9999-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe("adding days", () => {
  // the reference: the sum through a UTC Date, as the day was added before it was counted in whole days
  const viaDate = (date: string, days: number) => {
    const [y, m, d] = date.split("-").map(Number);
    const at = new Date(0);
    at.setUTCFullYear(y, m - 1, d);
    const ms = Math.min(
      Date.UTC(9999, 11, 31),
      Math.max(Date.parse("0001-01-01T00:00:00Z"), at.getTime() + days * 86_400_000),
    );
    return new Date(ms).toISOString().slice(0, 10);
  };

  it("adds whole days as a Date does, across every month, leap year and both ends", () => {
    fc.assert(
      fc.property(
        anyDay,
        fc.oneof(fc.integer({ min: -800, max: 800 }), fc.integer({ min: -4_000_000, max: 4_000_000 })),
        (date, days) => {
          expect(addDays(date, days)).toBe(viaDate(date, days));
        },
      ),
      { numRuns: 20_000 },
    );
    expect(addDays("2000-02-28", 1)).toBe("2000-02-29");
    expect(addDays("1900-02-28", 1)).toBe("1900-03-01");
    expect(addDays("0001-01-01", -1)).toBe(MIN_CALC_DATE);
    expect(addDays("0000-12-31", 1)).toBe(MIN_CALC_DATE);
  });

  it("goes through a Date for a fraction of a day, and refuses a date that is not one", () => {
    expect(addDays("2026-03-10", 0.5)).toBe("2026-03-10");
    expect(addDays("2026-03-10", -0.5)).toBe("2026-03-09");
    expect(() => addDays("2025-02-29", 1)).toThrow(RangeError);
    expect(() => addDays("2025-1-01", 1)).toThrow(RangeError);
    expect(() => addDays("20x5-01-01", 1)).toThrow(RangeError);
    expect(() => addDays("2025-01-01T00", 1)).toThrow(RangeError);
  });
});

describe("adding months", () => {
  // the reference: the fields split at the dashes, as they were read before they were read by position
  const bySplit = (date: string, months: number) => {
    const [y, m, d] = date.split("-").map(Number);
    const total = y * 12 + (m - 1) + months;
    const year = Math.floor(total / 12);
    if (year > 9999) return "9999-12-31";
    if (year < 1) return MIN_CALC_DATE;
    const month = total - year * 12;
    const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    const last = month === 1 ? (leap ? 29 : 28) : [31, 0, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month];
    return `${String(year).padStart(4, "0")}-${String(month + 1).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
  };

  it("answers as splitting the date did, for dates and for any text", () => {
    const months = fc.oneof(fc.integer({ min: -240, max: 240 }), fc.integer({ min: -130_000, max: 130_000 }));
    fc.assert(
      fc.property(
        fc.oneof(anyDay, fc.string({ maxLength: 12 }), fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/)),
        months,
        (date, n) => {
          expect(addMonths(date, n)).toBe(bySplit(date, n));
        },
      ),
      { numRuns: 20_000 },
    );
    expect(addMonths("2024-01-31", 1)).toBe("2024-02-29");
    expect(addMonths("2025-01-31", 1)).toBe("2025-02-28");
    expect(addMonths("20x5-01-31", 1)).toBe(bySplit("20x5-01-31", 1));
  });
});
