import { describe, expect, it } from "vitest";
import { rangeFallback } from "./range-fallback";

const O = "https://crewfleet.test";
const range = (from: string, to: string, crew = "c1") =>
  `${O}/api/crew/${crew}/rest-hours?from=${from}&to=${to}`;

describe("rangeFallback: this month's hours of rest offline on a later day", () => {
  it("answers with the same month kept on the latest earlier day", () => {
    const kept = [
      range("2026-10-26", "2026-11-03"),
      range("2026-10-26", "2026-11-05"),
      range("2026-10-26", "2026-11-04"),
    ];
    expect(rangeFallback(range("2026-10-26", "2026-11-07"), kept)).toBe(kept[1]);
  });

  it("never another month, another seafarer, a later day, another query or another resource", () => {
    const wanted = range("2026-10-26", "2026-11-07");
    expect(rangeFallback(wanted, [range("2026-09-25", "2026-10-31")])).toBeNull();
    expect(rangeFallback(wanted, [range("2026-10-26", "2026-11-05", "c2")])).toBeNull();
    expect(rangeFallback(wanted, [range("2026-10-26", "2026-11-08")])).toBeNull();
    expect(rangeFallback(wanted, [`${range("2026-10-26", "2026-11-05")}&x=1`])).toBeNull();
    expect(
      rangeFallback(`${O}/api/documents?from=2026-10-26&to=2026-11-07`, [range("2026-10-26", "2026-11-05")]),
    ).toBeNull();
    expect(rangeFallback(wanted, [])).toBeNull();
  });
});
