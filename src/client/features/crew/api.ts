// Crew API (spec §7, DESIGN §7): the crew area's query keys, query options, fetchers and mutations, used
// by every screen that lists, picks, creates, edits, assigns or deletes crew members.
import type {
  TCrewCreateRequest,
  TCrewListQuery,
  TCrewMember,
  TCrewStats,
  TCrewStatus,
  TCrewUpdateRequest,
} from "@shared/crew";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { activityKeys } from "@/features/activity/api";
import { alertKeys } from "@/features/alerts/api";
import { complianceKeys } from "@/features/compliance/api";
import { dashboardKeys } from "@/features/dashboard/api";
import { documentKeys } from "@/features/documents/api";
import { eventKeys } from "@/features/events/api";
import { rotationKeys } from "@/features/rotations/api";
import { systemKeys } from "@/features/system/api";
import { userKeys } from "@/features/users/api";
import { vesselKeys } from "@/features/vessels/api";
import { api, apiList, type ListResult } from "@/lib/api-client";
import { useWriteMutation } from "@/lib/write-mutation";

export type CrewMember = TCrewMember;
export type ActiveContract = TCrewMember["activeContract"];
export type CrewStats = TCrewStats;
export type CrewWriteBody = TCrewUpdateRequest;
export type CrewCreateBody = TCrewCreateRequest;
/** A crew member as the pickers show them (rotation form, document upload). */
export type CrewOption = Pick<TCrewMember, "id" | "firstName" | "lastName" | "rank">;

export interface CrewListFilters {
  q?: string;
  /** A vessel id, "none" for unassigned, or undefined for all vessels. */
  vesselId?: TCrewListQuery["vesselId"];
  status?: TCrewStatus;
  /** Only active crew with no vessel (Fleet Management's available crew). */
  available?: boolean;
}

export const crewKeys = {
  all: ["crew"] as const,
  list: (filters: CrewListFilters, limit: number, offset: number) =>
    ["crew", "list", filters, limit, offset] as const,
  stats: ["crew", "stats"] as const,
  detail: (id: string) => ["crew", "detail", id] as const,
  options: (q: string, limit: number) => ["crew", "options", q, limit] as const,
};

/**
 * What a crew write makes stale (spec §4): crew lists and counts, vessels (crew on board, capacity, and
 * a vessel's contracts: an edit may change the active contract's dates), the dashboard (expiring
 * contracts, the member's own dashboard), and what hangs off a member: documents, alerts, rotations and
 * upcoming events (contract ends; a deleted member takes theirs along), the System tab's figures, the
 * crew an account may be linked to, and the activity report (each write logs an entry).
 */
export const crewWriteInvalidates = () => [
  crewKeys.all,
  vesselKeys.all,
  dashboardKeys.all,
  documentKeys.all,
  alertKeys.all,
  rotationKeys.all,
  eventKeys.all,
  systemKeys.stats,
  userKeys.linkableCrew,
  activityKeys.all,
  complianceKeys.all,
];

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

export const crewStatsQuery = queryOptions({
  queryKey: crewKeys.stats,
  queryFn: () => api<CrewStats>("GET", "/api/crew/stats"),
});

export const crewMemberQuery = (id: string) =>
  queryOptions({
    queryKey: crewKeys.detail(id),
    queryFn: () => api<CrewMember>("GET", `/api/crew/${id}`),
  });

/** Crew members for a picker: the first `limit` matching `q` (GET /api/crew). */
export const crewOptionsQuery = (q = "", limit = 500) =>
  queryOptions({
    queryKey: crewKeys.options(q, limit),
    queryFn: async () => (await apiList<CrewOption>("/api/crew", { q: q || undefined, limit })).items,
    placeholderData: keepPreviousData,
  });

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
 * neither (issue 17).
 */
export function useUpdateCrew() {
  return useWriteMutation(
    ({ id, body }: { id: string; body: CrewWriteBody }) => api<CrewMember>("PUT", `/api/crew/${id}`, body),
    crewWriteInvalidates,
  );
}

/** Assigns a crew member to a vessel, or removes them from it with vesselId null (spec §4); an
 * assignment despite eligibility blockers carries the override reason (issue 19). */
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

export function useDeleteCrew() {
  return useWriteMutation((id: string) => api<void>("DELETE", `/api/crew/${id}`), crewWriteInvalidates);
}
