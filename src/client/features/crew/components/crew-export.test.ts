import { describe, expect, it } from "vitest";
import type { CrewMember } from "../api";
import { buildCrewCsv, CREW_EXPORT_COLUMNS, crewExportFileName } from "./crew-export";

const base: CrewMember = {
  id: "00000000-0000-4000-8000-000000000001",
  userId: null,
  firstName: "Ana",
  lastName: "Silva",
  nationality: "Portuguese",
  dateOfBirth: "1990-04-02",
  gender: null,
  placeOfBirth: null,
  countryOfBirth: null,
  rank: "Bosun",
  phoneNumber: null,
  email: null,
  emergencyContact: null,
  currentVesselId: null,
  currentVessel: null,
  status: "active",
  activeContract: null,
  documentCount: 3,
  createdAt: "2026-01-01T00:00:00.000Z",
};

const contract = (endDate: string) => ({
  id: "00000000-0000-4000-8000-0000000000aa",
  startDate: "2026-01-01",
  endDate,
  status: "active" as const,
  currency: "USD",
  salary: 0,
});

const lines = (csv: string) => csv.replace(/^\uFEFF/, "").split("\r\n");

describe("crew CSV export", () => {
  it("names the file with the product prefix and a yyyy-MM-dd-HHmm stamp", () => {
    expect(crewExportFileName(new Date(2026, 10, 22, 9, 5))).toBe("CrewFleet-Crew-List-2026-11-22-0905.csv");
  });

  it("writes a BOM, the header block, the rows and summary counts", () => {
    const crew: CrewMember[] = [
      {
        ...base,
        activeContract: contract("2026-12-01"),
        currentVesselId: base.id,
        currentVessel: { id: base.id, name: "MV Sea" },
      },
      { ...base, firstName: "Bo", status: "inactive", activeContract: contract("2026-11-01") },
      { ...base, firstName: "Cy", status: "onLeave", activeContract: contract("2027-06-01") },
    ];
    const csv = buildCrewCsv(crew, "Vessel: MV Sea", new Date(2026, 10, 22, 9, 5), "2026-11-22");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const rows = lines(csv);
    expect(rows[0]).toBe("CrewFleet Crew List");
    expect(rows[1]).toBe("Generated at,2026-11-22 09:05");
    expect(rows[2]).toBe("Filters,Vessel: MV Sea");
    expect(rows[4]).toBe(CREW_EXPORT_COLUMNS.join(","));
    expect(rows[5]).toBe(
      "Ana,Silva,Bosun,Portuguese,1990-04-02,,,active,MV Sea,Expiring,2026-01-01,2026-12-01,9,3",
    );
    expect(rows[6]).toContain(",Not assigned,Expired,2026-01-01,2026-11-01,0,3");
    expect(rows[7]).toContain(",Active,2026-01-01,2027-06-01,");
    const summary = [
      ["Total crew", 3],
      ["Active", 1],
      ["On leave", 1],
      ["Inactive", 1],
      ["Assigned to a vessel", 1],
      ["Contracts expiring within 30 days", 1],
      ["Contracts expired", 1],
    ];
    for (const [label, count] of summary) expect(rows).toContain(`${label},${count}`);
  });

  it("neutralises formula cells typed into crew fields, and keeps a phone number readable", () => {
    const csv = buildCrewCsv(
      [{ ...base, firstName: "=HYPERLINK(1)", lastName: "+1+1", phoneNumber: "+47 555 0101" }],
      "None",
      new Date(),
      "2026-11-22",
    );
    expect(
      lines(csv)[5].startsWith("'=HYPERLINK(1),'+1+1,Bosun,Portuguese,1990-04-02,\"\t+47 555 0101\","),
    ).toBe(true);
  });
});
