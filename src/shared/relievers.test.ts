import { describe, expect, it } from "vitest";
import type { TEligibilityIssue } from "./eligibility";
import { RANK_NAMES, rankOf } from "./ranks";
import { PROMOTED_FROM, type RelieverFacts, rankRelievers } from "./relievers";

const issue = (message: string): TEligibilityIssue => ({ code: "MISSING", message });
const facts = (name: string, more: Partial<RelieverFacts> = {}): RelieverFacts => ({
  crewMemberId: name,
  name,
  rank: "Second Officer",
  blockers: [],
  warnings: [],
  toursOnVessel: 0,
  toursOnType: 0,
  lastSignOff: "2027-01-01",
  ...more,
});
const order = (list: RelieverFacts[]) =>
  rankRelievers(list, "Second Officer", "Tanker", "2027-03-01").map((r) => r.name);

describe("rankRelievers", () => {
  it("excludes a candidate with a blocker", () => {
    expect(order([facts("Ann", { blockers: [issue("Medical expires")] }), facts("Ben")])).toEqual(["Ben"]);
  });

  it("puts the same rank before a promotion, whatever the experience", () => {
    const list = [facts("Pro", { rank: "Third Officer", toursOnVessel: 9 }), facts("Same")];
    expect(order(list)).toEqual(["Same", "Pro"]);
    const [, pro] = rankRelievers(list, "Second Officer", "Tanker", "2027-03-01");
    expect(pro.promotion).toBe(true);
    expect(pro.reasons[0]).toBe("Promotion from Third Officer");
  });

  it("lowers a candidate with warnings below one without, before experience counts", () => {
    expect(
      order([facts("Warned", { warnings: [issue("Passport buffer")], toursOnVessel: 5 }), facts("Clean")]),
    ).toEqual(["Clean", "Warned"]);
  });

  it("prefers experience on the vessel, then on its type, then the longest ashore, then the name", () => {
    const list = [
      facts("Dee", { toursOnType: 3, lastSignOff: "2026-06-01" }),
      facts("Cal", { toursOnType: 3, lastSignOff: null }),
      facts("Bea", { toursOnVessel: 1 }),
      facts("Abe", { toursOnType: 3, lastSignOff: "2026-06-01" }),
      facts("Eve", { toursOnType: 1 }),
    ];
    expect(order(list)).toEqual(["Bea", "Cal", "Abe", "Dee", "Eve"]);
  });

  it("says why, and since when the candidate is ashore", () => {
    const [r] = rankRelievers(
      [facts("Ann", { warnings: [issue("Passport buffer")], toursOnVessel: 2, toursOnType: 4 })],
      "Second Officer",
      "Tanker",
      "2027-03-01",
    );
    expect(r).toMatchObject({ eligible: true, promotion: false, availableFrom: "2027-01-01" });
    expect(r.reasons).toEqual([
      "Same rank (Second Officer)",
      "Eligible with 1 warning: Passport buffer",
      "2 tours on this vessel",
      "4 tours on Tanker vessels",
      "Ashore since Jan 01, 2027",
    ]);
    const [fresh] = rankRelievers(
      [facts("New", { lastSignOff: null })],
      "Second Officer",
      "Tanker",
      "2027-03-01",
    );
    expect(fresh.availableFrom).toBe("2027-03-01");
    expect(fresh.reasons.at(-1)).toBe("No tour on record");
  });

  it("promotes within one department and level, one step down the catalogue", () => {
    for (const [to, from] of Object.entries(PROMOTED_FROM)) {
      const a = rankOf(to);
      const b = rankOf(from as string);
      expect([a?.department, a?.level]).toEqual([b?.department, b?.level]);
      expect(RANK_NAMES.indexOf(from as (typeof RANK_NAMES)[number])).toBeGreaterThan(
        RANK_NAMES.indexOf(to as (typeof RANK_NAMES)[number]),
      );
    }
  });
});
