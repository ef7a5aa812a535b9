// Vessel CSV exports (spec §7): the dashboard's vessels-export.csv and Fleet Management's
// fleet-management-<yyyy-MM-dd>.csv, one row per vessel matching the screen's filters.
import { VESSEL_STATUS_LABELS } from "@shared/options";
import { type CsvColumn, recordRows } from "@/lib/csv";
import type { CsvExport } from "@/lib/csv-export";
import { fetchAllVessels, type Vessel, type VesselFilters } from "./api";

export const VESSEL_CSV_COLUMNS: CsvColumn<Vessel>[] = [
  { header: "Name", value: (v) => v.name },
  { header: "Type", value: (v) => v.type },
  { header: "IMO Number", value: (v) => v.imoNumber ?? "" },
  { header: "Flag", value: (v) => v.flag },
  { header: "Status", value: (v) => VESSEL_STATUS_LABELS[v.status] },
  { header: "Crew Assigned", value: (v) => v.crewCount },
  { header: "Crew Capacity", value: (v) => v.crewCapacity },
  { header: "Utilization %", value: (v) => utilization(v) },
  { header: "Active Contracts", value: (v) => v.activeContracts },
  { header: "Next Crew Change", value: (v) => v.nextCrewChange ?? "" },
  { header: "Maintenance Until", value: (v) => v.maintenanceUntil ?? "" },
];

/** Spec §9: assigned crew divided by capacity, as a rounded percentage. */
export function utilization(v: Pick<Vessel, "crewCount" | "crewCapacity">): number {
  return v.crewCapacity > 0 ? Math.round((v.crewCount / v.crewCapacity) * 100) : 0;
}

/** fleet-management-<yyyy-MM-dd>.csv, dated by the user's local calendar. */
export function fleetExportFileName(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `fleet-management-${date}.csv`;
}

export const VESSELS_EXPORT_FILE_NAME = "vessels-export.csv";

/** Every vessel matching the filters, as `fileName`. */
export function vesselsExport(filters: VesselFilters, fileName: string): CsvExport<Vessel> {
  return {
    fetchAll: () => fetchAllVessels(filters),
    rows: (vessels) => recordRows(VESSEL_CSV_COLUMNS, vessels),
    fileName: () => fileName,
    report: "Vessel list",
    emptyText: "No vessels found to export",
    failureText: "Unable to export fleet data. Please try again.",
  };
}
