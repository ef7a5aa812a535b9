// Search from anywhere: the palette's query (GET /api/search). Answers are not kept: every write may
// change what a search finds, so an opened palette asks again.
import { SEARCH_MIN_LENGTH, type TSearchResponse } from "@shared/search";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api, withQuery } from "@/lib/api-client";

export const searchKeys = {
  all: ["search"] as const,
};

export const searchQuery = (q: string, limit = 5) =>
  queryOptions({
    queryKey: [...searchKeys.all, q, limit] as const,
    queryFn: () => api<TSearchResponse>("GET", withQuery("/api/search", { q, limit })),
    enabled: q.length >= SEARCH_MIN_LENGTH,
    staleTime: 0,
    gcTime: 60_000,
    placeholderData: keepPreviousData,
  });
