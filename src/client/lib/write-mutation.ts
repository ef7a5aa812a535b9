// One way to write: a mutation that, once settled (success or failure, since a refused second step may
// follow a saved first one), refreshes every query key its resource's write map names. Each resource's
// api.ts declares that map (`…WriteInvalidates`), so what a write makes stale is written down once.
import { type QueryClient, type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";

/** What a write makes stale: a list of query-key prefixes, built lazily so api modules can name each other. */
export type WriteInvalidates = () => readonly QueryKey[];

/** Invalidates every key of a write map (for mutations with their own optimistic update or toasts). */
export function invalidateAll(client: QueryClient, invalidates: WriteInvalidates): Promise<unknown> {
  return Promise.all(invalidates().map((queryKey) => client.invalidateQueries({ queryKey })));
}

export function useWriteMutation<TVars, TResult>(
  mutationFn: (vars: TVars) => Promise<TResult>,
  invalidates: WriteInvalidates,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => invalidateAll(client, invalidates),
  });
}
