// One way to write: a mutation that, once settled (success or failure, since a refused second step may
// follow a saved first one), refreshes every query key its resource's write map names. Each resource's
// api.ts declares that map (`…WriteInvalidates`), so what a write makes stale is written down once.
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";

/** What a write makes stale: a list of query-key prefixes, built lazily so api modules can name each other. */
export type WriteInvalidates = () => readonly QueryKey[];

export function useWriteMutation<TVars, TResult>(
  mutationFn: (vars: TVars) => Promise<TResult>,
  invalidates: WriteInvalidates,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => Promise.all(invalidates().map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
