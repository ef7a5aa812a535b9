// Crew CSV export (spec §7): BOM, a header block (title, generated at, filters), the crew rows and
// summary counts; file name "CrewFleet-Crew-List-yyyy-MM-dd-HHmm.csv". The list is fetched in pages of
// 500 (the API's limit) with progress reported after each page, so 10,000 crew never freeze the page.
import { contractDaysRemaining, contractState } from "@shared/expiry";
import { format } from "date-fns";
import { buildCsv, type CsvCell } from "@/lib/csv";
import { type CrewListFilters, type CrewMember, EXPORT_PAGE_SIZE, fetchCrewPage } from "../api";

export const CREW_EXPORT_COLUMNS = [
  "First Name",
  "Last Name",
  "Rank",
  "Nationality",
  "Date of Birth",
  "Phone",
  "Email",
  "Status",
  "Vessel",
  "Contract Status",
  "Contract Start",
  "Contract End",
  "Days Remaining",
  "Documents",
] as const;

export function crewExportFileName(now: Date): string {
  return `CrewFleet-Crew-List-${format(now, "yyyy-MM-dd-HHmm")}.csv`;
}

/** A contract's state in words: the crew table's badge and the CSV's column say the same. */
export const CONTRACT_LABELS = {
  active: "Active",
  expiring: "Expiring",
  expired: "Expired",
  none: "Inactive",
} as const;

/** The whole CSV text for `crew`; `filterText` describes the filters the list was exported with. */
export function buildCrewCsv(
  crew: readonly CrewMember[],
  filterText: string,
  now: Date,
  today: string,
): string {
  return buildCsv(crewRows(crew, filterText, now, today));
}

/** The export's rows (header block, crew, summary), for CSV or .xlsx. */
export function crewRows(
  crew: readonly CrewMember[],
  filterText: string,
  now: Date,
  today: string,
): CsvCell[][] {
  const rows: CsvCell[][] = [
    ["CrewFleet Crew List"],
    ["Generated at", format(now, "yyyy-MM-dd HH:mm")],
    ["Filters", filterText],
    [],
    [...CREW_EXPORT_COLUMNS],
  ];
  const counts = {
    active: 0,
    inactive: 0,
    onLeave: 0,
    assigned: 0,
    activeContracts: 0,
    expiring: 0,
    expired: 0,
  };
  for (const m of crew) {
    const state = contractState(m.activeContract, today);
    if (m.status === "active") counts.active++;
    else if (m.status === "onLeave") counts.onLeave++;
    else counts.inactive++;
    if (m.currentVesselId) counts.assigned++;
    if (state !== "none") counts.activeContracts++;
    if (state === "expiring") counts.expiring++;
    if (state === "expired") counts.expired++;
    rows.push([
      m.firstName,
      m.lastName,
      m.rank,
      m.nationality,
      m.dateOfBirth,
      m.phoneNumber ?? "",
      m.email ?? "",
      m.status,
      m.currentVessel?.name ?? "Not assigned",
      CONTRACT_LABELS[state],
      m.activeContract?.startDate ?? "",
      m.activeContract?.endDate ?? "",
      m.activeContract ? contractDaysRemaining(m.activeContract, today) : "",
      m.documentCount,
    ]);
  }
  rows.push(
    [],
    ["Summary"],
    ["Total crew", crew.length],
    ["Active", counts.active],
    ["On leave", counts.onLeave],
    ["Inactive", counts.inactive],
    ["Assigned to a vessel", counts.assigned],
    ["Active contracts", counts.activeContracts],
    ["Contracts expiring within 30 days", counts.expiring],
    ["Contracts expired", counts.expired],
  );
  return rows;
}

/** Fetches every crew member matching `filters`, page by page; `onProgress(done, total)` after each. */
export async function fetchAllCrew(
  filters: CrewListFilters,
  onProgress: (done: number, total: number) => void,
): Promise<CrewMember[]> {
  const all: CrewMember[] = [];
  let total = Number.POSITIVE_INFINITY;
  while (all.length < total) {
    const page = await fetchCrewPage(filters, EXPORT_PAGE_SIZE, all.length);
    total = page.total;
    all.push(...page.items);
    onProgress(all.length, total);
    if (page.items.length === 0) break;
    // Yield to the browser between pages so the page stays responsive.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return all;
}
