import type { TWageScale } from "@shared/wages-api";
import { describe, expect, it } from "vitest";
import { money, parseMajor } from "./money-input";
import { newScaleValues, scaleRequest, scaleValues } from "./scale-form";

describe("wage scale form: major units typed, integer minor units sent", () => {
  const base = () => {
    const v = newScaleValues("2026-11-01");
    v.rank = "Able Seaman";
    v.components = [
      { code: "basic", label: "Basic wage", kind: "monthly", amount: "1500.5" },
      { code: "ot_rate", label: "Overtime", kind: "hourly", amount: "9.99" },
    ];
    return v;
  };

  it("sends amounts as minor units of the currency's exponent, never through a float", () => {
    const r = scaleRequest(base());
    expect(r).toMatchObject({
      request: {
        rank: "Able Seaman",
        currency: "USD",
        vesselId: null,
        validTo: null,
        components: [{ amount: 150050 }, { amount: 999 }],
      },
    });
    const yen = scaleRequest({
      ...base(),
      currency: "JPY",
      components: [{ ...base().components[0], amount: "250000" }],
    });
    expect(yen).toMatchObject({ request: { components: [{ amount: 250000 }] } });
    expect(
      scaleRequest({
        ...base(),
        currency: "KWD",
        components: [{ ...base().components[0], amount: "0.125" }],
      }),
    ).toMatchObject({
      request: { components: [{ amount: 125 }] },
    });
  });

  it("names the field of each problem: no rank, a fraction of a minor unit, an end before the start", () => {
    const v = base();
    v.rank = "";
    v.components[1].amount = "9.999";
    expect(scaleRequest(v)).toEqual({
      errors: {
        rank: expect.any(String),
        "components.1.amount": "Give an amount in USD such as 1500.50",
      },
    });
    expect(scaleRequest({ ...base(), validTo: "2026-10-01" })).toEqual({
      errors: { validTo: "The scale must end on or after its start" },
    });
    expect(scaleRequest({ ...base(), components: [] })).toEqual({
      errors: { components: "Give at least one component" },
    });
  });

  it("reads a scale back into the same text it was typed as", () => {
    const s: TWageScale = {
      id: "x",
      rank: "Able Seaman",
      vesselId: null,
      vesselName: null,
      agreement: "IBF",
      currency: "USD",
      validFrom: "2026-01-01",
      validTo: null,
      components: [{ code: "basic", label: "Basic", kind: "monthly", amount: 150050 }],
    };
    const v = scaleValues(s);
    expect(v.components[0].amount).toBe("1500.50");
    expect(scaleRequest(v)).toMatchObject({
      request: { agreement: "IBF", components: [{ amount: 150050 }] },
    });
  });

  it("formats money with its currency, and refuses a negative or non-decimal amount", () => {
    expect(money(150050, "USD")).toBe("1500.50 USD");
    expect(money(-500, "JPY")).toBe("-500 JPY");
    expect(money(12, null)).toBe("12 (no currency)");
    expect(money(0, null)).toBe("—");
    expect(parseMajor("-1", "USD")).toEqual({ error: "The amount cannot be negative" });
    expect(parseMajor("1,5", "USD")).toMatchObject({ error: expect.stringContaining("USD") });
    expect(parseMajor("5", "")).toEqual({ error: "Choose the currency first" });
  });
});
