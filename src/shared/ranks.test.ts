import { describe, expect, it } from "vitest";
import { BUILTIN_CERTIFICATE_CODES, CERTIFICATE_CODE } from "./certificates";
import { addMonths } from "./dates";
import { normaliseRank, RANK_ALIASES, RANK_CATALOGUE, RANK_NAMES, rankOf, ZRank } from "./ranks";
import { DEFAULT_REQUIREMENTS, defaultRequiredCodes } from "./requirements";
import { SAMPLE_ENGINE_OFFICER_CODES, SAMPLE_NAV_OFFICER_CODES } from "./test/samples";

describe("rank catalogue", () => {
  it("maps the spec's three rank lists onto it, in any letter case", () => {
    const add = [
      "Captain",
      "Chief Officer",
      "2nd Officer",
      "3rd Officer",
      "Chief Engineer",
      "2nd Engineer",
      "3rd Engineer",
      "Bosun",
      "AB Seaman",
      "OS Seaman",
      "Cook",
      "Messman",
      "Oiler",
      "Wiper",
    ];
    const edit = [
      "Captain",
      "Chief Officer",
      "Second Officer",
      "Third Officer",
      "Chief Engineer",
      "Second Engineer",
      "Third Engineer",
      "Bosun",
      "Able Seaman",
      "Ordinary Seaman",
      "Cook",
      "Steward",
    ];
    const vessel = [
      "Captain",
      "Chief Engineer",
      "Chief Officer",
      "Second Officer",
      "Third Officer",
      "Bosun",
      "AB Seaman",
      "Cook",
      "Oiler",
      "Wiper",
    ];
    for (const r of [...add, ...edit, ...vessel]) expect(RANK_NAMES, r).toContain(normaliseRank(r));
    expect(normaliseRank("  2nd   officer ")).toBe("Second Officer");
    expect(normaliseRank("ab seaman")).toBe("Able Seaman");
    expect(normaliseRank("Messman")).toBe("Steward");
    expect(normaliseRank("Deck Cadet")).toBeNull();
    for (const target of Object.values(RANK_ALIASES)) expect(RANK_NAMES).toContain(target);
  });

  it("gives each rank its department, level and STCW capacity", () => {
    expect(rankOf("Chief Engineer")).toMatchObject({
      department: "engine",
      level: "officer",
      senior: true,
      capacity: { regulation: "III/2" },
    });
    expect(rankOf("Third Officer")).toMatchObject({
      department: "deck",
      level: "officer",
      capacity: { regulation: "II/1" },
    });
    expect(rankOf("Able Seaman")?.capacity?.regulation).toBe("II/5");
    expect(rankOf("Cook")).toMatchObject({ department: "catering", level: "rating", capacity: null });
    expect(new Set(RANK_CATALOGUE.map((r) => r.code)).size).toBe(RANK_CATALOGUE.length);
  });

  it("validates a rank in a request: aliases stored as the catalogue name, others refused", () => {
    expect(ZRank.parse("AB Seaman")).toBe("Able Seaman");
    expect(ZRank.safeParse("Admiral").error?.issues[0].message).toBe("Choose a rank from the list");
    expect(ZRank.safeParse("").error?.issues[0].message).toBe("Rank is required");
  });
});

describe("default requirements (docs/regulations.md)", () => {
  const codes = (rank: string, type: string) => defaultRequiredCodes(rankOf(rank) as never, type).sort();
  it("every rank: passport, cdc, medical, bst, ssa; officers their CoC and courses; tankers and passenger ships more", () => {
    expect(codes("Steward", "Bulk Carrier")).toEqual(["bst", "cdc", "medical", "passport", "ssa"]);
    expect(codes("Third Officer", "Bulk Carrier")).toEqual(SAMPLE_NAV_OFFICER_CODES);
    expect(codes("Third Engineer", "Tanker")).toEqual([...SAMPLE_ENGINE_OFFICER_CODES, "tanker_basic"]);
    expect(codes("Second Engineer", "Tanker")).toContain("tanker_advanced_oil");
    expect(codes("Chief Officer", "Ferry")).toEqual(
      expect.arrayContaining(["passenger_crowd", "passenger_crisis", "medical_care"]),
    );
    // V/2: familiarisation and crowd management for every rank, crisis management for the senior only
    expect(codes("Third Officer", "Ferry")).toEqual(
      expect.arrayContaining(["passenger_crowd", "passenger_familiarisation"]),
    );
    expect(codes("Steward", "Cruise Ship")).toContain("passenger_crowd");
    expect(codes("Third Officer", "Ferry")).not.toContain("passenger_crisis");
  });
  it("uses only catalogue codes", () => {
    for (const r of DEFAULT_REQUIREMENTS) {
      expect(BUILTIN_CERTIFICATE_CODES).toContain(r.certificateType);
      expect(CERTIFICATE_CODE.test(r.certificateType)).toBe(true);
    }
  });
});

describe("addMonths", () => {
  it("clamps to the month's last day, leap years included", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2027-08-31", 6)).toBe("2028-02-29");
    expect(addMonths("2028-02-29", -12)).toBe("2027-02-28");
    expect(addMonths("2026-12-15", 1)).toBe("2027-01-15");
    expect(addMonths("2026-01-15", -1)).toBe("2025-12-15");
  });
});
