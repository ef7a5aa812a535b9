// Upcoming events API (spec §7): the dashboard's list of rotations, contract ends and expiries ahead.
import {
  type TUpcomingEvent,
  UPCOMING_EVENTS_DAYS,
  UPCOMING_EVENTS_LIMIT,
  UPCOMING_EVENTS_REFETCH_MS,
} from "@shared/events";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { QUERY_ROOTS } from "@/lib/invalidation";

export const eventKeys = {
  all: QUERY_ROOTS.events,
};

/** days=30, limit=8, refetched every 30 s. */
export const upcomingEventsQuery = queryOptions({
  queryKey: [...eventKeys.all, UPCOMING_EVENTS_DAYS, UPCOMING_EVENTS_LIMIT],
  queryFn: () =>
    api<TUpcomingEvent[]>(
      "GET",
      `/api/upcoming-events?days=${UPCOMING_EVENTS_DAYS}&limit=${UPCOMING_EVENTS_LIMIT}`,
    ),
  refetchInterval: UPCOMING_EVENTS_REFETCH_MS,
});
