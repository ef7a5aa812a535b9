// The value after it has stopped changing for `delayMs`, so typing in a search box sends one request.
import { useEffect, useState } from "react";

export function useDebouncedValue<T>(value: T, delayMs = 250): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** What a search box says: its accessible name ("Search crew") and its placeholder. */
export interface SearchWords {
  label: string;
  placeholder: string;
}

/** A search box's value and, when given, its words: the props of <SearchInput {...input} />. */
export type SearchBox<W> = { value: string; onChange: (value: string) => void } & ([W] extends [SearchWords]
  ? W
  : unknown);

/**
 * A search box's state: `input` for <SearchInput {...input} /> (with the box's `words`, declared with the
 * search they name), and `q`, its trimmed text once typing pauses.
 */
export function useSearch<W extends SearchWords | undefined = undefined>(words?: W, delayMs = 250) {
  const [value, setValue] = useState("");
  const q = useDebouncedValue(value.trim(), delayMs);
  return { q, input: { value, onChange: setValue, ...words } as SearchBox<W> };
}
