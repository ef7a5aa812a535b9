// Scheduling API: rotations (one month or range at a time), counters, the crew and vessel pickers, and
// rotation mutations that invalidate every rotations key (spec §4: rotation changes refresh the list).
import {
  type TUpcomingEvent,
  UPCOMING_EVENTS_DAYS,
  UPCOMING_EVENTS_LIMIT,
  UPCOMING_EVENTS_REFETCH_MS,
} from "@shared/events";
import type { TRotation, TRotationCreateRequest, TRotationUpdateRequest } from "@shared/rotations";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, apiList, apiListAll, isApiError } from "@/lib/api-client";

export const rotationKeys = {
  all: ["rotations"] as const,
  range: (from: string, to: string) => ["rotations", "range", from, to] as const,
  one: (id: string) => ["rotations", "one", id] as const,
  count: (status?: string, from?: string, to?: string) => ["rotations", "count", status, from, to] as const,
};

export const rotationsInRange = (from: string, to: string) =>
  queryOptions({
    queryKey: rotationKeys.range(from, to),
    // A busy month at fleet scale holds thousands of rotations: fetch every page, never a silent first 500.
    queryFn: async () => {
      const items = await apiListAll<TRotation>("/api/rotations", { from, to });
      return { items, total: items.length };
    },
  });

/** One rotation by id, for the ?highlight deep link (null when it no longer exists). */
export const rotationById = (id: string) =>
  queryOptions({
    queryKey: rotationKeys.one(id),
    queryFn: async () => {
      try {
        return await api<TRotation>("GET", `/api/rotations/${id}`);
      } catch (error) {
        if (isApiError(error, 404) || isApiError(error, 400)) return null;
        throw error;
      }
    },
  });

/** A count from X-Total-Count: status scheduled (Upcoming) or a date range (This Month). */
export const rotationCount = (params: { status?: string; from?: string; to?: string }) =>
  queryOptions({
    queryKey: rotationKeys.count(params.status, params.from, params.to),
    queryFn: async () => (await apiList<TRotation>("/api/rotations", { ...params, limit: 1 })).total,
  });

export interface VesselOption {
  id: string;
  name: string;
  status: string;
}
export interface CrewOption {
  id: string;
  firstName: string;
  lastName: string;
  rank: string;
}

export const vesselOptions = queryOptions({
  queryKey: ["vessels", "options"],
  queryFn: async () => (await apiList<VesselOption>("/api/vessels", { limit: 500 })).items,
});

export const activeVesselCount = queryOptions({
  queryKey: ["vessels", "count", "active"],
  queryFn: async () => (await apiList<VesselOption>("/api/vessels", { status: "active", limit: 1 })).total,
});

export const crewOptions = queryOptions({
  queryKey: ["crew", "options"],
  queryFn: async () => (await apiList<CrewOption>("/api/crew", { limit: 500 })).items,
});

function useInvalidateRotations() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: rotationKeys.all }),
      qc.invalidateQueries({ queryKey: ["upcoming-events"] }),
    ]);
}

export function useCreateRotation() {
  const invalidate = useInvalidateRotations();
  return useMutation({
    mutationFn: (body: TRotationCreateRequest) => api<TRotation>("POST", "/api/rotations", body),
    onSuccess: invalidate,
  });
}

export function useUpdateRotation() {
  const invalidate = useInvalidateRotations();
  return useMutation({
    mutationFn: ({ id, ...body }: TRotationUpdateRequest & { id: string }) =>
      api<TRotation>("PATCH", `/api/rotations/${id}`, body),
    onSuccess: invalidate,
  });
}

export function useDeleteRotation() {
  const invalidate = useInvalidateRotations();
  return useMutation({
    mutationFn: (id: string) => api<{ message: string }>("DELETE", `/api/rotations/${id}`),
    onSuccess: invalidate,
  });
}

/** The dashboard's upcoming events (spec §7): days=30, limit=8, refetched every 30 s. */
export const upcomingEventsQuery = queryOptions({
  queryKey: ["upcoming-events", UPCOMING_EVENTS_DAYS, UPCOMING_EVENTS_LIMIT],
  queryFn: () =>
    api<TUpcomingEvent[]>(
      "GET",
      `/api/upcoming-events?days=${UPCOMING_EVENTS_DAYS}&limit=${UPCOMING_EVENTS_LIMIT}`,
    ),
  refetchInterval: UPCOMING_EVENTS_REFETCH_MS,
});
