// Crew API (spec §7, DESIGN §7): the crew area's query keys, query options, fetchers and mutations, used
// by every screen that lists, picks, creates, edits, assigns or deletes crew members.

import type { TBulkResult } from "@shared/bulk";
import type {
  TCrewCreateRequest,
  TCrewMember,
  TCrewStats,
  TCrewStatus,
  TCrewUpdateRequest,
} from "@shared/crew";
import type { TCrewBulkUpdate } from "@shared/crew-bulk";
import type { CrewSort, SortDirection, TCrewFacets, TCrewListQuery } from "@shared/crew-list";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, apiList, type ListResult } from "@/lib/api-client";
import { invalidatesOf, QUERY_ROOTS } from "@/lib/invalidation";
import { offsetPagesQuery } from "@/lib/picker-pages";
import { useWriteMutation } from "@/lib/write-mutation";

export type CrewMember = TCrewMember;
export type ActiveContract = TCrewMember["activeContract"];
export type CrewStats = TCrewStats;
export type CrewWriteBody = TCrewUpdateRequest;
export type CrewCreateBody = TCrewCreateRequest;
/** A crew member as the pickers show them (rotation form, document upload, account link, assign). */
export type CrewOption = Pick<TCrewMember, "id" | "firstName" | "lastName" | "rank">;
/** Which crew a picker offers: all, only those without a user account, or only the available. */
export interface CrewPickerFilters {
  account?: "none";
  available?: boolean;
}

export interface CrewListFilters {
  q?: string;
  /** A vessel id, "none" for unassigned, or undefined for all vessels. */
  vesselId?: TCrewListQuery["vesselId"];
  status?: TCrewStatus;
  /** Only active crew with no vessel (Fleet Management's available crew). */
  available?: boolean;
  rank?: string;
  nationality?: string;
  /** An active contract ending within this many days (or already past its end). */
  contractEndsWithin?: number;
  sort?: CrewSort;
  dir?: SortDirection;
}

export const crewKeys = {
  all: QUERY_ROOTS.crew,
  list: (filters: CrewListFilters, limit: number, offset: number) =>
    ["crew", "list", filters, limit, offset] as const,
  stats: ["crew", "stats"] as const,
  facets: ["crew", "facets"] as const,
  detail: (id: string) => ["crew", "detail", id] as const,
  picker: (filters: CrewPickerFilters, q: string) => ["crew", "picker", filters, q] as const,
};

export const crewWriteInvalidates = invalidatesOf("crew");

export const CREW_PAGE_SIZE = 50;
export const EXPORT_PAGE_SIZE = 500;

export function fetchCrewPage(
  filters: CrewListFilters,
  limit: number,
  offset: number,
): Promise<ListResult<CrewMember>> {
  const { available, q, ...rest } = filters;
  return apiList<CrewMember>("/api/crew", {
    ...rest,
    q: q?.trim() || undefined,
    available: available ? "true" : undefined,
    limit,
    offset,
  });
}

export const crewListQuery = (filters: CrewListFilters, limit = CREW_PAGE_SIZE, offset = 0) =>
  queryOptions({
    queryKey: crewKeys.list(filters, limit, offset),
    queryFn: () => fetchCrewPage(filters, limit, offset),
    placeholderData: keepPreviousData,
  });

/** The ranks and nationalities on file, for the list's filters (refreshed with every crew write). */
export const crewFacetsQuery = queryOptions({
  queryKey: crewKeys.facets,
  queryFn: () => api<TCrewFacets>("GET", "/api/crew/facets"),
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

/** Crew members for a picker, searched on the server and paged (GET /api/crew): CrewPicker. */
export const crewPickerQuery = (filters: CrewPickerFilters, q: string) =>
  offsetPagesQuery(crewKeys.picker(filters, q), (limit, offset) =>
    apiList<CrewOption>("/api/crew", {
      q: q || undefined,
      account: filters.account,
      available: filters.available ? "true" : undefined,
      limit,
      offset,
    }),
  );

export function useCrewList(filters: CrewListFilters, offset: number) {
  return useQuery(crewListQuery(filters, CREW_PAGE_SIZE, offset));
}
export function useCrewStats() {
  return useQuery(crewStatsQuery);
}

export function useCreateCrew() {
  return useWriteMutation(
    (body: CrewCreateBody) => api<CrewMember>("POST", "/api/crew", body),
    crewWriteInvalidates,
  );
}

/**
 * The edit of spec §5 in one request: PUT /api/crew/:id with the member's fields and, when given, the
 * active contract's contractStartDate / contractEndDate; the server saves both in one transaction or
 * neither.
 */
export function useUpdateCrew() {
  return useWriteMutation(
    ({ id, body }: { id: string; body: CrewWriteBody }) => api<CrewMember>("PUT", `/api/crew/${id}`, body),
    crewWriteInvalidates,
  );
}

/** Assigns a crew member to a vessel, or removes them from it with vesselId null (spec §4); an
 * assignment despite eligibility blockers carries the override reason. */
export function useSetCrewVessel() {
  return useWriteMutation(
    ({
      crewId,
      vesselId,
      override,
    }: {
      crewId: string;
      vesselId: string | null;
      override?: { reason: string };
    }) =>
      api<CrewMember>("PUT", `/api/crew/${crewId}`, {
        currentVesselId: vesselId,
        ...(override ? { override } : {}),
      }),
    crewWriteInvalidates,
  );
}

/** Sets the rank or the vessel of several members, each as the single edit does it; answers each one's
 * outcome (done, or refused with the reason). */
export function useBulkUpdateCrew() {
  return useWriteMutation(
    (body: TCrewBulkUpdate) => api<TBulkResult>("POST", "/api/crew/bulk-update", body),
    crewWriteInvalidates,
  );
}

export function useDeleteCrew() {
  return useWriteMutation((id: string) => api<void>("DELETE", `/api/crew/${id}`), crewWriteInvalidates);
}
