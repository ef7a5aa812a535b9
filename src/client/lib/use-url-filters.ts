// A screen's filters in the URL (search params), so a view can be shared; empty values are dropped.
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { type SearchBox, type SearchWords, useDebouncedValue } from "./use-debounced-value";

export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const get = (key: string) => params.get(key) ?? "";
  const set = (changes: Record<string, string | number | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null || v === "" || v === 0) next.delete(k);
          else next.set(k, String(v));
        }
        return next;
      },
      { replace: true },
    );
  return { get, set };
}

/**
 * A search box kept in the URL under `key`: `input` for <SearchInput {...input} /> (with its `words`, as
 * useSearch); the URL (and `q`, the
 * trimmed text) follow once typing pauses, so a shared link opens with the same search.
 */
export function useUrlSearch<W extends SearchWords | undefined = undefined>(
  key = "q",
  words?: W,
  delayMs = 250,
) {
  const { get, set } = useUrlFilters();
  const [value, setValue] = useState(() => get(key));
  const debounced = useDebouncedValue(value.trim(), delayMs);
  const stored = get(key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: write only when the typed text settles
  useEffect(() => {
    if (debounced !== stored) set({ [key]: debounced });
  }, [debounced]);
  return { q: stored, input: { value, onChange: setValue, ...words } as SearchBox<W> };
}
