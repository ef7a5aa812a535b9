// Port paperwork API: a vessel's or a crew change's crew list (the preview with its missing items), the
// download addresses of the files (crew list, crew's effects, inspection pack), and a seafarer's effects.
import type { CrewListKind, TCrewEffects, TCrewList } from "@shared/port-paperwork";
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
