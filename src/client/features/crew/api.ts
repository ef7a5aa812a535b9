// Crew and contracts API (spec §7, DESIGN §7): query options, hooks and mutations of the crew area.
// Every mutation refreshes crew, vessels and dashboard stats (spec §4).

import type {
  TCrewCreateRequest,
  TCrewMember,
  TCrewStats,
  TCrewStatus,
  TCrewUpdateRequest,
} from "@shared/crew";
import type { TVessel } from "@shared/vessels";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiList, type ListResult } from "@/lib/api-client";

export type CrewMember = TCrewMember;
export type ActiveContract = TCrewMember["activeContract"];
export type CrewStats = TCrewStats;
export type CrewWriteBody = TCrewUpdateRequest;
export type CrewCreateBody = TCrewCreateRequest;
export type VesselOption = Pick<TVessel, "id" | "name">;

export interface CrewListFilters {
  q?: string;
  /** A vessel id, "none" for unassigned, or undefined for all vessels. */
  vesselId?: string;
  status?: TCrewStatus;
}

export const crewKeys = {
  all: ["crew"] as const,
  list: (filters: CrewListFilters, limit: number, offset: number) =>
    ["crew", "list", filters, limit, offset] as const,
  stats: ["crew", "stats"] as const,
  detail: (id: string) => ["crew", "detail", id] as const,
};

export const CREW_PAGE_SIZE = 50;
export const EXPORT_PAGE_SIZE = 500;

export function fetchCrewPage(
  filters: CrewListFilters,
  limit: number,
  offset: number,
): Promise<ListResult<CrewMember>> {
  return apiList<CrewMember>("/api/crew", { ...filters, limit, offset });
}

export const crewListQuery = (filters: CrewListFilters, limit = CREW_PAGE_SIZE, offset = 0) =>
  queryOptions({
    queryKey: crewKeys.list(filters, limit, offset),
    queryFn: () => fetchCrewPage(filters, limit, offset),
    placeholderData: keepPreviousData,
  });

export const crewStatsQuery = queryOptions({
  queryKey: crewKeys.stats,
  queryFn: () => api<CrewStats>("GET", "/api/crew/stats"),
});

export const crewMemberQuery = (id: string) =>
  queryOptions({
    queryKey: crewKeys.detail(id),
    queryFn: () => api<CrewMember>("GET", `/api/crew/${id}`),
  });

/** Vessel names for the filter and the selects (the vessels area owns the full list). */
export const vesselOptionsQuery = queryOptions({
  queryKey: ["vessels", "options"] as const,
  queryFn: async () => (await apiList<VesselOption>("/api/vessels", { limit: 500 })).items,
});

export function useCrewList(filters: CrewListFilters, offset: number) {
  return useQuery(crewListQuery(filters, CREW_PAGE_SIZE, offset));
}
export function useCrewStats() {
  return useQuery(crewStatsQuery);
}
export function useVesselOptions() {
  return useQuery(vesselOptionsQuery);
}

function useInvalidateAfterMutation() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ["crew"] }),
      client.invalidateQueries({ queryKey: ["vessels"] }),
      client.invalidateQueries({ queryKey: ["dashboard", "stats"] }),
    ]);
}

export function useCreateCrew() {
  const invalidate = useInvalidateAfterMutation();
  return useMutation({
    mutationFn: (body: CrewCreateBody) => api<CrewMember>("POST", "/api/crew", body),
    onSuccess: invalidate,
  });
}

/** The edit of spec §5: the contract dates first (their failure stops the edit), then the member. */
export function useUpdateCrew() {
  const invalidate = useInvalidateAfterMutation();
  return useMutation({
    mutationFn: async ({
      id,
      body,
      contract,
    }: {
      id: string;
      body: CrewWriteBody;
      contract?: { id: string; startDate: string; endDate: string };
    }) => {
      if (contract) {
        await api("PUT", `/api/contracts/${contract.id}`, {
          startDate: contract.startDate,
          endDate: contract.endDate,
        });
      }
      return api<CrewMember>("PUT", `/api/crew/${id}`, body);
    },
    onSettled: invalidate,
  });
}

export function useDeleteCrew() {
  const invalidate = useInvalidateAfterMutation();
  return useMutation({
    mutationFn: (id: string) => api<void>("DELETE", `/api/crew/${id}`),
    onSuccess: invalidate,
  });
}
