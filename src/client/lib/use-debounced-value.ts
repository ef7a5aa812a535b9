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

/** A search box's state: `input` for <SearchInput {...input} />, and `q`, its trimmed text once typing pauses. */
export function useSearch(delayMs = 250) {
  const [value, setValue] = useState("");
  const q = useDebouncedValue(value.trim(), delayMs);
  return { q, input: { value, onChange: setValue } };
}
