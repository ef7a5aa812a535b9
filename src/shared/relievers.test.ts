import { describe, expect, it } from "vitest";
import type { TEligibilityIssue } from "./eligibility";
import { RANK_NAMES, rankOf } from "./ranks";
import { leaveEarned, PROMOTED_FROM, type RelieverFacts, rankRelievers } from "./relievers";

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
  it("ranks a candidate with a blocker last, not eligible, saying why", () => {
    const list = [facts("Ann", { blockers: [issue("Medical expires")], toursOnVessel: 9 }), facts("Ben")];
    expect(order(list)).toEqual(["Ben", "Ann"]);
    const [ben, ann] = rankRelievers(list, "Second Officer", "Tanker", "2027-03-01");
    expect(ben.eligible).toBe(true);
    expect(ann.eligible).toBe(false);
    expect(ann.reasons[0]).toBe("Not eligible: Medical expires");
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
    expect(r).toMatchObject({ eligible: true, promotion: false, availableFrom: "2027-01-01", leaveOwed: 0 });
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

describe("leave owed (policy leaveDaysPerMonth, MLC A2.4)", () => {
  it("earns whole days, rounded up, per 30 days aboard; none without a known tour or a policy", () => {
    expect(leaveEarned("2026-01-01", "2026-07-30", 2.5)).toBe(18); // 210 days: 17.5 → 18
    expect(leaveEarned("2026-01-01", "2026-06-30", 2.5)).toBe(15); // 180 days: exactly 15
    expect(leaveEarned("2026-01-01", "2026-01-02", 2.5)).toBe(1);
    expect(leaveEarned(null, "2026-06-30", 2.5)).toBe(0);
    expect(leaveEarned("2026-01-01", "2026-06-30", 0)).toBe(0);
    expect(leaveEarned("2026-06-30", "2026-06-30", 2.5)).toBe(0);
  });

  const policy = { leaveDaysPerMonth: 2.5 };
  // 180 days aboard earn 15 days: signing off 2027-02-20, rested from 2027-03-07, 6 days after the start
  const tired = () =>
    facts("Tired", { lastSignOn: "2026-08-24", lastSignOff: "2027-02-20", toursOnVessel: 5 });

  it("ranks a candidate still on leave at the tour's start below a rested one, with the days owed", () => {
    const list = [tired(), facts("Rested", { lastSignOn: "2026-07-01", lastSignOff: "2026-12-28" })];
    const ranked = rankRelievers(list, "Second Officer", "Tanker", "2027-03-01", policy);
    expect(ranked.map((r) => r.name)).toEqual(["Rested", "Tired"]);
    expect(ranked[1]).toMatchObject({ eligible: true, leaveOwed: 6, availableFrom: "2027-03-07" });
    expect(ranked[1].reasons).toContain("Leave owed: 6 days (rested from Mar 07, 2027)");
    // the rested one: 180 days earned 15, done on 2027-01-12, before the start
    expect(ranked[0]).toMatchObject({ leaveOwed: 0, availableFrom: "2027-01-12" });
    expect(ranked[0].reasons.some((r) => r.startsWith("Leave owed"))).toBe(false);
  });

  it("ranks less leave owed first, and owes nothing without the policy", () => {
    const less = facts("Less", { lastSignOn: "2026-12-01", lastSignOff: "2027-02-25" }); // 86 days → 8: to 03-05
    expect(
      rankRelievers([tired(), less], "Second Officer", "Tanker", "2027-03-01", policy).map(
        (r) => r.leaveOwed,
      ),
    ).toEqual([4, 6]);
    const [off] = rankRelievers([tired()], "Second Officer", "Tanker", "2027-03-01");
    expect(off).toMatchObject({ leaveOwed: 0, availableFrom: "2027-02-20" });
  });

  it("puts a promotion after a same-rank candidate still owed leave", () => {
    const pro = facts("Pro", { rank: "Third Officer" });
    expect(
      rankRelievers([pro, tired()], "Second Officer", "Tanker", "2027-03-01", policy).map((r) => r.name),
    ).toEqual(["Tired", "Pro"]);
  });
});

describe("nationality rules a flag sets", () => {
  const rule = (action: "block" | "warn") => ({
    flag: "Norway",
    rank: "Second Officer",
    nationalities: ["Norwegian", "Swedish"],
    action,
  });

  it("blocks (listed last, not eligible) a nationality the rule does not allow, case aside", () => {
    const list = [
      facts("Abe", { nationality: "Filipino", toursOnVessel: 3 }),
      facts("Bo", { nationality: " norwegian " }),
    ];
    const ranked = rankRelievers(list, "Second Officer", "Tanker", "2027-03-01", {
      nationalityRule: rule("block"),
    });
    expect(ranked.map((r) => [r.name, r.eligible])).toEqual([
      ["Bo", true],
      ["Abe", false],
    ]);
    expect(ranked[1].blockers).toEqual([
      {
        code: "NATIONALITY_RULE",
        message: "Norway flag: Second Officer must be Norwegian or Swedish (is Filipino)",
      },
    ]);
    expect(ranked[1].reasons[0]).toBe(
      "Not eligible: Norway flag: Second Officer must be Norwegian or Swedish (is Filipino)",
    );
  });

  it("only warns (ranked lower, still eligible) when the rule says so; no rule, no issue", () => {
    const list = [
      facts("Abe", { nationality: "Filipino", toursOnVessel: 3 }),
      facts("Bo", { nationality: "Swedish" }),
    ];
    const warned = rankRelievers(list, "Second Officer", "Tanker", "2027-03-01", {
      nationalityRule: rule("warn"),
    });
    expect(warned.map((r) => [r.name, r.eligible, r.warnings.length])).toEqual([
      ["Bo", true, 0],
      ["Abe", true, 1],
    ]);
    expect(warned[1].reasons).toContain(
      "Eligible with 1 warning: Norway flag: Second Officer must be Norwegian or Swedish (is Filipino)",
    );
    expect(rankRelievers(list, "Second Officer", "Tanker", "2027-03-01").map((r) => r.name)).toEqual([
      "Abe",
      "Bo",
    ]);
  });
});
