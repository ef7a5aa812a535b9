// An in-process memo kept to a size (the manning gaps per vessel and per fleet, the planning board's rows
// and pages): when it is full, its oldest entry (the first set) makes room for the new one.
export function remember<T>(memo: Map<string, T>, max: number, key: string, value: T) {
  if (memo.size >= max) memo.delete(memo.keys().next().value as string); // the oldest first
  memo.set(key, value);
}
