import { describe, expect, it } from "vitest";
import type { ComplianceRow } from "./api";
import { complianceFileBase, complianceTable } from "./compliance-export";

const row: ComplianceRow = {
  crewMemberId: "00000000-0000-4000-8000-000000000001",
  name: "Ana Cruz",
  rank: "Chief Officer",
  placement: "planned",
  joinDate: "2026-04-01",
  signOnNotConfirmed: false,
  compliant: false,
  cells: [
    { code: "passport", status: "valid", expiryDate: "2030-01-01" },
    { code: "bst", status: "missing", expiryDate: null },
    { code: "ecdis", status: "not_required" },
  ],
};

describe("compliance export table", () => {
  it("writes a status and an expiry column per certificate type, ISO dates", () => {
    const t = complianceTable(
      [
        { code: "passport", name: "Passport" },
        { code: "bst", name: "Basic Safety Training" },
        { code: "ecdis", name: "ECDIS" },
      ],
      [row],
    );
    expect(t[0]).toEqual([
      "Crew member",
      "Rank",
      "Placement",
      "Join date",
      "Compliant",
      "Passport",
      "Passport expiry",
      "Basic Safety Training",
      "Basic Safety Training expiry",
      "ECDIS",
      "ECDIS expiry",
    ]);
    expect(t[1]).toEqual([
      "Ana Cruz",
      "Chief Officer",
      "Planned",
      "2026-04-01",
      "No",
      "Valid",
      "2030-01-01",
      "Missing",
      "",
      "Not required",
      "",
    ]);
  });

  it("names the file after the vessel and the day", () => {
    expect(complianceFileBase("MV Ocean / Star", "2026-03-20")).toBe("compliance-mv-ocean-star-2026-03-20");
    expect(complianceFileBase("***", "2026-03-20")).toBe("compliance-vessel-2026-03-20");
  });
});
