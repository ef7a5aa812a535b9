import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { paidDaysReference } from "./test/wages.reference";
import {
  accountTotals,
  allotmentLines,
  allotmentsFit,
  DEFAULT_WAGE_POLICY,
  daysInMonth,
  nextMonth,
  paidDays,
  previousMonth,
  proratedLines,
  type WageTour,
} from "./wages";

const tour = (signOn: string | null, signOff: string | null, vesselId = "v1"): WageTour => ({
  vesselId,
  rank: "Cook",
  signOn,
  signOff,
});

describe("months", () => {
  it("counts days and steps over years", () => {
    expect(daysInMonth("2028-02")).toBe(29);
    expect(daysInMonth("2026-02")).toBe(28);
    expect(nextMonth("2026-12")).toBe("2027-01");
    expect(previousMonth("2026-01")).toBe("2025-12");
  });
});

describe("paid days by the policy", () => {
  it("pays sign-on and sign-off days by default", () => {
    const [p] = paidDays([tour("2026-11-10", "2026-11-20")], "2026-11", DEFAULT_WAGE_POLICY);
    expect(p.days).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });
  it("follows the tour's half-open range when the sign-off day is not paid", () => {
    const [p] = paidDays([tour("2026-11-10", "2026-11-20")], "2026-11", {
      payFirstDay: true,
      payLastDay: false,
    });
    expect(p.days.length).toBe(10);
    expect(p.days.at(-1)).toBe(19);
  });
  it("leaves out the sign-on day when the policy says so", () => {
    const [p] = paidDays([tour("2026-11-10", "2026-11-20")], "2026-11", {
      payFirstDay: false,
      payLastDay: false,
    });
    expect(p.days[0]).toBe(11);
  });
  it("an open tour runs to the month's end; one aboard before the records from its start", () => {
    expect(paidDays([tour(null, null)], "2026-02", DEFAULT_WAGE_POLICY)[0].days.length).toBe(28);
    expect(paidDays([tour("2026-10-01", null)], "2026-11", DEFAULT_WAGE_POLICY)[0].days.length).toBe(30);
  });
  it("pays a transfer day once, to the tour joined on it", () => {
    const parts = paidDays(
      [tour("2026-11-01", "2026-11-15", "a"), tour("2026-11-15", null, "b")],
      "2026-11",
      DEFAULT_WAGE_POLICY,
    );
    expect(parts.map((p) => p.days.length)).toEqual([14, 16]);
    expect(parts[1].days[0]).toBe(15);
  });
  it("gives each day of the month to the same tour as the day-by-day reference, for any tours and policy (property)", () => {
    const date = fc
      .integer({ min: 0, max: 120 })
      .map((k) => new Date(Date.UTC(2026, 0, 1 + k)).toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.option(date), fc.option(date)), { maxLength: 4 }),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom("2026-01", "2026-02", "2026-03", "2026-04"),
        (ranges, payFirstDay, payLastDay, month) => {
          const tours = ranges.map(([on, off], i) => tour(on, off && on && off < on ? on : off, `v${i}`));
          const policy = { payFirstDay, payLastDay };
          expect(paidDays(tours, month, policy)).toEqual(paidDaysReference(tours, month, policy));
        },
      ),
    );
  });
  it("knows every month's length (Gregorian leap years)", () => {
    for (let y = 1896; y <= 2404; y++)
      for (let m = 1; m <= 12; m++) {
        const month = `${y}-${String(m).padStart(2, "0")}`;
        expect(daysInMonth(month)).toBe(new Date(Date.UTC(y, m, 0)).getUTCDate());
      }
  });
  it("a month with no tour pays no day", () => {
    expect(paidDays([tour("2026-12-01", null)], "2026-11", DEFAULT_WAGE_POLICY)).toEqual([]);
  });
});

describe("the account", () => {
  const comps = [
    { code: "basic", label: "Basic wage", kind: "monthly" as const, amount: 150000 },
    { code: "fot", label: "Fixed overtime", kind: "monthly" as const, amount: 45000 },
    { code: "ot_rate", label: "Overtime per hour", kind: "hourly" as const, amount: 900 },
  ];
  it("prorates the monthly components, not the hourly rate", () => {
    const lines = proratedLines(comps, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15], "2026-11");
    expect(lines).toEqual([
      { code: "basic", label: "Basic wage", kind: "earning", amount: 75000 },
      { code: "fot", label: "Fixed overtime", kind: "earning", amount: 22500 },
    ]);
  });
  it("carries the balance to the next month", () => {
    const t = accountTotals(
      [
        { code: "basic", label: "", kind: "earning", amount: 100000 },
        { code: "cash_advance", label: "", kind: "deduction", amount: 30000 },
      ],
      5000,
      false,
    );
    expect(t).toEqual({
      earnings: 100000,
      deductions: 30000,
      net: 70000,
      carriedOut: 75000,
      finalSettlement: null,
    });
  });
  it("settles the balance at the final sign-off and carries nothing", () => {
    const t = accountTotals([{ code: "basic", label: "", kind: "earning", amount: 100000 }], -2000, true);
    expect(t.finalSettlement).toBe(98000);
    expect(t.carriedOut).toBe(0);
  });
  it("carry-over: accounts month after month lose no minor unit (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(1_000_000), fc.nat(1_000_000)), { minLength: 1, maxLength: 12 }),
        (months) => {
          let carried = 0;
          let paid = 0;
          months.forEach(([e, d], i) => {
            const last = i === months.length - 1;
            const t = accountTotals(
              [
                { code: "e", label: "", kind: "earning", amount: e },
                { code: "d", label: "", kind: "deduction", amount: d },
              ],
              carried,
              last,
            );
            carried = t.carriedOut;
            paid += t.finalSettlement ?? 0;
          });
          const total = months.reduce((s, [e, d]) => s + e - d, 0);
          expect(paid).toBe(total);
          expect(carried).toBe(0);
        },
      ),
    );
  });
});

describe("allotments", () => {
  it("refuses more than 100% or more than the net", () => {
    expect(allotmentsFit([{ payee: "A", amount: null, percentBp: 6000 }], 1000)).toBeNull();
    expect(
      allotmentsFit(
        [
          { payee: "A", amount: null, percentBp: 6000 },
          { payee: "B", amount: null, percentBp: 5000 },
        ],
        1000,
      ),
    ).toMatch(/100%/);
    expect(allotmentsFit([{ payee: "A", amount: 1001, percentBp: null }], 1000)).toMatch(/net/);
  });
  it("takes percent of the net, never more than what is left", () => {
    const lines = allotmentLines(
      [
        { payee: "Wife", amount: null, percentBp: 5000 },
        { payee: "Son", amount: 80000, percentBp: null },
      ],
      100000,
    );
    expect(lines.map((l) => l.amount)).toEqual([50000, 50000]);
    expect(lines[0].label).toBe("Allotment to Wife");
  });
});
