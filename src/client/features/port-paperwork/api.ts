// Port paperwork API: a vessel's or a crew change's crew list (the preview with its missing items), the
// download addresses of the files (crew list, crew's effects, inspection pack), a seafarer's effects, and
// the vessel's table of shipboard working arrangements (MLC A2.3 para 10).
import type { TWorkingArrangements, TWorkingArrangementsRequest } from "@shared/inspection-pack";
import type { CrewListKind, TCrewEffects, TCrewList, TCrewListCheck } from "@shared/port-paperwork";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useWriteMutation } from "@/lib/write-mutation";

export type CrewList = TCrewList;

/** Where a list comes from: a vessel on a date, or a crew change (its vessel and date). */
export type ListSource = { vesselId: string; date: string } | { crewChangeId: string };

export const portPaperworkKeys = {
  all: ["port-paperwork"] as const,
  list: (source: ListSource, kind: CrewListKind) => ["port-paperwork", "list", source, kind] as const,
  effects: (crewId: string) => ["port-paperwork", "effects", crewId] as const,
  check: (crewId: string) => ["port-paperwork", "check", crewId] as const,
  arrangements: (vesselId: string) => ["port-paperwork", "arrangements", vesselId] as const,
};

/** The crew list's address in a format. */
export function crewListUrl(source: ListSource, kind: CrewListKind, format: "json" | "pdf" | "xlsx" | "csv") {
  return "crewChangeId" in source
    ? `/api/crew-changes/${source.crewChangeId}/crew-list?kind=${kind}&format=${format}`
    : `/api/vessels/${source.vesselId}/crew-list?date=${source.date}&kind=${kind}&format=${format}`;
}

export const effectsUrl = (vesselId: string, date: string, kind: CrewListKind, format: "pdf" | "xlsx") =>
  `/api/vessels/${vesselId}/crew-effects?date=${date}&kind=${kind}&format=${format}`;

export const inspectionPackUrl = (vesselId: string, date: string, months: number) =>
  `/api/vessels/${vesselId}/inspection-pack?date=${date}&months=${months}`;

export function crewListQuery(source: ListSource, kind: CrewListKind, enabled = true) {
  return queryOptions({
    queryKey: portPaperworkKeys.list(source, kind),
    queryFn: () => api<CrewList>("GET", crewListUrl(source, kind, "json")),
    enabled,
    // records are completed on other screens: a list opened again is read again
    staleTime: 0,
  });
}

/** What a crew list of today would lack of the seafarer's identity data. */
export function crewListCheckQuery(crewId: string) {
  return queryOptions({
    queryKey: portPaperworkKeys.check(crewId),
    queryFn: () => api<TCrewListCheck>("GET", `/api/crew/${crewId}/crew-list-check`),
    // the record and documents are completed elsewhere (the office, an upload): read again when shown
    staleTime: 0,
  });
}

export function effectsQuery(crewId: string) {
  return queryOptions({
    queryKey: portPaperworkKeys.effects(crewId),
    queryFn: () => api<TCrewEffects>("GET", `/api/crew/${crewId}/effects`),
  });
}

export function useSaveEffects(crewId: string) {
  return useWriteMutation(
    (body: TCrewEffects) => api<TCrewEffects>("PUT", `/api/crew/${crewId}/effects`, body),
    () => [portPaperworkKeys.all],
  );
}

const arrangementsUrl = (vesselId: string) => `/api/vessels/${vesselId}/working-arrangements`;

export function workingArrangementsQuery(vesselId: string) {
  return queryOptions({
    queryKey: portPaperworkKeys.arrangements(vesselId),
    queryFn: () => api<TWorkingArrangements>("GET", arrangementsUrl(vesselId)),
  });
}

export function useSaveWorkingArrangements(vesselId: string) {
  return useWriteMutation(
    (body: TWorkingArrangementsRequest) => api<TWorkingArrangements>("PUT", arrangementsUrl(vesselId), body),
    () => [portPaperworkKeys.arrangements(vesselId)],
  );
}
