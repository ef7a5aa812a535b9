// The one TanStack Query client (spec §9): no polling by default, no refetch on window focus,
// data stays fresh until a mutation invalidates it, and no retries. "offlineFirst": a request is made even
// when the browser says it is offline, so the service worker can answer from its cache; a
// request nothing can answer fails at once instead of waiting paused.
import { QueryClient } from "@tanstack/react-query";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
        networkMode: "offlineFirst",
      },
      mutations: { retry: false, networkMode: "offlineFirst" },
    },
  });
}

export const queryClient = createQueryClient();
