import { describe, expect, it } from "vitest";
import { buildCsvFromRecords } from "@/lib/csv";
import type { Vessel } from "./api";
import { fleetExportFileName, utilization, VESSEL_CSV_COLUMNS } from "./vessel-export";

const vessel: Vessel = {
  id: "00000000-0000-4000-8000-000000000001",
  name: "=cmd|' /C calc'!A0",
  type: "Tanker",
  imoNumber: "9120009",
  callSign: null,
  flag: "St. Kitts & Nevis",
  status: "in-port",
  crewCapacity: 12,
  nextCrewChange: "2026-12-01",
  maintenanceUntil: null,
  crewCount: 1,
  activeContracts: 1,
  createdAt: "2026-11-22T00:00:00.000Z",
};

describe("vessel export", () => {
  it("utilization is assigned crew over capacity as a rounded percentage (spec §9)", () => {
    expect(utilization({ crewCount: 1, crewCapacity: 12 })).toBe(8);
    expect(utilization({ crewCount: 20, crewCapacity: 20 })).toBe(100);
    expect(utilization({ crewCount: 0, crewCapacity: 20 })).toBe(0);
  });

  it("names the Fleet Management file by the local date", () => {
    expect(fleetExportFileName(new Date(2026, 0, 5, 23, 30))).toBe("fleet-management-2026-01-05.csv");
  });

  it("writes one row per vessel with status labels, neutralising a formula in a name", () => {
    const csv = buildCsvFromRecords(VESSEL_CSV_COLUMNS, [vessel], { bom: false });
    expect(csv.split("\r\n")).toEqual([
      "Name,Type,IMO Number,Flag,Status,Crew Assigned,Crew Capacity,Utilization %,Active Contracts,Next Crew Change,Maintenance Until",
      // quoted too: "|" is a list separator in some locales (src/shared/csv-cell.ts)
      "\"'=cmd|' /C calc'!A0\",Tanker,9120009,St. Kitts & Nevis,In Port,1,12,8,1,2026-12-01,",
      "",
    ]);
  });
});
