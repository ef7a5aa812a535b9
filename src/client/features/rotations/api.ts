// Rotations API: the tours in a range (the fleet timeline), the calendar's month and day, counters, and
// the rotation writes with what they make stale (spec §4: rotation changes refresh the list). Pickers come
// from crew and vessels.

import type { TMemberClashQuery, TSignerClash } from "@shared/crew-changes";
import type {
  TRotation,
  TRotationCreateRequest,
  TRotationDayEntry,
  TRotationMonth,
  TRotationUpdateRequest,
} from "@shared/rotations";
import type { TTour } from "@shared/tours";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { api, apiList, apiListAll, isApiError, withQuery } from "@/lib/api-client";
import { invalidatesOf, QUERY_ROOTS } from "@/lib/invalidation";
import { useWriteMutation } from "@/lib/write-mutation";

export const rotationKeys = {
  all: QUERY_ROOTS.rotations,
  tours: (from: string, to: string, filters: RotationFilters = {}) =>
    ["rotations", "tours", from, to, filters] as const,
  month: (month: string, filters: RotationFilters = {}) => ["rotations", "month", month, filters] as const,
  day: (date: string, filters: RotationFilters = {}) => ["rotations", "day", date, filters] as const,
  one: (id: string) => ["rotations", "one", id] as const,
  count: (status?: string, from?: string, to?: string) => ["rotations", "count", status, from, to] as const,
};

/** A join's days checked before saving: the seafarer's other tours and open crew changes overlapping them
 * (GET /api/crew/{id}/clashes). Under rotationKeys.all, so every rotation write makes it stale. */
export const memberClashesQuery = (crewMemberId: string, q: TMemberClashQuery | null) =>
  queryOptions({
    queryKey: ["rotations", "clashes", crewMemberId, q] as const,
    queryFn: () =>
      api<TSignerClash[]>(
        "GET",
        withQuery(`/api/crew/${crewMemberId}/clashes`, { ...(q as TMemberClashQuery) }),
      ),
    enabled: q !== null && crewMemberId !== "",
  });

/** The calendar's and timeline's filters (kept in the URL by the scheduling screen). */
export interface RotationFilters {
  vesselId?: string;
  rank?: string;
}

/** The tours touching a range (the one time-aboard source: rotations and assignments alike), for the
 * fleet timeline. A busy month at fleet scale holds thousands: every page, never a silent first 500. */
export const toursInRange = (from: string, to: string, filters: RotationFilters = {}) =>
  queryOptions({
    queryKey: rotationKeys.tours(from, to, filters),
    queryFn: async () => {
      const items = await apiListAll<TTour>("/api/manning/tours", { from, to, ...filters });
      return { items, total: items.length };
    },
  });

/** The calendar's month as it draws it: per grid day the count and the first 3 bars. */
export const rotationMonthQuery = (month: string, filters: RotationFilters = {}) =>
  queryOptions({
    queryKey: rotationKeys.month(month, filters),
    queryFn: () => api<TRotationMonth>("GET", withQuery("/api/rotations/month", { month, ...filters })),
  });

/** A day's whole list behind "+N more": its joins and leaves, DAY_PAGE_SIZE at a time. */
export const DAY_PAGE_SIZE = 50;
export const rotationDayPages = (date: string, filters: RotationFilters = {}) =>
  infiniteQueryOptions({
    queryKey: rotationKeys.day(date, filters),
    queryFn: ({ pageParam }) =>
      apiList<TRotationDayEntry>("/api/rotations/day", {
        date,
        ...filters,
        limit: DAY_PAGE_SIZE,
        offset: pageParam,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
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

export const rotationWriteInvalidates = invalidatesOf("rotations");

export function useCreateRotation() {
  return useWriteMutation(
    (body: TRotationCreateRequest) => api<TRotation>("POST", "/api/rotations", body),
    rotationWriteInvalidates,
  );
}

export function useUpdateRotation() {
  return useWriteMutation(
    ({ id, ...body }: TRotationUpdateRequest & { id: string }) =>
      api<TRotation>("PATCH", `/api/rotations/${id}`, body),
    rotationWriteInvalidates,
  );
}

export function useDeleteRotation() {
  return useWriteMutation(
    (id: string) => api<{ message: string }>("DELETE", `/api/rotations/${id}`),
    rotationWriteInvalidates,
  );
}
