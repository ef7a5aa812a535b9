// The one TanStack Query client (spec §9): no polling by default, no refetch on window focus,
// data stays fresh until a mutation invalidates it, and no retries.
import { QueryClient } from "@tanstack/react-query";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY, retry: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
