import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CURRENCY_CODES,
  divRound,
  earnedBy,
  formatMoney,
  isCurrencyCode,
  minorUnitExponent,
  percentOf,
  prorate,
  ZCurrency,
  ZMinorUnits,
} from "./money";
import { prorateReference } from "./test/wages.reference";

describe("currencies (ISO 4217)", () => {
  it("knows the minor-unit exponent of a currency", () => {
    expect(minorUnitExponent("USD")).toBe(2);
    expect(minorUnitExponent("EUR")).toBe(2);
    expect(minorUnitExponent("JPY")).toBe(0);
    expect(minorUnitExponent("KWD")).toBe(3);
    expect(() => minorUnitExponent("ABC")).toThrow();
  });
  it("offers currencies, not funds, metals or test codes", () => {
    expect(CURRENCY_CODES).toContain("PHP");
    expect(isCurrencyCode("XXX")).toBe(false);
    expect(isCurrencyCode("XAU")).toBe(false);
    expect(isCurrencyCode("XTS")).toBe(false);
    expect(isCurrencyCode("XOF")).toBe(true); // a real currency with countries
  });
  it("validates codes and amounts", () => {
    expect(ZCurrency.safeParse("usd").success).toBe(false);
    expect(ZCurrency.safeParse("ZZZ").success).toBe(false);
    expect(ZCurrency.safeParse("USD").success).toBe(true);
    expect(ZMinorUnits.safeParse(12.5).success).toBe(false);
    expect(ZMinorUnits.safeParse(1250).success).toBe(true);
  });
  it("formats minor units by the exponent", () => {
    expect(formatMoney(123450, "USD")).toBe("1234.50 USD");
    expect(formatMoney(-5, "USD")).toBe("-0.05 USD");
    expect(formatMoney(1200, "JPY")).toBe("1200 JPY");
    expect(formatMoney(1001, "KWD")).toBe("1.001 KWD");
  });
});

describe("rounding", () => {
  it("rounds half up, symmetric for negatives", () => {
    expect(divRound(5, 2)).toBe(3);
    expect(divRound(4, 3)).toBe(1);
    expect(divRound(-5, 2)).toBe(-3);
    expect(percentOf(1001, 5000)).toBe(501);
  });
});

describe("proration by days", () => {
  it("pays the whole month for every day, nothing for none", () => {
    const all = Array.from({ length: 30 }, (_, i) => i + 1);
    expect(prorate(300000, all, 30)).toBe(300000);
    expect(prorate(300000, [], 30)).toBe(0);
    expect(earnedBy(100, 31, 31)).toBe(100);
  });
  it("pays 10 of 31 days of 1000.00", () => {
    // 100000 × 10 / 31 = 32258.06 → 32258
    expect(prorate(100000, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 31)).toBe(32258);
  });
  it("the parts of any split of a month add up to the month's amount (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.constantFrom(28, 29, 30, 31),
        fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 31, maxLength: 31 }),
        (amount, n, owners) => {
          // each day of the month goes to one of up to 11 parts (not necessarily consecutive days)
          const parts = new Map<number, number[]>();
          for (let d = 1; d <= n; d++) parts.set(owners[d - 1], [...(parts.get(owners[d - 1]) ?? []), d]);
          const sum = [...parts.values()].reduce((s, days) => s + prorate(amount, days, n), 0);
          expect(sum).toBe(amount);
          for (const days of parts.values()) expect(Number.isInteger(prorate(amount, days, n))).toBe(true);
        },
      ),
    );
  });
  it("any list of days, in any order, with repeats or out of the month, pays as day by day (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.constantFrom(28, 29, 30, 31),
        fc.array(fc.integer({ min: -1, max: 32 }), { maxLength: 40 }),
        (amount, n, days) => {
          expect(prorate(amount, days, n)).toBe(prorateReference(amount, days, n));
          const ascending = [...new Set(days)].filter((d) => d >= 1 && d <= n).sort((a, b) => a - b);
          expect(prorate(amount, ascending, n)).toBe(prorateReference(amount, days, n));
        },
      ),
    );
  });
  it("a part never exceeds the month, and more days never pay less (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.constantFrom(28, 29, 30, 31),
        fc.integer({ min: 0, max: 31 }),
        (amount, n, k) => {
          const kk = Math.min(k, n);
          const a = earnedBy(amount, kk, n);
          expect(a).toBeGreaterThanOrEqual(0);
          expect(a).toBeLessThanOrEqual(amount);
          expect(earnedBy(amount, Math.min(kk + 1, n), n)).toBeGreaterThanOrEqual(a);
        },
      ),
    );
  });
});

describe("decimals to minor units", () => {
  it("reads major units by string, refusing more decimals than the currency has", async () => {
    const { minorFromDecimal } = await import("./money");
    expect(minorFromDecimal("1500.00", "USD")).toBe(150000);
    expect(minorFromDecimal("0.1", "USD")).toBe(10);
    expect(minorFromDecimal("1.005", "USD")).toBeNull();
    expect(minorFromDecimal("1.005", "KWD")).toBe(1005);
    expect(minorFromDecimal("1200", "JPY")).toBe(1200);
    expect(minorFromDecimal("abc", "USD")).toBeNull();
  });
});
